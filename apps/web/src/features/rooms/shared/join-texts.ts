import { JOIN_MESSAGES, NICKNAME_MAX, ROOM_CODE_LENGTH } from '@numbloom/domain/games';
import type { Translate } from '../../../i18n/small.tsx';

/** The join rules' English texts (shared with the server) → the rooms catalogue's keys. */
const FIELD_KEYS: Record<string, string> = {
  [JOIN_MESSAGES.codeRequired]: 'join.codeRequired',
  [JOIN_MESSAGES.codeInvalid]: 'join.codeInvalid',
  [JOIN_MESSAGES.nicknameRequired]: 'join.nicknameRequired',
  [JOIN_MESSAGES.nicknameTooLong]: 'join.nicknameTooLong',
  [JOIN_MESSAGES.nicknameRefused]: 'join.nicknameRefused',
  [JOIN_MESSAGES.nicknameContact]: 'join.nicknameContact',
  [JOIN_MESSAGES.nicknameStaff]: 'join.nicknameStaff',
  [JOIN_MESSAGES.nicknameFullName]: 'join.nicknameFullName',
  [JOIN_MESSAGES.nicknameTaken]: 'join.nicknameTaken',
  [JOIN_MESSAGES.checkRequired]: 'join.checkRequired',
  [JOIN_MESSAGES.checkWrong]: 'join.checkWrong',
  [JOIN_MESSAGES.pickYourName]: 'join.pickYourName',
  [JOIN_MESSAGES.notInClass]: 'join.notInClass',
  [JOIN_MESSAGES.rosterArena]: 'join.rosterArena',
  [JOIN_MESSAGES.nameTaken]: 'join.nameTaken',
  [JOIN_MESSAGES.noSuchSeat]: 'join.noSuchSeat',
};

/** The number a rule's message counts, for its noun to take the form the number needs. */
const COUNTS: Record<string, number> = {
  'join.codeInvalid': ROOM_CODE_LENGTH,
  'join.nicknameTooLong': NICKNAME_MAX,
};

/**
 * A join rule's message (the browser's own check or the server's refusal) in the page's language,
 * so a child reads it in their language whichever side found it; an unknown message is the
 * general error.
 */
export function joinFieldText(t: Translate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = FIELD_KEYS[message] ?? 'errors.other';
  const count = COUNTS[key];
  return t(key, count === undefined ? undefined : { count });
}
