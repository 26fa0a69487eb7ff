import { z } from 'zod';
import { MESSAGES } from './api-errors.ts';
import { findRegion } from './regions.ts';
import { textProblem, tooLongMessage, type TextRuleOptions } from './text.ts';

/**
 * The schema helpers every string a client sends is built from (text.ts has
 * the rule and its texts): readable Unicode, no control characters, trimmed.
 * They return plain zod strings, so .max(), .regex() and .optional() chain
 * as usual; the per-field message comes from the rule.
 */

export interface SafeStringOptions extends TextRuleOptions {
  /** Trim surrounding white space (default). A password keeps what was typed. */
  trim?: boolean;
  /** The message when the value is not a string at all. */
  message?: string;
}

/** A string that keeps the text rule, trimmed unless told otherwise. */
export function safeString(opts: SafeStringOptions = {}) {
  const base = z.string({ message: opts.message ?? MESSAGES.invalidInput });
  const trimmed = opts.trim === false ? base : base.trim();
  return trimmed.superRefine((value, ctx) => {
    const problem = textProblem(value, opts);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** A single-line text of at most `max` characters (names, codes, tracking values). */
export const text = (max: number, opts: SafeStringOptions = {}) =>
  safeString(opts).max(max, { message: tooLongMessage(max) });

/** A text that may span lines (a message, a comment). */
export const multilineText = (max: number, opts: SafeStringOptions = {}) => text(max, { ...opts, multiline: true });

/** Region and language codes every call may carry (spec §7). */
export const localeCode = () => text(8);

/**
 * A region_code: one of the sites' regions in either case (US, aue), or empty for "not given"; any
 * other (GB, AE, XX) is a 400 that lists them, never a quiet fallback to the US's dollars and inches.
 */
export const regionCode = () => localeCode().refine((code) => code === '' || findRegion(code) !== undefined, { message: MESSAGES.unknownRegion });

/** A date and time as ISO 8601 with its offset (2026-05-01T09:00:00Z), a real date: 2026-13-45 is refused. */
export const isoDateTime = () => safeString().pipe(z.iso.datetime({ offset: true, message: MESSAGES.invalidInput }));
