import { Fragment, type ReactNode } from 'react';
import { pageSettings } from '../lib/page-settings.ts';

/**
 * Text written in another language than the page's, marked with its language
 * so a screen reader reads it with the right voice and a browser hyphenates and
 * translates it right (WCAG 3.1.2): an activity title in English on a French
 * page, a country's name in its own language, a message the server wrote in
 * English. Text in the page's language is left as it is.
 */
export function Lang({ lang, children }: { lang: string; children: ReactNode }) {
  if (lang === pageSettings().language) return <>{children}</>;
  return <span lang={lang}>{children}</span>;
}

/** The `lang` attribute for an element whose text is in `lang`: none when it is the page's. */
export const langAttr = (lang: string) => (lang === pageSettings().language ? {} : { lang });

/**
 * A name someone typed: a person's, a class's, a school's, a challenge's. Its language is not
 * known, and a proper name is WCAG 3.1.2's exception, so it gets no `lang`; `translate="no"` says
 * it is a name (a page translator leaves "Rose" a Rose, and the journeys' language check reads it
 * as one), and `<bdi>` keeps a Latin name in an Arabic or Hebrew sentence from turning the
 * punctuation round it.
 */
export function Name({ children }: { children: ReactNode }) {
  return <bdi translate="no">{children}</bdi>;
}

/**
 * The marks of an element whose whole text is a name someone typed and that cannot hold a Name,
 * as a select's option cannot (it holds text only): `translate="no"` as Name gives, and
 * `dir="auto"` for what `<bdi>` does, so "Nia Brown (2)" keeps its bracket on a Hebrew page.
 */
export const NAME_MARKS = { translate: 'no', dir: 'auto' } as const;

/** Stands for the name while a sentence is worded: a character of Unicode's private use area, in no catalogue. */
const NAME_HOLE = '\u{E000}';

/**
 * A sentence that carries a name someone typed, the name marked as a Name. `text` words the sentence
 * with whatever it is given as the name (a catalogue's `t('title', { name })`), so the sentence's
 * order stays the language's own.
 */
export function WithName({ text, name }: { text: (name: string) => string; name: ReactNode }) {
  const parts = text(NAME_HOLE).split(NAME_HOLE);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <Name>{name}</Name>}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/**
 * A sentence that carries several names ("Oak Primary, Springfield"), each marked as a Name: `text`
 * words it with whatever it is given for each (a catalogue's `t('lead', names)`).
 */
export function WithNames<K extends string>({ text, names }: { text: (names: Record<K, string>) => string; names: Record<K, ReactNode> }) {
  const keys = Object.keys(names) as K[];
  const holes = Object.fromEntries(keys.map((k, i) => [k, String.fromCodePoint(0xe001 + i)])) as Record<K, string>;
  const byHole = new Map(keys.map((k) => [holes[k], names[k]]));
  return (
    <>
      {text(holes)
        .split(/([\u{E001}-\u{E0FF}])/u)
        .map((part, i) => (byHole.has(part) ? <Name key={i}>{byHole.get(part)}</Name> : <Fragment key={i}>{part}</Fragment>))}
    </>
  );
}
