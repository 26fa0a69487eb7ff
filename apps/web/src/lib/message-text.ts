import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { MESSAGES, splitErrorId } from '@numbloom/domain/api-errors';
import { TEXT_MESSAGES, tooLongLimit } from '@numbloom/domain/text';

/**
 * The general texts any form may show, each by its key in the feature's
 * catalogue: the shared required text, what every route can answer before or
 * around its own work (error-handler.ts, csrf-plugin.ts, limits.ts), the text
 * rule any text field can break (text.ts) and what the API client says when no
 * answer came (api/client.ts, lib/forms.ts). A feature's map starts with these
 * (`new Map([...GENERAL_MESSAGE_KEYS, …its own])`), so every catalogue of such
 * a feature has these keys under errors (app/form-messages.test.ts holds them).
 */
export const GENERAL_MESSAGE_KEYS: ReadonlyArray<readonly [string, string]> = [
  [MESSAGES.required, 'errors.required'],
  [MESSAGES.fillRequired, 'errors.fillRequired'],
  [MESSAGES.invalidInput, 'errors.invalidInput'],
  [MESSAGES.unknownField, 'errors.unknownField'],
  [TEXT_MESSAGES.controlCharacter, 'errors.controlCharacter'],
  [TEXT_MESSAGES.malformed, 'errors.malformed'],
  [MESSAGES.submissionError, 'errors.submission'],
  [MESSAGES.networkFailed, 'errors.networkFailed'],
  [MESSAGES.networkTimeout, 'errors.networkTimeout'],
  [MESSAGES.tooMany, 'errors.tooMany'],
  [MESSAGES.serverError, 'errors.serverError'],
  [MESSAGES.csrf, 'errors.csrf'],
  [MESSAGES.crossSite, 'errors.crossSite'],
  [MESSAGES.bodyTooLarge, 'errors.bodyTooLarge'],
  [MESSAGES.unsupportedMediaType, 'errors.unsupportedMediaType'],
];

/** A feature's catalogue key (and count, for a plural) for a domain text it knows. */
export type MessageKey = (message: string) => { key: string; count?: number } | undefined;

/**
 * A domain text (a field's or the server's message, in English) in the page's
 * language, by the feature's map; a text the map does not know is shown as it
 * came. A failure on our side ends with the id a person can quote to support:
 * it is kept, worded in the page's language (the feature's errors.errorId).
 * The client's own texts carry the id in the text ("… (error id: x)"); a
 * server's answer gives it apart (error_id), as `errorId`.
 */
export function translatedMessage(t: TFunction, messageKey: MessageKey, text: string, errorId?: string): string {
  const split = splitErrorId(text);
  const id = errorId ?? split.errorId;
  const found = messageKey(split.message);
  const shown = found ? t(found.key, { count: found.count, defaultValue: split.message }) : split.message;
  return id ? `${shown} ${t('errors.errorId', { id })}` : shown;
}

/**
 * A feature's map as a MessageKey: the texts it names by their keys; texts that carry a number by
 * a plural key and the domain's number (`counted`); and, with `tooLongKey`, any length message by
 * that plural key and the limit the message carries.
 */
export function messageKeys(
  keys: ReadonlyMap<string, string>,
  { counted, tooLongKey }: { counted?: ReadonlyMap<string, { key: string; count: number }>; tooLongKey?: string } = {},
): MessageKey {
  return (message) => {
    const key = keys.get(message);
    if (key) return { key };
    const withCount = counted?.get(message);
    if (withCount) return withCount;
    const max = tooLongKey ? tooLongLimit(message) : undefined;
    return max === undefined ? undefined : { key: tooLongKey!, count: max };
  };
}

/** Shows a domain text (with the server's error id, when it gave one apart) in the page's language. */
export interface TranslateMessage {
  (text: string, errorId?: string): string;
  (text: string | null | undefined, errorId?: string): string | undefined;
}

/** A function that shows a domain text in the page's language by a feature's map (undefined stays undefined, for a field without error). */
export function useTranslatedMessage(namespace: string, messageKey: MessageKey): TranslateMessage {
  const { t } = useTranslation(namespace);
  return ((text: string | null | undefined, errorId?: string) =>
    text ? translatedMessage(t, messageKey, text, errorId) : undefined) as TranslateMessage;
}
