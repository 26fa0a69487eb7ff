/**
 * What the catalogue tests of every feature read from a catalogue: its texts
 * by dotted key, its keys with plural suffixes folded, the {{placeholders}} of
 * a text, and the source a translated text answers to. One reading for all,
 * so the features' tests hold their catalogues to the same rules.
 */
export type Tree = { [key: string]: string | Tree };

/** i18next's plural suffixes (CLDR categories). */
export const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Every plural form Arabic needs wherever English has a plural. */
export const ARABIC_PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/** Every text of a catalogue with its dotted key. */
export function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
}

/** The keys of a catalogue, each plural counted once. */
export const baseKeys = (tree: Tree) => new Set(leaves(tree).map(([k]) => k.replace(PLURAL, '')));

/** The {{placeholders}} of a text, sorted. */
export const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();

/** The text a translated key answers to in the source catalogue: the same key, its plural, or its singular. */
export function sourceText(source: Map<string, string>, key: string): string | undefined {
  const base = key.replace(PLURAL, '');
  return source.get(key) ?? source.get(`${base}_other`) ?? source.get(base);
}

/** The placeholders to compare: a plural form may say the number in words ("يومان"), so {{count}} is optional there. */
export const comparedPlaceholders = (key: string, text: string) => (PLURAL.test(key) ? placeholders(text).filter((p) => p !== 'count') : placeholders(text));
