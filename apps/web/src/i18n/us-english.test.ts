import { describe, expect, it } from 'vitest';
import { britishIn } from '@numbloom/maths/british-spellings';
import { comparedPlaceholders, leaves, PLURAL, type Tree } from './catalogue-checks.ts';
import { overlaid } from './regional.ts';
import { createI18n } from './setup.ts';
import { loadTexts, translator } from './small.tsx';

/**
 * A US page reads US English: every catalogue of the web app as a US page
 * resolves it (its en-US.json overlay over en.json) is walked and British
 * spellings are refused, and an overlay only rewords: each key is one the
 * namespace has, with the same {{placeholders}} and every plural form English
 * has for it. Other English pages keep the catalogues as they are written.
 */
const glob = <T>(files: Record<string, { default: T }>) =>
  new Map(Object.entries(files).map(([path, m]) => [path.replace(/\/[^/]+\.json$/, ''), m.default]));
const ENGLISH = glob(import.meta.glob<{ default: Tree }>('../**/i18n/en.json', { eager: true }));
const US = glob(import.meta.glob<{ default: Tree }>('../**/i18n/en-US.json', { eager: true }));
/** English leaves some texts to packages/domain (a defaultValue); the translations hold their keys, and an overlay may word them. */
const FRENCH = glob(import.meta.glob<{ default: Tree }>('../**/i18n/fr.json', { eager: true }));

describe('the web catalogues of a US page', () => {
  it('finds every catalogue, and overlays where US English words them its own way', () => {
    expect(ENGLISH.size).toBeGreaterThanOrEqual(20);
    expect([...US.keys()]).toEqual(
      expect.arrayContaining(['../features/home/i18n', '../features/rooms/i18n', '../player/i18n']),
    );
  });

  for (const [folder, english] of ENGLISH) {
    it(`${folder}: US English, every text`, () => {
      const texts = leaves(overlaid(english, US.get(folder) ?? {}));
      expect(texts.flatMap(([key, text]) => britishIn(text).map((b) => `${key}: ${b}`))).toEqual([]);
    });
  }

  for (const [folder, overlay] of US) {
    it(`${folder}/en-US.json rewords keys the namespace has, keeping its placeholders and plural forms`, () => {
      const english = ENGLISH.get(folder);
      expect(english, `${folder} has no en.json`).toBeDefined();
      const source = new Map(leaves(english!));
      const translated = new Map(leaves(FRENCH.get(folder) ?? {}));
      for (const [key, text] of leaves(overlay)) {
        expect(text.trim(), key).not.toBe('');
        const original = source.get(key);
        if (original === undefined) {
          // a text English takes from packages/domain: the translations have it, English has nothing under it
          expect(translated.get(key), `${key} is in no catalogue of ${folder}`).toBeDefined();
          expect(
            source.has(key.replace(PLURAL, '')) || [...source.keys()].some((k) => k.startsWith(`${key}.`)),
            key,
          ).toBe(false);
          expect(comparedPlaceholders(key, text), key).toEqual(comparedPlaceholders(key, translated.get(key)!));
          continue;
        }
        expect(text, `${key} says what en.json says`).not.toBe(original);
        expect(comparedPlaceholders(key, text), key).toEqual(comparedPlaceholders(key, original));
      }
      // a counted text is reworded in every form English has, or in none
      const forms = (tree: Tree, base: string) =>
        leaves(tree)
          .map(([k]) => k)
          .filter((k) => PLURAL.test(k) && k.replace(PLURAL, '') === base)
          .sort();
      for (const base of new Set(
        leaves(overlay)
          .map(([k]) => k)
          .filter((k) => PLURAL.test(k))
          .map((k) => k.replace(PLURAL, '')),
      )) {
        expect(forms(overlay, base), base).toEqual(forms(english!, base));
      }
    });
  }

  it('the legal pages name the same day as the English ones', () => {
    type Legal = { terms: { updated: string }; privacy: { updated: string } };
    const english = ENGLISH.get('../features/legal/i18n') as unknown as Legal;
    const us = overlaid(english as unknown as Tree, US.get('../features/legal/i18n')!) as unknown as Legal;
    const day = (text: string) => new Date(`${text.replace(/^[^:]*:\s*/, '')} UTC`).toISOString().slice(0, 10);
    for (const doc of ['terms', 'privacy'] as const) expect(day(us[doc].updated), doc).toBe(day(english[doc].updated));
  });
});

describe('how a page reads them', () => {
  it('i18next on a US page: the overlay first, English for the rest, whole lists and documents', async () => {
    const i18n = await createI18n('en', 'us');
    await i18n.loadNamespaces(['home', 'legal', 'ui']);
    expect(i18n.t('home:hero.title')).toBe('Math that grows with every child');
    expect(i18n.t('home:hero.demo')).toBe('Book a demo');
    expect(i18n.t('ui:close')).toBe('Close');
    const items = i18n.t('home:activities.items', { returnObjects: true }) as unknown as {
      title: string;
      text: string;
    }[];
    const englishItems = (ENGLISH.get('../features/home/i18n') as unknown as { activities: { items: unknown[] } })
      .activities.items;
    expect(items).toHaveLength(englishItems.length);
    expect(items[0]!.title).toBe('Episodes');
    expect(items[2]!.text).toMatch(/quick grading\.$/);
    const terms = i18n.t('legal:terms', { returnObjects: true }) as unknown as { sections: { paragraphs: string[] }[] };
    expect(terms.sections[5]!.paragraphs[0]).toMatch(/non-transferable license/);
    expect(terms.sections.every((s) => s.paragraphs.length > 0)).toBe(true);
  });

  it('i18next elsewhere: British English in Australia, Spanish in the US without the overlay', async () => {
    const au = await createI18n('en', 'au');
    await au.loadNamespaces('home');
    expect(au.t('home:hero.title')).toBe('Maths that grows with every child');
    const es = await createI18n('es', 'us');
    await es.loadNamespaces('home');
    expect(es.language).toBe('es');
    expect(es.hasResourceBundle('en-US', 'home')).toBe(false);
  });

  it("the child's pages look a key up in the same order, plural forms too", async () => {
    const us = translator(await loadTexts('en', ['rooms'], 'us'), 'rooms');
    expect(us('results.cheerHigh')).toBe('Fantastic work. Your math is growing!');
    expect(us('results.rank_two', { rank: 2, players: 5 })).toBe('You finished 2nd of 5!');
    expect(us('play.correct')).toBe('Correct!');
    expect(us('errors.full', { count: 1 })).toBe('Oops, this room is already full with 1 student.');
    const uk = translator(await loadTexts('en', ['rooms'], 'uk'), 'rooms');
    expect(uk('results.cheerHigh')).toBe('Fantastic work. Your maths is growing!');
    const spanish = await loadTexts('es', ['rooms'], 'us');
    expect(spanish.trees.get('rooms')).toHaveLength(2);
  });
});
