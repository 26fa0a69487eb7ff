import { GENERAL_MESSAGE_KEYS, messageKeys, useTranslatedMessage } from '../../lib/message-text.ts';
import { PASSWORD_LENGTH_KEYS, PERSON_FIELD_MESSAGE_KEYS } from '../../lib/person-field-messages.ts';
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, SIGN_IN_WAIT_MINUTES } from '@numbloom/domain/accounts';
import { ACCOUNT_DATA_MESSAGES, RECENT_SIGN_IN_MINUTES } from '@numbloom/domain/account-data';
import { PARENT_MESSAGES } from '@numbloom/domain/parents';

/**
 * The accounts pages show texts that come from packages/domain in English:
 * the shared schemas' validation messages and the server's answers. This maps
 * each one to its key in the accounts catalogue, so French, Spanish and
 * Arabic show their own words (catalogues.test.ts holds the English catalogue
 * to the domain's wording). The general texts any form may show are listed
 * once, in lib/message-text.ts (GENERAL_MESSAGE_KEYS), and a person's own
 * fields (names, email, password), which sign-up shows too, in
 * lib/person-field-messages.ts; the rest are these pages' own. A text not
 * listed is shown as it is.
 */
export const MESSAGE_KEYS = new Map<string, string>([
  ...GENERAL_MESSAGE_KEYS,
  ...PERSON_FIELD_MESSAGE_KEYS,
  [ACCOUNT_MESSAGES.invalidLogin, 'errors.invalidLogin'],
  [ACCOUNT_MESSAGES.loginRequired, 'errors.loginRequired'],
  [ACCOUNT_MESSAGES.teachersOnly, 'errors.teachersOnly'],
  [ACCOUNT_MESSAGES.passwordResetInvalid, 'errors.passwordResetInvalid'],
  [ACCOUNT_MESSAGES.currentPasswordWrong, 'errors.currentPasswordWrong'],
  [ACCOUNT_MESSAGES.classCodeInvalid, 'errors.classCodeInvalid'],
  [ACCOUNT_MESSAGES.studentNotInClass, 'errors.studentNotInClass'],
  [ACCOUNT_MESSAGES.studentNamesRequired, 'errors.studentNamesRequired'],
  [ACCOUNT_MESSAGES.ssoNotConfigured, 'errors.ssoNotConfigured'],
  [ACCOUNT_MESSAGES.classCodeRequired, 'errors.classCodeRequired'],
  [ACCOUNT_MESSAGES.parentsOnly, 'errors.parentsOnly'],
  [ACCOUNT_MESSAGES.childGradeRequired, 'errors.childGradeRequired'],
  [ACCOUNT_DATA_MESSAGES.passwordWrong, 'errors.passwordWrong'],
  [ACCOUNT_DATA_MESSAGES.holdersOnly, 'errors.holdersOnly'],
  [ACCOUNT_DATA_MESSAGES.studentDeleted, 'errors.studentDeleted'],
  [ACCOUNT_DATA_MESSAGES.studentNotFound, 'errors.studentNotFound'],
  [ACCOUNT_DATA_MESSAGES.classClosed, 'errors.classClosed'],
  // a parent's code and a teacher's parent code (decision 077)
  ...Object.entries(PARENT_MESSAGES).map(([name, text]) => [text, `parents.errors.${name}`] as [string, string]),
]);
/** Texts that carry a number: the key is a plural one and the number comes from the domain's rule. */
export const COUNTED = new Map<string, { key: string; count: number }>([
  ...PASSWORD_LENGTH_KEYS,
  [ACCOUNT_MESSAGES.tooManyChildren, { key: 'errors.tooManyChildren', count: ACCOUNT_LIMITS.childrenPerFamily }],
  [ACCOUNT_MESSAGES.tooManyClasses, { key: 'errors.tooManyClasses', count: ACCOUNT_LIMITS.classesPerTeacher }],
  [ACCOUNT_DATA_MESSAGES.signInAgain, { key: 'errors.signInAgain', count: RECENT_SIGN_IN_MINUTES }],
  [ACCOUNT_MESSAGES.tooManyForAccount, { key: 'errors.tooManyForAccount', count: SIGN_IN_WAIT_MINUTES }],
]);
/** The catalogue key (and count) for a domain text, or undefined for a text this feature does not know. */
export const messageKey = messageKeys(MESSAGE_KEYS, { counted: COUNTED, tooLongKey: 'errors.maxLength' });

/** A function that shows a domain text in the page's language (undefined stays undefined, for a field without error). */
export const useMessageText = () => useTranslatedMessage('accounts', messageKey);
