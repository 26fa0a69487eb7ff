/**
 * WCAG 3.1.2 on every screen a journey shows: text in another language than
 * the page's carries its own `lang`. Read on the screen as it is (what a
 * screen reader would speak in the page's voice), two ways:
 * - on a page in a script other than Latin (Arabic, Hebrew, Chinese), any
 *   Latin word outside the few that are the same in every language;
 * - on a page in another Latin-script language (French, Spanish, German…),
 *   any text of three words or more that is word for word one of the English
 *   catalogues' texts and not also the page language's own.
 * The site-pages walk compares each page with its English twin as well; this
 * check needs no twin, so every journey's screens get it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** Latin-script words a page in another script may show as they are (proper names, products' names among them, symbols, key names: WCAG 3.1.2's exceptions; Chinese writes "Cookie" so). */
export const SAME_IN_EVERY_LANGUAGE =
  /^(Numbloom|Google Classroom|Google|Microsoft|Altcha|Cookie|OneRoster CSV|OneRoster|zip|A4|Letter|Enter|Backspace|Tab|Escape|[A-Z]{1,3}|cm|mm|km|kg|mL|in|ft|lb|oz)$/;
/** Addresses, and files named as a system names them (users.csv): written the same in every language. */
export const ADDRESSES = /[\w.+-]+@[\w.-]+|https?:\/\/\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net)\b|\b[\w-]+\.(?:csv|zip|pdf)\b/g;

/** A language written in another script than Latin: any Latin word it shows untagged is English left unmarked. */
export const nonLatin = (language: string) => new Intl.Locale(language).maximize().script !== 'Latn';

/** The Latin words of a text that a page in another script may not show untagged. */
export const latinWords = (text: string) =>
  (text.replace(ADDRESSES, ' ').match(/[A-Za-z][A-Za-z'’-]*(?:\s+[A-Za-z][A-Za-z'’-]*)*/g) ?? []).filter(
    (w) => !SAME_IN_EVERY_LANGUAGE.test(w) && /[a-z]{2}/.test(w),
  );

/**
 * The texts a page shows in its own language by inheritance (no closer `lang`), one entry per text
 * node and per option of a select, and the names given in attributes, which are read out too. Country names as the browser
 * writes them in the page's language are that language's words even when spelt as in English.
 * Runs in the page.
 */
export function inheritedTexts(): string[] {
  const html = document.documentElement.lang;
  const out: string[] = [];
  const regionNames = new Intl.DisplayNames([html], { type: 'region', fallback: 'none' });
  const countries = new Set<string>();
  for (let a = 65; a <= 90; a++)
    for (let b = 65; b <= 90; b++) {
      const name = regionNames.of(String.fromCharCode(a, b));
      if (name) countries.add(name);
    }
  const isCountry = (text: string) => countries.has(text.replace(/ \(\+\d+\)$/, ''));
  const own = (el: Element) => (el.closest('[lang]')?.getAttribute('lang') ?? html) === html;
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    // a name someone typed is shown in a <bdi> (ui/lang.tsx Name): a proper name, WCAG 3.1.2's exception;
    // a text box's text node is what someone typed into it (React writes a textarea's value there too)
    // a select's options are read below, as the select shows them
    if (!el || el.closest('script, style, textarea, option, [hidden], [aria-hidden="true"], bdi, [translate="no"]')) continue;
    const text = node.textContent?.replace(/\s+/g, ' ').trim();
    if (text && own(el) && !isCountry(text)) out.push(text);
  }
  // An attribute cannot hold markup: a name in it ("Rename Nia Brown") is known as a name by the page
  // marking the same name as one where it shows it (a <bdi translate="no">), and is read without it.
  const names = [...document.body.querySelectorAll('bdi[translate="no"], [translate="no"]')]
    .map((el) => el.textContent?.replace(/\s+/g, ' ').trim() ?? '')
    .filter((name) => name.length > 1)
    .sort((a, b) => b.length - a.length);
  const withoutNames = (text: string) =>
    names
      .reduce((rest, name) => rest.split(name).join(' '), text)
      .replace(/\s+/g, ' ')
      .trim();
  // A select's options are text the page shows (its open list) and cannot hold markup either: an
  // option marked translate="no" is a name (field.tsx SelectOption `name`); another is read as the
  // select shows it (its label), a name in it ("Names from Oak") known as in an attribute.
  for (const option of document.body.querySelectorAll('option')) {
    if (option.closest('[hidden], [aria-hidden="true"], [translate="no"]') || !own(option)) continue;
    const text = withoutNames(option.label.replace(/\s+/g, ' ').trim());
    if (text && !isCountry(text)) out.push(text);
  }
  for (const el of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
    if (!own(el)) continue;
    for (const a of ['aria-label', 'alt', 'title', 'placeholder']) {
      const v = el.getAttribute(a)?.trim();
      if (v && withoutNames(v)) out.push(withoutNames(v));
    }
  }
  return out;
}

const WEB_SOURCE = join(import.meta.dirname, '..', 'src');

/** Every text of a language's catalogue files (`<language>.json`, and the en-US overlay for English), placeholders and all. */
function catalogueTexts(language: string): Set<string> {
  const texts = new Set<string>();
  const names = language === 'en' ? ['en.json', 'en-US.json'] : [`${language}.json`];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (names.includes(entry.name) && dir.endsWith('i18n')) collect(JSON.parse(readFileSync(path, 'utf8')));
    }
  };
  const collect = (value: unknown) => {
    if (typeof value === 'string') texts.add(value.replace(/\s+/g, ' ').trim());
    else if (value && typeof value === 'object') for (const v of Object.values(value)) collect(v);
  };
  walk(WEB_SOURCE);
  return texts;
}

let english: Set<string> | undefined;
const own = new Map<string, Set<string>>();

/**
 * The English catalogues' texts of three words or more with no placeholder, less those the language's
 * own catalogues write the same (a name, a phrase a language borrows as it is).
 */
function englishOnly(language: string): Set<string> {
  english ??= new Set(
    [...catalogueTexts('en')].filter((t) => !t.includes('{') && t.split(' ').length >= 3 && /[a-z]/.test(t)),
  );
  if (!own.has(language)) own.set(language, catalogueTexts(language));
  const theirs = own.get(language)!;
  return new Set([...english].filter((t) => !theirs.has(t)));
}

/** What the screen shows in another language without saying so: one line per text, empty when all is marked. */
export async function unmarkedLanguage(page: Page): Promise<string[]> {
  const language = await page.evaluate(() => document.documentElement.lang);
  if (!language || language.split('-')[0] === 'en') return [];
  const texts = await page.evaluate(inheritedTexts);
  if (nonLatin(language))
    return [...new Set(texts.filter((t) => latinWords(t).length))].map((t) => `Latin text without lang: "${t}"`);
  const shownInEnglish = englishOnly(language.split('-')[0]!);
  return [...new Set(texts.filter((t) => shownInEnglish.has(t)))].map((t) => `English text without lang: "${t}"`);
}
