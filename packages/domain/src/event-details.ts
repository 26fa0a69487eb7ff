import { z } from 'zod';
import { UI_LANGUAGES } from './regions.ts';
import { tooLongMessage } from './text.ts';

/**
 * What a campaign's or a competition's own page says about it, written by
 * staff in each of the site's languages: a title, a summary, what entrants
 * get and the rules. A page shows its language, falling back to English
 * text by text; with no text at all it falls back to the event's name.
 */
export const DETAIL_LANGUAGES = UI_LANGUAGES;
export type DetailLanguage = (typeof DETAIL_LANGUAGES)[number];

export const EVENT_DETAIL_LIMITS = { title: 120, summary: 600, benefits: 2000, rules: 4000 } as const;

const text = (max: number) =>
  z
    .string()
    .max(max, { message: tooLongMessage(max) })
    .refine((s) => !s.includes('\0'), { message: 'Invalid input.' })
    .optional();

export const eventTextsSchema = z.strictObject({
  title: text(EVENT_DETAIL_LIMITS.title),
  summary: text(EVENT_DETAIL_LIMITS.summary),
  /** one thing entrants get per line */
  benefits: text(EVENT_DETAIL_LIMITS.benefits),
  /** one rule per line */
  rules: text(EVENT_DETAIL_LIMITS.rules),
});
export type EventTexts = z.infer<typeof eventTextsSchema>;

export const eventDetailsSchema = z.strictObject(
  Object.fromEntries(DETAIL_LANGUAGES.map((l) => [l, eventTextsSchema.optional()])) as Record<DetailLanguage, z.ZodOptional<typeof eventTextsSchema>>,
);
export type EventDetails = z.infer<typeof eventDetailsSchema>;

/** Lines of a multi-line text, list markers ("- ", "• ", "1. ") and blank lines dropped. */
export const detailLines = (value: string | undefined) =>
  (value ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^(?:[-•*]|\d+[.)])\s+/, ''))
    .filter(Boolean);

export interface ShownDetails {
  title: string;
  summary: string;
  benefits: string[];
  rules: string[];
}

/**
 * The language a text detailsFor shows is written in, for its `lang` mark: the
 * page's when staff wrote it in that language, else English (the English text
 * and the event's name, which the record keeps in English with no language of
 * its own).
 */
export function shownLanguage(details: EventDetails | undefined, language: string, key: keyof EventTexts): string {
  return details?.[language as DetailLanguage]?.[key]?.trim() ? language : EVENT_RECORD_LANGUAGE;
}

/** The language of what the event record holds outside its per-language details: its name, form labels and options. */
export const EVENT_RECORD_LANGUAGE = 'en';

/** The texts a page in `language` shows, each falling back to English, the title to `name`. */
export function detailsFor(details: EventDetails | undefined, language: string, name: string): ShownDetails {
  const own = details?.[language as DetailLanguage];
  const en = details?.en;
  const pick = (key: keyof EventTexts) => (own?.[key] || en?.[key] || '').trim();
  return { title: pick('title') || name, summary: pick('summary'), benefits: detailLines(pick('benefits')), rules: detailLines(pick('rules')) };
}
