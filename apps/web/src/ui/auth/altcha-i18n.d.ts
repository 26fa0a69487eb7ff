// The widget's regional translations register themselves on import and export nothing.
declare module 'altcha/i18n/fr-ca';
declare module 'altcha/i18n/es-419';
declare module 'altcha/i18n/zh-cn';
declare module 'altcha/i18n/pt-br';
