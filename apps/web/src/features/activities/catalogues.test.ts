import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES, ACTIVITY_TYPE_NAMES } from '@numbloom/domain/content';
import type { Tree } from '../../i18n/catalogue-checks.ts';
import { describeTranslations } from '../../i18n/translation-tests.ts';
import enTypes from '../../../../../content/authored/activity-types.json';
import frTypes from '../../../../../content/authored/i18n/fr/activity-types.json';
import esTypes from '../../../../../content/authored/i18n/es/activity-types.json';
import arTypes from '../../../../../content/authored/i18n/ar/activity-types.json';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import es from './i18n/es.json';
import ar from './i18n/ar.json';

/**
 * The activities catalogues: French, Spanish and Arabic say everything English
 * says (plural forms counted once, none empty, the same {{placeholders}}),
 * and Arabic has all six plural forms. Strand and topic names come with the
 * content catalogue in the page's language (content/authored/i18n); the
 * activity-type names the filters and badges show are kept here and must be
 * the names the content's titles use, in every language.
 */
describeTranslations('activities catalogues', en as Tree, { fr: fr as Tree, es: es as Tree, ar: ar as Tree });

describe('activities catalogues: the activity-type names', () => {
  it('English names every activity type as the domain does', () => {
    expect(en.types).toEqual(Object.fromEntries(ACTIVITY_TYPES.map((type) => [type, ACTIVITY_TYPE_NAMES[type]])));
  });

  it('every language names each type as its content catalogue does', () => {
    const content = { en: enTypes, fr: frTypes, es: esTypes, ar: arTypes };
    for (const [language, catalogue] of Object.entries({ en, fr, es, ar })) {
      const names = content[language as keyof typeof content];
      expect(catalogue.types, language).toEqual(Object.fromEntries(ACTIVITY_TYPES.map((type) => [type, names[type].name])));
    }
  });
});
