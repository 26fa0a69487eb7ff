import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { splitErrorId } from '@numbloom/domain/api-errors';
import { tooLongLimit } from '@numbloom/domain/text';

/** A feature's catalogue key (and count, for a plural) for a domain text it knows. */
export type MessageKey = (message: string) => { key: string; count?: number } | undefined;

/**
 * A domain text (a field's or the server's message, in English) in the page's
 * language, by the feature's map; a text the map does not know is shown as it
 * came. A failure on our side ends with the id a person can quote to support:
 * it is kept, worded in the page's language (the feature's errors.errorId).
 */
export function translatedMessage(t: TFunction, messageKey: MessageKey, text: string): string {
  const { message, errorId } = splitErrorId(text);
  const found = messageKey(message);
  const shown = found ? t(found.key, { count: found.count, defaultValue: message }) : message;
  return errorId ? `${shown} ${t('errors.errorId', { id: errorId })}` : shown;
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

/** A function that shows a domain text in the page's language by a feature's map (undefined stays undefined, for a field without error). */
export function useTranslatedMessage(namespace: string, messageKey: MessageKey) {
  const { t } = useTranslation(namespace);
  return (text: string | null | undefined): string | undefined => (text ? translatedMessage(t, messageKey, text) : undefined);
}
