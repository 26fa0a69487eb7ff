import { GAME_MESSAGES, NICKNAME_MAX, ROOM_CODE_LENGTH } from '@numbloom/domain/games';
import type { Translate } from '../../../i18n/small.tsx';

/** The join rules' English texts (shared with the server) → the rooms catalogue's keys. */
const FIELD_KEYS: Record<string, string> = {
  [GAME_MESSAGES.codeRequired]: 'join.codeRequired',
  [GAME_MESSAGES.codeInvalid]: 'join.codeInvalid',
  [GAME_MESSAGES.nicknameRequired]: 'join.nicknameRequired',
  [GAME_MESSAGES.nicknameTooLong]: 'join.nicknameTooLong',
  [GAME_MESSAGES.nicknameRefused]: 'join.nicknameRefused',
  [GAME_MESSAGES.nicknameContact]: 'join.nicknameContact',
  [GAME_MESSAGES.nicknameStaff]: 'join.nicknameStaff',
  [GAME_MESSAGES.nicknameFullName]: 'join.nicknameFullName',
  [GAME_MESSAGES.nicknameTaken]: 'join.nicknameTaken',
  [GAME_MESSAGES.checkRequired]: 'join.checkRequired',
  [GAME_MESSAGES.checkWrong]: 'join.checkWrong',
  [GAME_MESSAGES.pickYourName]: 'join.pickYourName',
  [GAME_MESSAGES.notInClass]: 'join.notInClass',
  [GAME_MESSAGES.rosterArena]: 'join.rosterArena',
  [GAME_MESSAGES.nameTaken]: 'join.nameTaken',
  [GAME_MESSAGES.noSuchSeat]: 'join.noSuchSeat',
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
