import { GENERAL_MESSAGE_KEYS, messageKeys, useTranslatedMessage } from '../../lib/message-text.ts';
import { PASSWORD_LENGTH_KEYS, PERSON_FIELD_MESSAGE_KEYS } from '../../lib/person-field-messages.ts';
import { ROLE_REQUIRED } from '@numbloom/domain/accounts';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { CAPTCHA_MESSAGE } from '@numbloom/domain/captcha';
import { ONBOARDING_MESSAGES } from '@numbloom/domain/onboarding';

/**
 * The sign-up and free-trial form shows texts that come from packages/domain
 * in English: the sign-up schema's validation messages and the server's
 * answers to the form. This maps each one to its key in the onboarding
 * catalogue, so French, Spanish and Arabic show their own words
 * (app/form-messages.test.ts holds every catalogue to it). The general texts
 * any form may show are listed once, in lib/message-text.ts
 * (GENERAL_MESSAGE_KEYS), and a person's own fields (names, email, password),
 * which the account pages show too, in lib/person-field-messages.ts; the
 * rest are this form's own. A text not listed is shown as it is.
 */
export const MESSAGE_KEYS = new Map<string, string>([
  ...GENERAL_MESSAGE_KEYS,
  ...PERSON_FIELD_MESSAGE_KEYS,
  [MESSAGES.termsRequired, 'errors.termsRequired'],
  [CAPTCHA_MESSAGE, 'errors.captcha'],
  [ONBOARDING_MESSAGES.tooManySends, 'code.errors.tooManySends'],
  [ONBOARDING_MESSAGES.usernameExists, 'errors.usernameExists'],
  [ONBOARDING_MESSAGES.emailExistsLogin, 'errors.emailExistsLogin'],
  [ROLE_REQUIRED, 'errors.roleRequired'],
]);

/** Texts that carry a number: the key is a plural one and the number comes from the domain's rule. */
const COUNTED = new Map<string, { key: string; count: number }>([
  ...PASSWORD_LENGTH_KEYS,
]);
/** The catalogue key (and count) for a domain text, or undefined for a text this form does not know. */
export const messageKey = messageKeys(MESSAGE_KEYS, { counted: COUNTED, tooLongKey: 'errors.maxLength' });

/** A function that shows a domain text in the page's language (undefined stays undefined, for a field without error). */
export const useMessageText = () => useTranslatedMessage('onboarding', messageKey);
