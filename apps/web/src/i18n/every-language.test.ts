import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@numbloom/domain/regions';
import { baseKeys, comparedPlaceholders, leaves, PLURAL, sourceText, type Tree } from './catalogue-checks.ts';

/**
 * Every catalogue folder of the web app has a catalogue in every language a
 * site is offered in (UI_LANGUAGES, from the regions), saying everything its
 * English says: the same keys (plural forms counted once), none empty, the
 * same {{placeholders}}. A language added to the regions fails here, folder by
 * folder, until each of its catalogues is written; plural-forms.test.ts then
 * checks each has its CLDR plural forms.
 */
const FILES = import.meta.glob<{ default: Tree }>('../**/i18n/*.json', { eager: true });
const folders = new Map<string, Map<string, Tree>>();
for (const [path, m] of Object.entries(FILES)) {
  const [, folder, language] = /^(.*)\/i18n\/([^/]+)\.json$/.exec(path)!;
  if (language!.includes('-')) continue; // a regional overlay (en-US) rewords some texts only
  if (!folders.has(folder!)) folders.set(folder!, new Map());
  folders.get(folder!)!.set(language!, m.default);
}

describe('every catalogue in every site language', () => {
  it('finds the catalogue folders', () => {
    expect(folders.size).toBeGreaterThan(15);
  });

  for (const [folder, catalogues] of folders) {
    const en = catalogues.get('en')!;
    // where English leaves a text to packages/domain (onboarding's outcomes), French holds it: the keys are both's
    const reference = [...leaves(en), ...leaves(catalogues.get('fr') ?? {}).filter(([k]) => !baseKeys(en).has(k.replace(PLURAL, '')))];
    it(`${folder}: each language has every English key, none empty, with the same placeholders`, () => {
      const source = new Map(reference);
      const keys = new Set(reference.map(([k]) => k.replace(PLURAL, '')));
      for (const language of UI_LANGUAGES.filter((l) => l !== 'en')) {
        const catalogue = catalogues.get(language);
        expect(catalogue, `${folder}/i18n/${language}.json`).toBeDefined();
        expect(baseKeys(catalogue!), `${folder}/i18n/${language}.json`).toEqual(keys);
        for (const [key, text] of leaves(catalogue!)) {
          expect(text.trim(), `${language}: ${key}`).not.toBe('');
          const wanted = comparedPlaceholders(key, sourceText(source, key)!);
          // a zero form may say there is nothing ("no points") and leave a list out
          if (key.endsWith('_zero')) expect(wanted, `${language}: ${key}`).toEqual(expect.arrayContaining(comparedPlaceholders(key, text)));
          else expect(comparedPlaceholders(key, text), `${language}: ${key}`).toEqual(wanted);
        }
      }
    });
  }
});
