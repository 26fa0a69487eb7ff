import { GENERAL_MESSAGE_KEYS, messageKeys, useTranslatedMessage } from '../../lib/message-text.ts';
import { FEEDBACK_ALREADY_SENT } from '@numbloom/domain/content';

/**
 * The feedback form shows the server's answer (user_message), which
 * packages/domain writes in English: the feedback schema's messages (the
 * comment's length and text rule) and the general answers of the API. This
 * maps each one to its key in the activities catalogue, so French, Spanish
 * and Arabic show their own words (app/form-messages.test.ts holds every
 * catalogue to it). The general texts any form may show are listed once, in
 * lib/message-text.ts (GENERAL_MESSAGE_KEYS); the rest are this form's own. A
 * text not listed is shown as it is.
 */
export const MESSAGE_KEYS = new Map<string, string>([
  ...GENERAL_MESSAGE_KEYS,
  [FEEDBACK_ALREADY_SENT, 'feedback.already'],
]);
/** The catalogue key (and count) for a domain text, or undefined for a text this form does not know. */
export const messageKey = messageKeys(MESSAGE_KEYS, { tooLongKey: 'errors.maxLength' });

/** A function that shows a domain text in the page's language, with the error id support can look up. */
export const useMessageText = () => useTranslatedMessage('activities', messageKey);
