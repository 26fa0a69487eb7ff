import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { overlayLanguage, type Catalogue as Tree } from './regional.ts';

/**
 * Translations for the child's pages (join and play, decision 042), which
 * must stay under 90 KB of JavaScript: the same catalogues as i18next reads
 * (`<folder>/i18n/<lang>.json`, English as the fallback key by key, and on a
 * US English page the en-US.json overlay before English, regional.ts), the same
 * {{placeholders}} and CLDR plural suffixes (`_one`, `_few` … through
 * Intl.PluralRules), without i18next itself (~17 KB gzip).
 */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * Only the namespaces the child's pages read (useTexts('rooms' | 'child-home')): a wider glob puts every
 * namespace's catalogue paths, in every language, into the children's entry.
 */
const catalogues = import.meta.glob<{ default: Tree }>('../features/{rooms,child-home}/i18n/*.json');
const FALLBACK = 'en';

/** Where a namespace's catalogues are: the entry's own, or those a page of the entry brings with its chunk (i18n/page-texts.tsx). */
export type Catalogues = Record<string, () => Promise<{ default: Tree }>>;

async function load(language: string, namespace: string, from: Catalogues): Promise<Tree> {
  const key = Object.keys(from).find((k) => k.endsWith(`/${namespace}/i18n/${language}.json`));
  return key ? (await from[key]!()).default : {};
}

function lookup(tree: Tree | undefined, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export interface Texts {
  language: string;
  /** namespace → its catalogues in the order a key is looked up: the region's overlay, the page language, English */
  trees: Map<string, Tree[]>;
}

/** Reads the namespaces' catalogues in the language and in English, and the region's overlay where it has one (a US English page). */
export async function loadTexts(language: string, namespaces: readonly string[], region?: string, from: Catalogues = catalogues): Promise<Texts> {
  const overlay = overlayLanguage(region, language);
  const languages = [overlay, language === FALLBACK ? undefined : language, FALLBACK].filter((l) => l !== undefined);
  const trees = new Map<string, Tree[]>();
  await Promise.all(namespaces.map(async (ns) => trees.set(ns, await Promise.all(languages.map((l) => load(l, ns, from))))));
  return { language, trees };
}

/** A translate function for one namespace, as i18next would answer it for these catalogues. */
export function translator(texts: Texts, namespace: string): Translate {
  const trees = texts.trees.get(namespace) ?? [];
  let plurals: Intl.PluralRules | undefined;
  try {
    plurals = new Intl.PluralRules(texts.language);
  } catch {
    plurals = undefined;
  }
  const find = (key: string) => {
    for (const tree of trees) {
      const text = lookup(tree, key);
      if (text !== undefined) return text;
    }
    return undefined;
  };
  return (key, values) => {
    let text: string | undefined;
    const count = values?.count;
    if (typeof count === 'number') {
      text = (count === 0 ? find(`${key}_zero`) : undefined) ?? find(`${key}_${plurals?.select(count) ?? 'other'}`) ?? find(`${key}_other`);
    }
    text ??= find(key) ?? key;
    return values ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;
  };
}

export const TextsContext = createContext<Texts>({ language: FALLBACK, trees: new Map() });

export function TextsProvider({ texts, children }: { texts: Texts; children: ReactNode }) {
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}

/** The translate function of a namespace the page's texts were loaded with. */
export function useTexts(namespace: string): { t: Translate; language: string } {
  const texts = useContext(TextsContext);
  // one translator per catalogue: effects that depend on `t` do not run again on every render
  const t = useMemo(() => translator(texts, namespace), [texts, namespace]);
  return { t, language: texts.language };
}
