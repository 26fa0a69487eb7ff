import { MESSAGES } from '@numbloom/domain/api-errors';
import { REQUIRED_MESSAGES } from '@numbloom/domain/form-rules';

/**
 * The validation texts come from packages/domain in English (spec §5). This
 * maps each one to its key in the contact catalogue so other languages can
 * show their own words; an unknown text is shown as it is.
 */
const KEYS = new Map<string, string>([
  [REQUIRED_MESSAGES.your_name!, 'errors.requiredName'],
  [REQUIRED_MESSAGES.email!, 'errors.requiredEmail'],
  [REQUIRED_MESSAGES.message!, 'errors.requiredMessage'],
  [REQUIRED_MESSAGES.phone!, 'errors.requiredPhone'],
  [MESSAGES.required, 'errors.required'],
  [MESSAGES.invalidInput, 'errors.invalidInput'],
  [MESSAGES.invalidEmail, 'errors.invalidEmail'],
  [MESSAGES.invalidPhone, 'errors.invalidPhone'],
  [MESSAGES.invalidName, 'errors.invalidName'],
]);
const MAX_LENGTH = /^Please use at most (\d+) characters\.$/;

export function messageKey(message: string): { key: string; count?: number } | undefined {
  const key = KEYS.get(message);
  if (key) return { key };
  const max = MAX_LENGTH.exec(message);
  return max ? { key: 'errors.maxLength', count: Number(max[1]) } : undefined;
}
