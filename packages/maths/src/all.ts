/**
 * The whole engine at once: importing this module registers every language's
 * texts and every topic's generator. For code that may be asked for any
 * language or topic: the server (worksheets), scripts and tests. A browser page
 * does not import it; it loads what it shows (loadCatalogue, loadGenerators).
 */
import { registerGenerators } from './generate.ts';
import { registerCatalogue, type CatalogueSource } from './text.ts';
import type { Language, TopicKey } from './types.ts';
import type { TopicDef } from './generators/kit.ts';
import { en } from './i18n/en.ts';
import { fr } from './i18n/fr.ts';
import { es } from './i18n/es.ts';
import { ar } from './i18n/ar.ts';
import { he } from './i18n/he.ts';
import { zh } from './i18n/zh.ts';
import { de } from './i18n/de.ts';
import { pt } from './i18n/pt.ts';
import { numberTopics } from './generators/number.ts';
import { operationTopics } from './generators/operations.ts';
import { fractionTopics } from './generators/fractions.ts';
import { measureTopics } from './generators/measure.ts';
import { shapeDataTopics } from './generators/shapes-data.ts';

/** Every language's catalogue (the compiler checks none of LANGUAGES is missing). */
export const CATALOGUES: Record<Language, CatalogueSource> = { en, fr, es, ar, he, zh, de, pt };

/** Every topic's generator, keyed like TOPIC_GRADES (the compiler checks none is missing). */
export const GENERATORS: Record<TopicKey, TopicDef> = {
  ...numberTopics,
  ...operationTopics,
  ...fractionTopics,
  ...measureTopics,
  ...shapeDataTopics,
};

for (const [language, catalogue] of Object.entries(CATALOGUES)) registerCatalogue(language as Language, catalogue);
registerGenerators(GENERATORS);
