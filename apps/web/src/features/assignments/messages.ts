import { ASSIGNMENT_MESSAGES } from '@numbloom/domain/assignments';
import { RUN_LENGTH_MESSAGE } from '@numbloom/domain/runs';
import { GENERAL_MESSAGE_KEYS, messageKeys, useTranslatedMessage } from '../../lib/message-text.ts';

/**
 * The assignment form shows the domain's English texts (its schema's and its route's) in the
 * page's language by this map (app/form-messages.test.ts holds every catalogue to it).
 */
export const MESSAGE_KEYS = new Map<string, string>([
  ...GENERAL_MESSAGE_KEYS,
  ...Object.entries(ASSIGNMENT_MESSAGES).map(([name, text]) => [text, `errors.${name}`] as const),
  [RUN_LENGTH_MESSAGE, 'errors.runLength'],
]);
export const messageKey = messageKeys(MESSAGE_KEYS, { tooLongKey: 'errors.maxLength' });

export const useMessageText = () => useTranslatedMessage('assignments', messageKey);
