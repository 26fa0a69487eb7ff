import { describe, expect, it } from 'vitest';
import { CHALLENGE_STAGES, TARGET_KINDS } from '@numbloom/domain/challenges';
import { leaves, type Tree } from '../../i18n/catalogue-checks.ts';
import { stageBannerKey } from './stage-banner.ts';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import es from './i18n/es.json';
import ar from './i18n/ar.json';

const CATALOGUES = { en, fr, es, ar } as Record<string, Tree>;

describe('the stage banner', () => {
  it('has a text for every stage and every way a challenge scores, in every language', () => {
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      const texts = new Map(leaves(catalogue));
      for (const stage of CHALLENGE_STAGES) for (const kind of TARGET_KINDS) expect(texts.get(stageBannerKey(stage, kind)), `${language} ${stage} ${kind}`).toBeTruthy();
    }
  });

  it('never speaks of stars in a contest scored by right answers', () => {
    const texts = new Map(leaves(en as Tree));
    expect(texts.get(stageBannerKey('contest', 'correct_answers'))).toBe('The contest is on: every right answer counts');
    expect(texts.get(stageBannerKey('contest', 'correct_answers'))).not.toMatch(/star/i);
    expect(texts.get(stageBannerKey('contest', 'stars'))).toBe('The contest is on: every star counts');
  });
});
