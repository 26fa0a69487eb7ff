import { CLASSROOM_MESSAGES } from '@numbloom/domain/classroom';
import { ROSTER_MESSAGES } from '@numbloom/domain/roster';
import { SCHOOL_MESSAGES } from '@numbloom/domain/school-members';
import { GENERAL_MESSAGE_KEYS, messageKeys } from '../../lib/message-text.ts';

/**
 * The server's school texts (packages/domain school-members.ts, in English) by their keys in the
 * school catalogue, after the general texts any write may answer; a text it does not know is shown as it came.
 */
export const MESSAGE_KEYS = new Map<string, string>([
  ...GENERAL_MESSAGE_KEYS,
  ...Object.entries(SCHOOL_MESSAGES).map(([name, text]) => [text, `errors.${name}`] as const),
  ...Object.entries(ROSTER_MESSAGES).map(([name, text]) => [text, `errors.roster.${name}`] as const),
  ...Object.entries(CLASSROOM_MESSAGES).map(([name, text]) => [text, `errors.classroom.${name}`] as const),
]);

/** The catalogue key for a domain text, or undefined for a text the pages do not know. */
export const messageKey = messageKeys(MESSAGE_KEYS);
