import { useTranslation } from 'react-i18next';
import { ACCOUNT_MESSAGES } from '@numbloom/domain/accounts';
import { ACCOUNT_DATA_MESSAGES } from '@numbloom/domain/account-data';
import { MESSAGES, splitErrorId } from '@numbloom/domain/api-errors';
import { REQUIRED_MESSAGES } from '@numbloom/domain/form-rules';
import { PASSWORD_TEXTS } from '@numbloom/domain/password';

/**
 * The accounts pages show texts that come from packages/domain in English:
 * the shared schemas' validation messages and the server's answers. This maps
 * each one to its key in the accounts catalogue, so French, Spanish and
 * Arabic show their own words (messages.test.ts holds the English catalogue
 * to the domain's wording). A text not listed here is shown as it is.
 */
export const MESSAGE_KEYS = new Map<string, string>([
  [REQUIRED_MESSAGES.first_name!, 'errors.requiredFirstName'],
  [REQUIRED_MESSAGES.last_name!, 'errors.requiredLastName'],
  [REQUIRED_MESSAGES.email!, 'errors.requiredEmail'],
  [MESSAGES.required, 'errors.required'],
  [MESSAGES.invalidInput, 'errors.invalidInput'],
  [MESSAGES.invalidEmail, 'errors.invalidEmail'],
  [MESSAGES.invalidName, 'errors.invalidName'],
  [MESSAGES.submissionError, 'errors.submission'],
  [MESSAGES.networkFailed, 'errors.networkFailed'],
  [MESSAGES.networkTimeout, 'errors.networkTimeout'],
  [MESSAGES.tooMany, 'errors.tooMany'],
  [MESSAGES.serverError, 'errors.serverError'],
  [MESSAGES.csrf, 'errors.csrf'],
  [PASSWORD_TEXTS.required, 'errors.passwordRequired'],
  [PASSWORD_TEXTS.tooShort, 'errors.passwordTooShort'],
  [PASSWORD_TEXTS.tooLong, 'errors.passwordTooLong'],
  [PASSWORD_TEXTS.common, 'errors.passwordCommon'],
  [PASSWORD_TEXTS.sameAsEmail, 'errors.passwordSameAsEmail'],
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
  [ACCOUNT_MESSAGES.tooManyForAccount, 'errors.tooManyForAccount'],
  [ACCOUNT_MESSAGES.parentsOnly, 'errors.parentsOnly'],
  [ACCOUNT_MESSAGES.childGradeRequired, 'errors.childGradeRequired'],
  [ACCOUNT_MESSAGES.tooManyChildren, 'errors.tooManyChildren'],
  [ACCOUNT_MESSAGES.tooManyClasses, 'errors.tooManyClasses'],
  [ACCOUNT_DATA_MESSAGES.passwordWrong, 'errors.passwordWrong'],
  [ACCOUNT_DATA_MESSAGES.signInAgain, 'errors.signInAgain'],
  [ACCOUNT_DATA_MESSAGES.holdersOnly, 'errors.holdersOnly'],
  [ACCOUNT_DATA_MESSAGES.studentDeleted, 'errors.studentDeleted'],
  [ACCOUNT_DATA_MESSAGES.studentNotFound, 'errors.studentNotFound'],
  [ACCOUNT_DATA_MESSAGES.classClosed, 'errors.classClosed'],
]);
/** textField's length message (form-rules.ts) carries its limit. */
const MAX_LENGTH = /^Please use at most (\d+) characters\.$/;

/** The catalogue key (and count) for a domain text, or undefined for a text this feature does not know. */
export function messageKey(message: string): { key: string; count?: number } | undefined {
  const key = MESSAGE_KEYS.get(message);
  if (key) return { key };
  const max = MAX_LENGTH.exec(message);
  return max ? { key: 'errors.maxLength', count: Number(max[1]) } : undefined;
}

/** A function that shows a domain text in the page's language (undefined stays undefined, for a field without error). */
export function useMessageText() {
  const { t } = useTranslation('accounts');
  return (text: string | null | undefined): string | undefined => {
    if (!text) return undefined;
    // A failure on our side ends with the id a teacher can quote to support: kept, in the page's language.
    const { message, errorId } = splitErrorId(text);
    const found = messageKey(message);
    const shown = found ? t(found.key, { count: found.count, defaultValue: message }) : message;
    return errorId ? `${shown} ${t('errors.errorId', { id: errorId })}` : shown;
  };
}
