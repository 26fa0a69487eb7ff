import { MESSAGES } from '@numbloom/domain/api-errors';
import { GENERAL_MESSAGE_KEYS, messageKeys } from '../../lib/message-text.ts';
import { REQUIRED_MESSAGES } from '@numbloom/domain/form-rules';

/**
 * The validation texts come from packages/domain in English (spec §5). This
 * maps each one to its key in the contact catalogue so other languages can
 * show their own words; an unknown text is shown as it is. The general texts
 * any form may show are listed once, in lib/message-text.ts
 * (GENERAL_MESSAGE_KEYS); the rest are this form's own.
 */
export const MESSAGE_KEYS = new Map<string, string>([
  ...GENERAL_MESSAGE_KEYS,
  [REQUIRED_MESSAGES.your_name!, 'errors.requiredName'],
  [REQUIRED_MESSAGES.email!, 'errors.requiredEmail'],
  [REQUIRED_MESSAGES.message!, 'errors.requiredMessage'],
  [REQUIRED_MESSAGES.phone!, 'errors.requiredPhone'],
  [MESSAGES.invalidEmail, 'errors.invalidEmail'],
  [MESSAGES.invalidPhone, 'errors.invalidPhone'],
  [MESSAGES.invalidName, 'errors.invalidName'],
]);
/** The catalogue key (and count) for a domain text, or undefined for a text the page does not know. */
export const messageKey = messageKeys(MESSAGE_KEYS, { tooLongKey: 'errors.maxLength' });
