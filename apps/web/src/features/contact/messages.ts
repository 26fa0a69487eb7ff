import { MESSAGES } from '@numbloom/domain/api-errors';
import { messageKeys } from '../../lib/message-text.ts';
import { REQUIRED_MESSAGES } from '@numbloom/domain/form-rules';
import { TEXT_MESSAGES } from '@numbloom/domain/text';

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
  [MESSAGES.unknownField, 'errors.unknownField'],
  [MESSAGES.invalidEmail, 'errors.invalidEmail'],
  [MESSAGES.invalidPhone, 'errors.invalidPhone'],
  [MESSAGES.invalidName, 'errors.invalidName'],
  [TEXT_MESSAGES.controlCharacter, 'errors.controlCharacter'],
  [TEXT_MESSAGES.malformed, 'errors.malformed'],
]);
/** The catalogue key (and count) for a domain text, or undefined for a text the page does not know. */
export const messageKey = messageKeys(KEYS, { tooLongKey: 'errors.maxLength' });
