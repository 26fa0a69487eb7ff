/**
 * The rule every text a person or a client sends must keep, in the browser
 * and on the server alike: readable Unicode (no lone surrogate, which would
 * be stored as U+FFFD or refused by the database) and no control character
 * (NUL is refused by PostgreSQL; the others are invisible and have no place
 * in a name, an email or a search). A text that may span lines keeps tab,
 * line feed and carriage return. No zod here: pages that do not load zod use
 * the same rule; the schema helpers are in text-schema.ts.
 */

/**
 * The message of a text over its length limit. It carries the limit, which a page reads back
 * (tooLongLimit) to say the same in its own language.
 */
export const tooLongMessage = (max: number) => `Please use at most ${max} characters.`;
const TOO_LONG = /^Please use at most (\d+) characters\.$/;
/** The limit a length message carries, or undefined for another message. */
export function tooLongLimit(message: string): number | undefined {
  const found = TOO_LONG.exec(message);
  return found ? Number(found[1]) : undefined;
}

export const TEXT_MESSAGES = {
  controlCharacter: 'Please remove the invisible control characters from this text.',
  malformed: 'This text contains characters that cannot be read. Please type it again.',
} as const;

// C0 controls, DEL and C1 controls; the multi-line form keeps \t \n \r. Finding them is the point.
/* eslint-disable no-control-regex */
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const CONTROL_OR_SPACE_RUNS = /[\u0000-\u001F\u007F-\u009F\s]+/g;
/* eslint-enable no-control-regex */
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

export interface TextRuleOptions {
  /** Whether tab, line feed and carriage return are allowed (a message, not a name). */
  multiline?: boolean;
}

/** Whether every UTF-16 surrogate in the text is half of a pair. */
export const isWellFormed = (value: string) => !LONE_SURROGATE.test(value);

/**
 * A value the visitor did not type but the page passes on (a link's tracking
 * parameters, a CMS placeholder's property), made to keep the rule instead of
 * being refused for it: control characters become spaces, a lone surrogate
 * becomes U+FFFD, runs of white space become one space, and it is cut to
 * `max` UTF-16 units without splitting a character in two.
 */
export function oneLineOf(value: string, max: number): string {
  let v = value
    .replace(CONTROL_OR_SPACE_RUNS, ' ')
    .replace(LONE_SURROGATES, '\uFFFD')
    .trim();
  if (v.length > max) v = v.slice(0, /[\uD800-\uDBFF]/.test(v[max - 1]!) ? max - 1 : max).trimEnd();
  return v;
}

/** The message for a text that breaks the rule, or null when it keeps it. */
export function textProblem(value: string, opts: TextRuleOptions = {}): string | null {
  if (!isWellFormed(value)) return TEXT_MESSAGES.malformed;
  if ((opts.multiline ? CONTROL_MULTILINE : CONTROL).test(value)) return TEXT_MESSAGES.controlCharacter;
  return null;
}

/**
 * Every text in a parsed JSON value or query that breaks the rule, by its
 * dotted path ('school_detail.name'), keys included: what the server refuses
 * before any route sees it. Multi-line texts are allowed here; the route's
 * schema is stricter where a field is single-line.
 */
export function textProblemsIn(value: unknown, path = '', found: Record<string, string> = {}, depth = 0): Record<string, string> {
  if (depth > 64) return found;
  if (typeof value === 'string') {
    const problem = textProblem(value, { multiline: true });
    if (problem) found[path || '_'] ??= problem;
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => textProblemsIn(item, path ? `${path}.${i}` : String(i), found, depth + 1));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = textProblem(key);
      const at = path ? `${path}.${keyProblem ? '_' : key}` : keyProblem ? '_' : key;
      if (keyProblem) found[at] ??= keyProblem;
      else textProblemsIn(item, at, found, depth + 1);
    }
  }
  return found;
}
