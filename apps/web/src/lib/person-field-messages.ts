import { MESSAGES } from '@numbloom/domain/api-errors';
import { REQUIRED_MESSAGES } from '@numbloom/domain/form-rules';
import { PASSWORD_RULES, PASSWORD_TEXTS } from '@numbloom/domain/password';

// Apart from message-text.ts, so that the forms without these fields do not load the password rules.

/**
 * The texts of a person's own fields (names, email, password), which the
 * sign-up form and the account pages both show from the same domain rules:
 * each feature whose map starts with these has the keys under errors.
 */
export const PERSON_FIELD_MESSAGE_KEYS: ReadonlyArray<readonly [string, string]> = [
  [REQUIRED_MESSAGES.first_name!, 'errors.requiredFirstName'],
  [REQUIRED_MESSAGES.last_name!, 'errors.requiredLastName'],
  [REQUIRED_MESSAGES.email!, 'errors.requiredEmail'],
  [MESSAGES.invalidEmail, 'errors.invalidEmail'],
  [MESSAGES.invalidName, 'errors.invalidName'],
  [PASSWORD_TEXTS.required, 'errors.passwordRequired'],
  [PASSWORD_TEXTS.common, 'errors.passwordCommon'],
  [PASSWORD_TEXTS.sameAsEmail, 'errors.passwordSameAsEmail'],
];

/** The password's length texts, each a plural key counted by the domain's rule. */
export const PASSWORD_LENGTH_KEYS: ReadonlyArray<readonly [string, { key: string; count: number }]> = [
  [PASSWORD_TEXTS.tooShort, { key: 'errors.passwordTooShort', count: PASSWORD_RULES.minLength }],
  [PASSWORD_TEXTS.tooLong, { key: 'errors.passwordTooLong', count: PASSWORD_RULES.maxLength }],
];
