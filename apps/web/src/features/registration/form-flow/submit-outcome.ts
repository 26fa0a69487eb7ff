import { MESSAGES, SUPPORT_EMAIL } from '@numbloom/domain/api-errors';
import type { ApiResult } from '../../../api/client.ts';

/** Why a submission failed: the spec §8 message under the form, and any per-field messages the server gave. */
export interface SubmitFailure {
  message: string;
  fieldErrors: Record<string, string>;
}

/** Payload names that are a form field under another name. */
const FIELD_OF: Record<string, string> = {
  studentListFileBase64: 'student_list_b64',
  studentListFileExtension: 'student_list_b64',
  student_list_extension: 'student_list_b64',
  schoolDetail: 'school',
  school_detail: 'school',
  regional_school: 'school',
};

/** Spec §4: 2xx is success (null); anything else is the registration error, with the server's field messages kept. */
export function outcomeOf(result: ApiResult<unknown> | undefined): SubmitFailure | null {
  if (result && result.status >= 200 && result.status < 300) return null;
  const fieldErrors: Record<string, string> = {};
  const errors = (result?.data as { errors?: unknown } | null | undefined)?.errors;
  if (errors && typeof errors === 'object') {
    for (const [key, message] of Object.entries(errors as Record<string, unknown>)) {
      if (typeof message !== 'string') continue;
      const field = FIELD_OF[key] ?? key;
      fieldErrors[field] ??= message;
    }
  }
  return { message: MESSAGES.registrationError(SUPPORT_EMAIL), fieldErrors };
}
