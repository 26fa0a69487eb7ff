import { useTranslation } from 'react-i18next';
import { messageKeys } from '../../lib/message-text.ts';
import { MESSAGES, splitErrorId } from '@numbloom/domain/api-errors';
import { FEEDBACK_ALREADY_SENT } from '@numbloom/domain/content';
import { TEXT_MESSAGES } from '@numbloom/domain/text';

/**
 * The feedback form shows the server's answer (user_message), which
 * packages/domain writes in English: the feedback schema's messages (the
 * comment's length and text rule) and the general answers of the API. This
 * maps each one to its key in the activities catalogue, so French, Spanish
 * and Arabic show their own words (app/form-messages.test.ts holds every
 * catalogue to it). A text not listed here is shown as it is.
 */
export const MESSAGE_KEYS = new Map<string, string>([
  [MESSAGES.fillRequired, 'feedback.errors.fillRequired'],
  [MESSAGES.invalidInput, 'feedback.errors.invalidInput'],
  [MESSAGES.unknownField, 'feedback.errors.unknownField'],
  [FEEDBACK_ALREADY_SENT, 'feedback.already'],
  [TEXT_MESSAGES.controlCharacter, 'feedback.errors.controlCharacter'],
  [TEXT_MESSAGES.malformed, 'feedback.errors.malformed'],
  [MESSAGES.submissionError, 'feedback.errors.submission'],
  [MESSAGES.networkFailed, 'feedback.errors.networkFailed'],
  [MESSAGES.networkTimeout, 'feedback.errors.networkTimeout'],
  [MESSAGES.tooMany, 'feedback.errors.tooMany'],
  [MESSAGES.serverError, 'feedback.errors.serverError'],
  [MESSAGES.csrf, 'feedback.errors.csrf'],
  [MESSAGES.crossSite, 'feedback.errors.crossSite'],
  [MESSAGES.bodyTooLarge, 'feedback.errors.bodyTooLarge'],
  [MESSAGES.unsupportedMediaType, 'feedback.errors.unsupportedMediaType'],
]);
/** The catalogue key (and count) for a domain text, or undefined for a text this form does not know. */
export const messageKey = messageKeys(MESSAGE_KEYS, { tooLongKey: 'feedback.errors.maxLength' });

/** A function that shows a domain text in the page's language, with the error id support can look up. */
export function useMessageText() {
  const { t } = useTranslation('activities');
  return (text: string, errorId?: string): string => {
    // The client's own texts already carry the id ("… (error id: x)"); the raw answer gives it apart.
    const split = splitErrorId(text);
    const id = errorId ?? split.errorId;
    const found = messageKey(split.message);
    const shown = found ? t(found.key, { count: found.count, defaultValue: split.message }) : split.message;
    return id ? `${shown} ${t('feedback.errors.errorId', { id })}` : shown;
  };
}
