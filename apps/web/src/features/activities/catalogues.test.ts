import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES, ACTIVITY_TYPE_NAMES } from '@numbloom/domain/content';
import type { Tree } from '../../i18n/catalogue-checks.ts';
import { describeTranslations } from '../../i18n/translation-tests.ts';
import strands from '../../../../../content/authored/strands.json';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import es from './i18n/es.json';
import ar from './i18n/ar.json';

/**
 * The activities catalogues: French, Spanish and Arabic say everything English
 * says (plural forms counted once, none empty, the same {{placeholders}}),
 * and Arabic has all six plural forms. The names the pages show for the
 * content (strands, topics, activity types) are keyed by the content's ids:
 * English says what the content says, so every strand and topic the content
 * has is named in every language, and a new one without its names fails here.
 */
describeTranslations('activities catalogues', en as Tree, { fr: fr as Tree, es: es as Tree, ar: ar as Tree });

describe('activities catalogues: the content names', () => {
  it('English names every strand and topic as the content does, and describes every strand', () => {
    expect(Object.keys(en.strands).sort()).toEqual(Object.keys(strands).sort());
    for (const [id, strand] of Object.entries(strands)) {
      expect(en.strands[id as keyof typeof en.strands], id).toEqual({ name: strand.name, description: strand.description });
      const topics = Object.fromEntries(Object.entries(strand.topics).map(([key, topic]) => [key.slice(key.indexOf('/') + 1), topic.name]));
      expect(en.topics[id as keyof typeof en.topics], id).toEqual(topics);
    }
  });

  it('English names every activity type as the domain does', () => {
    expect(en.types).toEqual(Object.fromEntries(ACTIVITY_TYPES.map((type) => [type, ACTIVITY_TYPE_NAMES[type]])));
  });

  it('no translation of a name is the English one left in place', () => {
    // Short names may be spelt alike (Division, Volume); a strand's description never is.
    for (const catalogue of [fr, es, ar]) {
      for (const [id, strand] of Object.entries(catalogue.strands)) expect(strand.description, id).not.toBe(en.strands[id as keyof typeof en.strands].description);
    }
  });
});
