import type { Tree } from '../i18n/catalogue-checks.ts';
import { describeTranslations } from '../i18n/translation-tests.ts';
import enAll from './i18n/en.json';
import frAll from './i18n/fr.json';
import esAll from './i18n/es.json';
import arAll from './i18n/ar.json';

// The run player's texts (run-player.tsx); the models' texts are held to their own rules beside them.
const [en, fr, es, ar] = [enAll, frAll, esAll, arAll].map((c) => (c as unknown as { run: Tree }).run) as [Tree, Tree, Tree, Tree];

/**
 * The run player's texts in the player catalogues: French, Spanish and Arabic say everything English
 * says (plural forms counted once, none empty, the same {{placeholders}}),
 * and Arabic has all six plural forms.
 */
describeTranslations('the run player’s texts', en as Tree, { fr: fr as Tree, es: es as Tree, ar: ar as Tree });
