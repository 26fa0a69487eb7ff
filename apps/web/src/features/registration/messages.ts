import { useTranslation } from 'react-i18next';
import { GENERAL_MESSAGE_KEYS } from '../../lib/message-text.ts';
import { MESSAGES, SUPPORT_EMAIL } from '@numbloom/domain/api-errors';
import { REQUIRED_MESSAGES } from '@numbloom/domain/form-rules';
import { FILE_MESSAGES, MAX_FILE_BYTES } from '@numbloom/domain/registration-file';
import { ADD_SCHOOL_FIELDS, inputFieldRequired, type AddSchoolFieldName } from '@numbloom/domain/school';
import { tooLongLimit } from '@numbloom/domain/text';

/**
 * The campaign and competition forms (and their Add My School modal) show
 * texts that come from packages/domain in English: the registration schema's
 * validation messages, the file rules, the server's per-field answers and the
 * spec §8 registration error. This maps each one to its key in the
 * registration catalogue, so French, Spanish and Arabic show their own words
 * (app/form-messages.test.ts holds every catalogue to it). The general texts
 * any form may show are listed once, in lib/message-text.ts
 * (GENERAL_MESSAGE_KEYS); the rest are this form's own.
 *
 * The staff's field labels never appear in these texts (a text field's
 * required text is the general one), but the modal's required text names its
 * field ('{{field}} is required.'): that one is rebuilt from the catalogue's
 * template ({{name}}) with the field's label in the page's language. A number (a length
 * limit, the support address) is passed to the catalogue's placeholder, never
 * written into a translation. A text not listed here is shown as it is.
 */
export const MESSAGE_KEYS = new Map<string, string>([
  ...GENERAL_MESSAGE_KEYS,
  [REQUIRED_MESSAGES.school!, 'errors.requiredSchool'],
  [REQUIRED_MESSAGES.school_type!, 'errors.requiredSchoolType'],
  [REQUIRED_MESSAGES.role!, 'errors.requiredRole'],
  [REQUIRED_MESSAGES.student_list_b64!, 'errors.requiredStudentList'],
  [MESSAGES.schoolNotFound, 'errors.schoolNotFound'],
  [MESSAGES.invalidEmail, 'errors.invalidEmail'],
  [MESSAGES.invalidPhone, 'errors.invalidPhone'],
  [MESSAGES.invalidName, 'errors.invalidName'],
  [MESSAGES.termsRequired, 'errors.termsRequired'],
  [FILE_MESSAGES.executable, 'errors.fileExecutable'],
  [FILE_MESSAGES.invalidExtension, 'errors.fileExtension'],
  [FILE_MESSAGES.unreadable, 'errors.fileUnreadable'],
]);

/** Texts built with a value: the catalogue's text takes the same value through its placeholder. */
const WITH_VALUES = new Map<string, { key: string; values: Record<string, string> }>([
  [MESSAGES.registrationError(SUPPORT_EMAIL), { key: 'errors.registration', values: { email: SUPPORT_EMAIL } }],
  // the size as the spec writes it (0.5MB), from the limit itself
  [FILE_MESSAGES.tooLarge, { key: 'errors.fileTooLarge', values: { size: `${MAX_FILE_BYTES / 2 ** 20}MB` } }],
]);

/** The modal's required texts, one per field: the field's label is put back in by the catalogue. */
const FIELD_REQUIRED = new Map<string, AddSchoolFieldName>(
  ADD_SCHOOL_FIELDS.map((f) => [inputFieldRequired(f.label), f.name]),
);

export interface MessageKey {
  key: string;
  count?: number;
  values?: Record<string, string>;
  /** The Add My School field whose label the text names. */
  field?: AddSchoolFieldName;
}

/** The catalogue key (and count, values or field) for a domain text, or undefined for a text this form does not know. */
export function messageKey(message: string): MessageKey | undefined {
  const key = MESSAGE_KEYS.get(message);
  if (key) return { key };
  const withValues = WITH_VALUES.get(message);
  if (withValues) return withValues;
  const field = FIELD_REQUIRED.get(message);
  if (field) return { key: 'errors.fieldRequired', field };
  // textField's and the modal's length message (form-rules.ts, school.ts) carries its limit
  const max = tooLongLimit(message);
  return max === undefined ? undefined : { key: 'errors.maxLength', count: max };
}

/** A function that shows a domain text in the page's language (undefined stays undefined, for a field without error). */
export function useMessageText() {
  const { t } = useTranslation('registration');
  return (text: string | null | undefined): string | undefined => {
    if (!text) return undefined;
    const found = messageKey(text);
    if (!found) return text;
    const field = found.field
      ? t(`addSchool.fields.${found.field}`, {
          defaultValue: ADD_SCHOOL_FIELDS.find((f) => f.name === found.field)!.label,
        })
      : undefined;
    return t(found.key, {
      count: found.count,
      ...found.values,
      ...(field !== undefined && { name: field }),
      defaultValue: text,
    });
  };
}
