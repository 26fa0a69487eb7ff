import { GENERAL_MESSAGE_KEYS, messageKeys, useTranslatedMessage } from '../../lib/message-text.ts';
import { ACCOUNT_MESSAGES } from '@numbloom/domain/accounts';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { CHALLENGE_MESSAGES } from '@numbloom/domain/challenges';

/**
 * The registration form of a challenge shows the server's answer
 * (user_message), which packages/domain writes in English. This maps each
 * answer the registration route can give to its key in the challenges
 * catalogue, so French, Spanish and Arabic show their own words
 * (app/form-messages.test.ts holds every catalogue to it). The general texts
 * any form may show are listed once, in lib/message-text.ts
 * (GENERAL_MESSAGE_KEYS); the rest are this route's own. A text not listed is
 * shown as it is.
 */
export const MESSAGE_KEYS = new Map<string, string>([
  ...GENERAL_MESSAGE_KEYS,
  [CHALLENGE_MESSAGES.holdersOnly, 'errors.holdersOnly'],
  [CHALLENGE_MESSAGES.notFound, 'errors.notFound'],
  [CHALLENGE_MESSAGES.over, 'over'],
  [CHALLENGE_MESSAGES.registrationClosed, 'register.closed'],
  [CHALLENGE_MESSAGES.nothingToRegister, 'errors.nothingToRegister'],
  [CHALLENGE_MESSAGES.notYourClass, 'errors.notYourClass'],
  [CHALLENGE_MESSAGES.notYourChild, 'errors.notYourChild'],
  [CHALLENGE_MESSAGES.childrenWithoutSchool, 'errors.childrenWithoutSchool'],
  [ACCOUNT_MESSAGES.loginRequired, 'errors.loginRequired'],
  [MESSAGES.schoolNotFound, 'errors.schoolNotFound'],
]);

/** The catalogue key for a domain text, or undefined for a text this form does not know. */
export const messageKey = messageKeys(MESSAGE_KEYS);

/** A function that shows a server's answer in the page's language, with the error id support can look up. */
export const useMessageText = () => useTranslatedMessage('challenges', messageKey);
