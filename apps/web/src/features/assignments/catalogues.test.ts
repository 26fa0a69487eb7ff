import type { Tree } from '../../i18n/catalogue-checks.ts';
import { describeTranslations } from '../../i18n/translation-tests.ts';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import es from './i18n/es.json';
import ar from './i18n/ar.json';

/** The assignments catalogues: French, Spanish and Arabic say everything English says, Arabic with its six plural forms. */
describeTranslations('assignments catalogues', en as Tree, { fr: fr as Tree, es: es as Tree, ar: ar as Tree });
