/**
 * Live class rooms ("Play with class", spec §1, §4, §6, §8): the rules and
 * texts shared by the server and the browser. Kept free of zod so the join
 * page, which children open on old Chromebooks, stays small; the request
 * schemas built on these rules are in rooms-schema.ts.
 */

/** The most players one room takes (spec §8 'already full with N students'). */
export const ROOM_CAPACITY = 40;

/**
 * Activity codes: 6 characters from an alphabet without look-alikes (0/O,
 * 1/I/L) so a code read off a projector is typed right the first time.
 * 31^6 ≈ 887 million codes.
 */
export const ROOM_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ROOM_CODE_LENGTH = 6;

export const NICKNAME_MAX = 20;

/** After this many minutes of play the host is asked whether to end the activity (spec §4). */
export const ROOM_REMINDER_MINUTES = 20;

/** A room nobody ended is closed, and its guests' data deleted, this long after it was made. */
export const ROOM_IDLE_HOURS = 4;

export const ROOM_STATES = ['waiting', 'started', 'ended'] as const;
export type RoomState = (typeof ROOM_STATES)[number];

/** Spec §8 texts, word for word, and the join form's own. */
export const ROOM_MESSAGES = {
  notFound: "Oops, this room doesn't exist.",
  full: (n: number) => `Oops, this room is already full with ${n} students.`,
  ended: 'Oops, this activity has ended.',
  codeRequired: 'Please type the activity code.',
  codeInvalid: `An activity code has ${ROOM_CODE_LENGTH} letters and numbers.`,
  nicknameRequired: 'Please type a nickname.',
  nicknameTooLong: `A nickname has at most ${NICKNAME_MAX} characters.`,
  nicknameTaken: 'Someone in this room already has this nickname. Please choose another.',
  nicknameRefused: 'Please choose a kinder nickname.',
  notAMultiplayerGame: 'This activity cannot be played with a class.',
  notHost: 'Only the teacher who made this room can do this.',
  notPlayer: 'Please join the room first.',
  notStarted: 'The activity has not started yet.',
  noSuchItem: 'This question is not part of the activity.',
} as const;

/** A typed code as the server reads it: spaces and dashes dropped, upper case. */
export const normaliseRoomCode = (raw: string) => raw.replace(/[\s-]+/g, '').toUpperCase();

const CODE_PATTERN = new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`);

/** Why a typed code cannot be a room's code, or undefined when it can. */
export function roomCodeProblem(raw: string): string | undefined {
  const code = normaliseRoomCode(raw);
  if (!code) return ROOM_MESSAGES.codeRequired;
  return CODE_PATTERN.test(code) ? undefined : ROOM_MESSAGES.codeInvalid;
}

/** A nickname as it is kept and shown: trimmed, inner runs of spaces made one. */
export const normaliseNickname = (raw: string) => raw.normalize('NFC').trim().replace(/\s+/g, ' ');

/** Two nicknames that differ only in case or accents are the same in a room. */
export const nicknameKey = (nickname: string) =>
  normaliseNickname(nickname)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en');

/**
 * Words a class game refuses as a nickname, in the four site languages. It is
 * a short list of the obvious ones: the teacher sees every nickname and can
 * end the room, so this only spares them the predictable. Matched on whole
 * words after undoing common letter swaps (4→a, 3→e, 0→o, $→s…).
 */
const REFUSED_WORDS = [
  'fuck', 'fucker', 'fucking', 'shit', 'bitch', 'bastard', 'cunt', 'dick', 'cock', 'pussy', 'asshole', 'arse', 'arsehole', 'wanker',
  'slut', 'whore', 'fag', 'faggot', 'nigger', 'nigga', 'retard', 'penis', 'vagina', 'sex', 'porn', 'nazi', 'hitler',
  'merde', 'putain', 'connard', 'connasse', 'salope', 'encule', 'pute', 'bite', 'couille',
  'mierda', 'puta', 'puto', 'cabron', 'pendejo', 'gilipollas', 'joder', 'cono', 'polla', 'zorra',
  'كلب', 'حمار', 'شرموطة', 'زب', 'كس',
];
const REFUSED = new Set(REFUSED_WORDS);
const LEET: Record<string, string> = { '4': 'a', '@': 'a', '3': 'e', '1': 'i', '!': 'i', '0': 'o', '5': 's', $: 's', '7': 't' };

/** True when a nickname holds one of the refused words, alone or run together with spaces or dots (f.u.c.k). */
export function isOffensiveNickname(nickname: string): boolean {
  const key = nicknameKey(nickname);
  // read both with and without the swaps: "Sh1t" needs them, "BITCH!!" must not become "bitchii"
  return [key, key.replace(/[4@31!05$7]/g, (c) => LEET[c] ?? c)].some((plain) => {
    const words = plain.split(/[^\p{L}]+/u).filter(Boolean);
    if (words.some((w) => REFUSED.has(w) || REFUSED.has(w.replace(/(.)\1+/g, '$1')))) return true;
    // single letters spelled apart: "f u c k", "s.h.i.t"
    const joined = words.every((w) => w.length === 1) ? words.join('') : '';
    return joined !== '' && REFUSED.has(joined);
  });
}

/** Why a nickname is refused before any room is asked, or undefined when it will do. */
export function nicknameProblem(raw: string): string | undefined {
  const nickname = normaliseNickname(raw);
  if (!nickname) return ROOM_MESSAGES.nicknameRequired;
  if ([...nickname].length > NICKNAME_MAX) return ROOM_MESSAGES.nicknameTooLong;
  if (isOffensiveNickname(nickname)) return ROOM_MESSAGES.nicknameRefused;
  return undefined;
}

/** One player on the host's scoreboard. */
export interface RoomPlayer {
  id: string;
  nickname: string;
  score: number;
  answered: number;
}

/** What the host sees of a room. */
export interface HostRoom {
  code: string;
  state: RoomState;
  activity_id: string;
  item_count: number;
  capacity: number;
  created_at: string;
  started_at: string | null;
  players: RoomPlayer[];
}

/** What a player is told after joining and when they come back. */
export interface PlayerRoom {
  code: string;
  state: RoomState;
  nickname: string;
  item_count: number;
  score: number;
  language: string;
  /** item index → whether the server counted the answer right; only answered items */
  answers: Record<string, boolean>;
}

/** The events a room's stream carries (Server-Sent Events; name → data). */
export type RoomEvent =
  | { type: 'player-joined'; player: RoomPlayer }
  | { type: 'player-answered'; player: RoomPlayer }
  | { type: 'started'; started_at: string }
  | { type: 'ended' };

/** Paths of the room API, one place for the server's routes and the browser's calls. */
export const ROOM_PATHS = {
  create: '/api/v2/rooms/',
  join: '/api/v2/rooms/join/',
  host: (code: string) => `/api/v2/rooms/${code}/host/`,
  hostEvents: (code: string) => `/api/v2/rooms/${code}/host/events`,
  start: '/api/v2/rooms/start/',
  /** spec §7 */
  end: '/api/v2/teachers/end-arena-activity/',
  player: (code: string) => `/api/v2/rooms/${code}/player/`,
  items: (code: string) => `/api/v2/rooms/${code}/items/`,
  answers: (code: string) => `/api/v2/rooms/${code}/answers/`,
  playerEvents: (code: string) => `/api/v2/rooms/${code}/events`,
} as const;
