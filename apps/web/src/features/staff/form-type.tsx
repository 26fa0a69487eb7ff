import { useTranslation } from 'react-i18next';

/**
 * The kinds of form a lead or an enquiry came from, as the server stores them: the contact form's
 * three (domain contact.ts) and the marketing forms' Demo and Sales (domain campaign-marketing.ts).
 */
const NAMED_FORM_TYPES: Record<string, string> = {
  enquiry: 'enquiry',
  request: 'request',
  register: 'register',
  Demo: 'demo',
  Sales: 'sales',
};

/**
 * A lead's or an enquiry's form type in the reader's words. Any other value is a campaign's source
 * code (a lead from a campaign other than Demo or Sales carries its source as its type, spec §7):
 * shown as the code it is, marked as a name so that no one reads it as an untranslated word.
 */
export function FormType({ value }: { value: string }) {
  const { t } = useTranslation('staff');
  const key = Object.hasOwn(NAMED_FORM_TYPES, value) ? NAMED_FORM_TYPES[value] : undefined;
  if (key) return <>{t(`formTypes.${key}`)}</>;
  return (
    <code translate="no" className="staff-code">
      {value}
    </code>
  );
}
