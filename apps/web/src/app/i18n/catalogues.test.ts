import { describe, expect, it } from 'vitest';
import { CONTACT_FORM_TYPES, submitLabel } from '@numbloom/domain/contact';

/**
 * The site shell's catalogues: English is complete and French, Spanish and
 * Arabic have every key English has (plural forms counted once), with no
 * empty text, so no visitor sees a key name or a silent English fallback.
 */
const all = import.meta.glob<{ default: Record<string, unknown> }>(
  ['./*.json', '../../ui/i18n/*.json', '../../features/{home,site-shell,legal,contact}/i18n/*.json'],
  { eager: true },
);
const PLURAL = /_(zero|one|two|few|many|other)$/;

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') {
    expect(value.trim(), `${prefix} is empty`).not.toBe('');
    return [prefix.replace(PLURAL, '')];
  }
  if (Array.isArray(value)) return [`${prefix}[${value.length}]`, ...value.flatMap((v, i) => keys(v, `${prefix}[${i}]`))];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const namespaces = new Map<string, Record<string, Record<string, unknown>>>();
for (const [path, mod] of Object.entries(all)) {
  const [, folder, language] = /([^/]+)\/i18n\/(\w+)\.json$/.exec(path) ?? /()(\w+)\.json$/.exec(path)!;
  const ns = folder || 'app';
  namespaces.set(ns, { ...namespaces.get(ns), [language!]: mod.default });
}

describe('site catalogues', () => {
  it('cover the six namespaces of the shell', () => {
    expect([...namespaces.keys()].sort()).toEqual(['app', 'contact', 'home', 'legal', 'site-shell', 'ui']);
  });

  for (const [ns, languages] of namespaces) {
    it(`${ns}: fr, es and ar have every English key`, () => {
      const english = new Set(keys(languages.en));
      for (const language of ['fr', 'es', 'ar']) {
        expect(languages[language], `${ns}/${language}.json missing`).toBeDefined();
        expect(new Set(keys(languages[language])), `${ns}/${language}`).toEqual(english);
      }
    });
  }

  it('Arabic plurals have all six forms where English has plurals', () => {
    const plurals = (v: unknown, prefix = ''): string[] =>
      typeof v === 'object' && v && !Array.isArray(v)
        ? Object.entries(v).flatMap(([k, x]) => (typeof x === 'string' ? (PLURAL.test(k) ? [`${prefix}${k}`] : []) : plurals(x, `${prefix}${k}.`)))
        : [];
    for (const [ns, languages] of namespaces) {
      const english = new Set(plurals(languages.en).map((k) => k.replace(PLURAL, '')));
      const arabic = plurals(languages.ar);
      for (const base of english) {
        for (const form of ['zero', 'one', 'two', 'few', 'many', 'other']) expect(arabic, `${ns}: ${base}_${form}`).toContain(`${base}_${form}`);
      }
    }
  });

  it('the English submit labels are the spec texts from submitLabel()', () => {
    const submit = (namespaces.get('contact')!.en as { submit: Record<string, string> }).submit;
    for (const type of CONTACT_FORM_TYPES) expect(submit[type]).toBe(submitLabel(type));
    expect(submit.default).toBe(submitLabel('anything else'));
  });
});
