/**
 * Live games (decision 035): the protocol's rules, names and texts, shared by
 * the server and the browser. Play with class is the first mode; Arena, Quick
 * match and challenges are more modes of the same engine. Kept free of zod so
 * a child's join and play pages stay small: the zod schema of every request,
 * event and view is in games-schema.ts, and the browser imports only its types
 * from there (`import type`), which cost nothing at run time.
 */
import { latinLookAlikes } from './look-alikes.ts';

// ---------------------------------------------------------------- modes and states

/** The modes of the one engine: a policy each (capacity, entry, who starts and ends, what is kept). */
export const GAME_MODES = ['class-room', 'arena', 'quick-match'] as const;
export type GameMode = (typeof GAME_MODES)[number];

/** A room's life (spec §4): waiting for players → started → ended. It never goes back. */
export const GAME_STATES = ['waiting', 'started', 'ended'] as const;
export type GameState = (typeof GAME_STATES)[number];

/**
 * A player's row as the host sees it (spec §4 student rows): not started (no
 * answer yet), playing, completed (every question answered), aborted (left the
 * game, or removed by the host).
 */
export const PLAYER_STATUSES = ['not-started', 'playing', 'completed', 'aborted'] as const;
export type PlayerStatus = (typeof PLAYER_STATUSES)[number];

/**
 * How children get a name: free (typed, filtered in every site language),
 * generated (a child-safe two-word name given by the server, a few re-rolls),
 * roster (each child picks their own name from the host's signed-in class;
 * their results are then kept on their account, stars included).
 */
export const NICKNAME_MODES = ['free', 'generated', 'roster'] as const;
export type NicknameMode = (typeof NICKNAME_MODES)[number];

/**
 * self: each child goes through their questions at their own pace (all of
 * them are sent at the start), each in their own order. together: every child
 * gets the same question at the same time (`round`, the room's one order);
 * the question closes when its time is up, when every child has answered or
 * when the host says so, and only then does anyone learn the right answer
 * (decision 090). A closed question takes no more answers.
 */
export const PACES = ['self', 'together'] as const;
export type Pace = (typeof PACES)[number];

/** Seconds a question may take, or null for no timer. */
export const QUESTION_SECONDS = [10, 20, 30, 60, 90, 120] as const;
export type QuestionSeconds = (typeof QUESTION_SECONDS)[number];
/** Seconds left when the question timer is read out to a screen reader, the one time it is (WCAG 2.2.1). */
export const TIMER_WARNING_SECONDS = 10;

/**
 * Extra time the host gives one child (WCAG 2.2.1 timing adjustable): the
 * question timer and the speed-bonus window are stretched, or the child plays
 * without a timer at all.
 */
export const EXTRA_TIMES = ['none', 'half', 'double', 'untimed'] as const;
export type ExtraTime = (typeof EXTRA_TIMES)[number];
export const EXTRA_TIME_FACTOR: Readonly<Record<ExtraTime, number>> = { none: 1, half: 1.5, double: 2, untimed: Number.POSITIVE_INFINITY };

/** A child's time for one question in ms, or null when untimed. */
export function questionMs(seconds: number | null, extra: ExtraTime): number | null {
  if (seconds === null || extra === 'untimed') return null;
  return Math.round(seconds * 1000 * EXTRA_TIME_FACTOR[extra]);
}

// ---------------------------------------------------------------- limits

/** The most players one class room takes (spec §8 'already full with N students'). */
export const ROOM_CAPACITY = 40;

/**
 * Activity codes: 6 characters from an alphabet without look-alikes (0/O,
 * 1/I/L) so a code read off a projector is typed right the first time.
 * 31^6 ≈ 887 million codes.
 */
export const ROOM_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ROOM_CODE_LENGTH = 6;

/**
 * The join check: when the host turns it on, the host screen shows a short
 * number that changes every JOIN_CHECK_SECONDS, and a child types it with the
 * activity code. Someone who has only the code (a flood from outside the
 * classroom) cannot take a seat. The number shown and the one before it are
 * accepted, so a child typing as it changes is not refused.
 */
export const JOIN_CHECK_LENGTH = 4;
export const JOIN_CHECK_SECONDS = 60;

export const NICKNAME_MAX = 20;
/** How many times a child may ask for another generated name. */
export const NAME_REROLLS = 3;

/** After this many minutes of play the host is asked whether to end the activity (spec §4). */
export const ROOM_REMINDER_MINUTES = 20;
/** A room nobody ended is ended, as if by its host, this long after it was made. */
export const ROOM_IDLE_HOURS = 4;
/**
 * After a room ends, its guests' nicknames and answers are kept this long so
 * the children see their result and the host can download the table; then
 * they are deleted (sooner if the host deletes them). Privacy page, decision 035.
 */
export const RESULTS_KEEP_HOURS = 24;
/** An ended room's anonymous counts are kept this long (an old code still says "ended"), then the row goes. */
export const ENDED_ROOM_KEEP_DAYS = 30;

// ---------------------------------------------------------------- Arena (decision 040)

/** An Arena lasts 1 to 10 minutes, chosen by the teacher; the clock ends it. */
export const ARENA_MINUTES_MIN = 1;
export const ARENA_MINUTES_MAX = 10;
export const ARENA_MINUTES_DEFAULT = 3;
/** One Arena holds a whole school. */
export const ARENA_CAPACITY = 3000;
/**
 * Places in a child's Arena run: more than the fastest child answers in ten
 * minutes. Each place's question is made at the child's level when they reach it.
 */
export const ARENA_PLACES = 300;
/** The host's screen shows the top ten; a child's the top three and their own rank. */
export const ARENA_TOP_HOST = 10;
export const ARENA_TOP_PLAYER = 3;
/** Standings reach the screens at most this often (a few times a second), however many answer. */
export const ARENA_LEADERBOARD_EVERY_MS = 200;
/** The link from a student's notice into an Arena works once, within this many seconds. */
export const LAUNCH_TOKEN_SECONDS = 120;

// ---------------------------------------------------------------- Quick match (decision 044)

/** The grades a child may race in, K to 6 (the catalogue's grade codes). */
export const QUICK_MATCH_GRADES = ['K', '1', '2', '3', '4', '5', '6'] as const;
export type QuickMatchGrade = (typeof QUICK_MATCH_GRADES)[number];
/** A race lasts this long, or until both have answered every question. */
export const QUICK_MATCH_SECONDS = 60;
export const QUICK_MATCH_QUESTIONS = 10;
/** Nobody of the grade within this long: the child races a practice opponent (the server's QUICK_MATCH_WAIT_MS). */
export const QUICK_MATCH_WAIT_SECONDS = 10;
/** How a race ended for one child. */
export const MATCH_OUTCOMES = ['won', 'lost', 'draw'] as const;
export type MatchOutcome = (typeof MATCH_OUTCOMES)[number];
/**
 * The practice opponent, when nobody came: `replay` repeats an earlier real
 * race of a child of the grade (when each answer came, right or wrong);
 * `paced` answers at a steady pace made for the grade, when no earlier race
 * is kept. The screen says which.
 */
export const PRACTICE_KINDS = ['replay', 'paced'] as const;
export type PracticeKind = (typeof PRACTICE_KINDS)[number];

/** Open event streams one player (their cookie) may hold: a few tabs, not a flood. */
export const STREAMS_PER_PLAYER = 4;
/** Open host streams one teacher may hold on one room. */
export const STREAMS_PER_HOST = 4;

/** With the speed bonus on, a right answer earns up to this many bonus points, fewer the longer it took. */
export const SPEED_BONUS_MAX = 10;
/** The window (before extra time) over which the bonus falls to 0, when the room has no question timer. */
export const SPEED_WINDOW_SECONDS = 20;

// ---------------------------------------------------------------- texts

/**
 * The texts of a child's way in (the code, the join check, a nickname, a name from the list, a seat
 * locked or taken away): the browser checks the same rules and shows each in the page's language,
 * so the children's pages carry these and not the whole of GAME_MESSAGES (the 90 KB budget).
 */
export const JOIN_MESSAGES = {
  codeRequired: 'Please type the activity code.',
  codeInvalid: `An activity code has ${ROOM_CODE_LENGTH} letters and numbers.`,
  checkRequired: 'Please type the number on your teacher’s screen.',
  checkWrong: 'That number does not match your teacher’s screen. Please look again.',
  locked: 'This room is locked. Please ask your teacher.',
  removed: 'Your teacher has taken you out of this game.',
  nicknameRequired: 'Please type a nickname.',
  nicknameTooLong: `A nickname has at most ${NICKNAME_MAX} characters.`,
  nicknameTaken: 'Someone in this room already has this nickname. Please choose another.',
  nicknameRefused: 'Please choose a kinder nickname.',
  nicknameContact: 'Please do not put an email, a website or a phone number in your nickname.',
  nicknameStaff: 'Please choose a name of your own: this one sounds like someone who runs the game.',
  nicknameFullName: 'Please use a nickname, not your first and last name: everyone can see it.',
  pickYourName: 'Please choose your name from the list.',
  notInClass: 'This name is not in this class.',
  nameTaken: 'This name is already playing. If it is you on another device, ask your teacher to let you in.',
  noSuchSeat: 'Nobody in this room has this name.',
  rosterArena: 'This Arena is for its class only: sign in with your class to play.',
} as const;


// ---------------------------------------------------------------- codes and names

/** A typed code as the server reads it: spaces and dashes dropped, upper case. */
export const normaliseRoomCode = (raw: string) => raw.replace(/[\s-]+/g, '').toUpperCase();

const CODE_PATTERN = new RegExp(`^[${ROOM_CODE_ALPHABET}]{${ROOM_CODE_LENGTH}}$`);

/** Why a typed code cannot be a room's code, or undefined when it can. */
export function roomCodeProblem(raw: string): string | undefined {
  const code = normaliseRoomCode(raw);
  if (!code) return JOIN_MESSAGES.codeRequired;
  return CODE_PATTERN.test(code) ? undefined : JOIN_MESSAGES.codeInvalid;
}

/** A typed join check as the server reads it: digits only (spaces dropped, Arabic-Indic digits read). */
export const normaliseJoinCheck = (raw: string) =>
  raw
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\s+/g, '');

/** Why a typed join check cannot be one, or undefined when it has the right form. */
export function joinCheckProblem(raw: string | undefined): string | undefined {
  const check = normaliseJoinCheck(raw ?? '');
  if (!check) return JOIN_MESSAGES.checkRequired;
  return new RegExp(`^\\d{${JOIN_CHECK_LENGTH}}$`).test(check) ? undefined : JOIN_MESSAGES.checkWrong;
}

/**
 * Characters that show nothing but change what a name looks like or how it
 * sorts: zero-width spaces and joiners' kin, the direction marks and
 * overrides (a name that turns the board's text around), soft hyphens.
 * The zero-width joiner and non-joiner stay in a shown name (emoji
 * sequences, Persian spellings) and are dropped from its key.
 */
const INVISIBLE = /[\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/g;
const JOINERS = /[\u200C\u200D]/g;

/** A nickname as it is kept and shown: invisible characters gone, trimmed, inner runs of spaces made one. */
export const normaliseNickname = (raw: string) => raw.normalize('NFC').replace(INVISIBLE, '').trim().replace(/\s+/g, ' ');

/**
 * Two nicknames that read the same are the same in a room: case, accents,
 * full-width forms and joiners aside, and letters of other scripts that look
 * Latin ("Аda" with a Cyrillic А is Ada).
 */
export const nicknameKey = (nickname: string) =>
  latinLookAlikes(
    normaliseNickname(nickname)
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(JOINERS, '')
      .toLocaleLowerCase('en'),
  );

/**
 * Why a nickname cannot be used, as far as the page can tell before asking:
 * empty or too long. Whether it is kind enough is the server's word
 * (nickname-filter.ts, whose lists a child's page does not download).
 */
export function nicknameProblem(raw: string): string | undefined {
  const nickname = normaliseNickname(raw);
  if (!nickname) return JOIN_MESSAGES.nicknameRequired;
  if ([...nickname].length > NICKNAME_MAX) return JOIN_MESSAGES.nicknameTooLong;
  return undefined;
}

// ---------------------------------------------------------------- scoring

/**
 * Accuracy first: one point per right answer. With the speed bonus on, a
 * right answer also earns bonus points that only break ties between equal
 * scores. Ranks share places: 1, 2, 2, 4.
 */
export function compareStanding(a: { score: number; bonus: number }, b: { score: number; bonus: number }): number {
  return b.score - a.score || b.bonus - a.bonus;
}

// ---------------------------------------------------------------- the protocol

/**
 * Event names, as they appear in the stream (`event: <name>`); each event's
 * data is JSON carrying the same name in `type`. Which role hears which is in
 * HOST_EVENTS and PLAYER_EVENTS; the schema of each is in games-schema.ts.
 */
export const GAME_EVENTS = {
  /** first on every (re)connect: the whole view of the role (HostView or PlayerView) */
  room: 'room',
  /** host: a child took a seat */
  playerJoined: 'player-joined',
  /** host: a child's row changed (name, status, connected, extra time, removed, let back in) */
  playerUpdated: 'player-updated',
  /** host: a child answered (their row, and which of their questions) */
  playerAnswered: 'player-answered',
  /** host: a child on another device asks for their seat back */
  seatRequested: 'seat-requested',
  /** host: that request was answered (by this or another screen of the host) */
  seatRequestClosed: 'seat-request-closed',
  /** host and players: the room's settings changed (lock, join check, names, speed bonus, pace, timer) */
  settings: 'settings',
  /** host: the join check number changed (every JOIN_CHECK_SECONDS while the check is on) */
  joinCheck: 'join-check',
  /** everyone: the activity started */
  started: 'started',
  /** everyone, pace 'together': the room moved to the next question */
  round: 'round',
  /** pace 'together': the open question closed; the host hears how the class answered, each child their own verdict */
  roundClosed: 'round-closed',
  /** everyone: the host started a new game of the same activity; a child follows with their seat */
  playAgain: 'play-again',
  /** coalesced standings (modes that show a leaderboard, a few a second at most) */
  leaderboard: 'leaderboard',
  /** everyone: the activity ended; a player then reads their result, the host the table */
  ended: 'ended',
  /** host: the guests' results were deleted (the host asked, or the keeping time passed) */
  resultsDeleted: 'results-deleted',
  /** one player: their own seat changed (name, extra time, let back in) */
  you: 'you',
  /** one player: the host took them out of the game; the stream ends */
  removed: 'removed',
  /** one device: its seat was given to the same child on another device; the stream ends */
  seatMoved: 'seat-moved',
  /** a device asking for its seat back: first event, while the host decides */
  knocking: 'knocking',
  /** a device asking for its seat back: the host let it in; `room` (PlayerView) follows on the same stream */
  admitted: 'admitted',
  /** a device asking for its seat back: the host said no; the stream ends */
  refused: 'refused',
} as const;
export type GameEventName = (typeof GAME_EVENTS)[keyof typeof GAME_EVENTS];

/** What a host's stream may carry. */
export const HOST_EVENTS = [
  'room', 'player-joined', 'player-updated', 'player-answered', 'seat-requested', 'seat-request-closed',
  'settings', 'join-check', 'started', 'round', 'round-closed', 'leaderboard', 'ended', 'results-deleted', 'play-again',
] as const satisfies readonly GameEventName[];

/** What a player's stream may carry (never another child's nickname or answers, except a mode's leaderboard). */
export const PLAYER_EVENTS = [
  'room', 'settings', 'started', 'round', 'round-closed', 'leaderboard', 'ended', 'play-again', 'you', 'removed', 'seat-moved', 'knocking', 'admitted', 'refused',
] as const satisfies readonly GameEventName[];

/** Streams send `retry:` with this, and a comment line every HEARTBEAT so proxies keep them open. */
export const STREAM_RETRY_MS = 3000;
export const STREAM_HEARTBEAT_MS = 15_000;

/**
 * Paths of the games API, one place for the server's routes and the
 * browser's calls. The spec's paths (room paths, end-arena-activity) stay.
 * Every POST needs the CSRF header; a host is the signed-in teacher who made
 * the room; a player is the browser holding the room's seat cookie.
 */
export const GAME_PATHS = {
  /** POST CreateRoomRequest → HostView (teacher) */
  create: '/api/v2/rooms/',
  /** POST JoinRequest → PlayerView, sets the seat cookie; a browser that already holds a seat gets it back */
  join: '/api/v2/rooms/join/',
  /** POST SeatRequestRequest → 202 SeatRequestAnswer, sets the seat cookie (not valid until the host lets it in) */
  seatRequest: '/api/v2/rooms/seat-requests/',
  /** GET ?check= → RosterView: the names a child picks from in a roster room */
  roster: (code: string) => `/api/v2/rooms/${code}/roster/`,
  /** POST RoomActionRequest → HostView (host) */
  start: '/api/v2/rooms/start/',
  /** POST RoomActionRequest → { code, state: 'ended' } (host; spec §7) */
  end: '/api/v2/teachers/end-arena-activity/',
  /** GET → HostView (host) */
  host: (code: string) => `/api/v2/rooms/${code}/host/`,
  /** GET Server-Sent Events, HOST_EVENTS (host) */
  hostEvents: (code: string) => `/api/v2/rooms/${code}/host/events`,
  /** POST SettingsRequest → HostView (host) */
  settings: (code: string) => `/api/v2/rooms/${code}/host/settings/`,
  /** POST {} → HostView (host, pace 'together'): the next question for everyone */
  next: (code: string) => `/api/v2/rooms/${code}/host/next/`,
  /** POST {} → HostView (host, pace 'together'): close the open question now; the class's answers are shown */
  closeRound: (code: string) => `/api/v2/rooms/${code}/host/close/`,
  /** GET → HostQuestion (host, pace 'together', once started): the open question as the children see it, and once closed how they answered */
  hostQuestion: (code: string) => `/api/v2/rooms/${code}/host/question/`,
  /** POST {} → HostView of the new room (host, once ended): a new game of the same activity for the same children */
  playAgain: (code: string) => `/api/v2/rooms/${code}/host/play-again/`,
  /** POST {} → PlayerView of the new room, sets its seat cookie (player of the ended room): the seat in the host's new game */
  follow: (code: string) => `/api/v2/rooms/${code}/player/follow/`,
  /** POST {} → HostPlayer (host): take a child out; their device cannot come back unless let in */
  removePlayer: (code: string, playerId: string) => `/api/v2/rooms/${code}/host/players/${playerId}/remove/`,
  /** POST {} → HostPlayer: the host gives the child a generated name in place of theirs */
  renamePlayer: (code: string, playerId: string) => `/api/v2/rooms/${code}/host/players/${playerId}/rename/`,
  /** POST {} → HostPlayer (host): let a removed child back into their seat */
  letIn: (code: string, playerId: string) => `/api/v2/rooms/${code}/host/players/${playerId}/let-in/`,
  /** POST ExtraTimeRequest → HostPlayer (host) */
  extraTime: (code: string, playerId: string) => `/api/v2/rooms/${code}/host/players/${playerId}/extra-time/`,
  /** POST SeatDecisionRequest → HostView (host): give the seat to the new device, or refuse it */
  seatDecision: (code: string, playerId: string) => `/api/v2/rooms/${code}/host/seat-requests/${playerId}/`,
  /** GET → HostResults (host, once ended) */
  hostResults: (code: string) => `/api/v2/rooms/${code}/host/results/`,
  /** GET → text/csv: nickname, score, each question, the answer given, right or wrong (host, once ended) */
  hostResultsCsv: (code: string) => `/api/v2/rooms/${code}/host/results.csv`,
  /** POST {} → 204 (host): delete the guests' results now rather than after RESULTS_KEEP_HOURS */
  deleteResults: (code: string) => `/api/v2/rooms/${code}/host/results/delete/`,
  /** GET → PlayerView (player) */
  player: (code: string) => `/api/v2/rooms/${code}/player/`,
  /** POST {} → PlayerView (player, generated names, before their first answer): another name */
  rename: (code: string) => `/api/v2/rooms/${code}/player/rename/`,
  /** POST {} → 204 (player): leave the game (their row shows aborted) */
  leave: (code: string) => `/api/v2/rooms/${code}/player/leave/`,
  /** GET → { items: PlayableItem[] } (player, once started): their own order; pace 'together' sends those open so far */
  items: (code: string) => `/api/v2/rooms/${code}/items/`,
  /** POST AnswerRequest → AnswerResult (player): checked on the server, counted once per question */
  answers: (code: string) => `/api/v2/rooms/${code}/answers/`,
  /** GET Server-Sent Events, PLAYER_EVENTS (player, or a device asking for its seat back) */
  playerEvents: (code: string) => `/api/v2/rooms/${code}/events`,
  /** GET → PlayerResults (player, once ended) */
  results: (code: string) => `/api/v2/rooms/${code}/results/`,
  /** POST CreateArenaRequest → HostView (teacher): an Arena for an activity, a length and (optionally) a class */
  createArena: '/api/v2/arenas/',
  /** POST ArenaJoinRequest → PlayerView (a child by code with a nickname, or a signed-in student as themselves) */
  arenaJoin: '/api/v2/arenas/join/',
  /** GET → ArenaClassDetails (the class's own teacher): the class, its students and each one's Arena status (spec §7) */
  arenaClassDetails: (klassId: string) => `/api/v2/teachers/arena-class-details/${klassId}/`,
  /** POST NotifyStudentsRequest → NotifyAnswer (host): the class's students see the Arena on their pages (spec §7) */
  notifyStudents: '/api/v2/interactions/notify-students/',
  /** GET → { notices: ArenaNotice[] } (signed-in student): the open Arenas their teachers told them about */
  arenaNotices: '/api/v2/students/arena-notices/',
  /** POST {} → { temp_session_token, play_path } (signed-in student): a single-use link into that Arena */
  arenaLaunch: (code: string) => `/api/v2/students/arena-notices/${code}/launch/`,
  /** GET ?temp_session_token= → PlayInitData, sets the seat cookie (spec §7): the token is used up */
  playInit: '/api/student-site-v2/matific-play-initialization-data/',
  /** GET → Leaderboard (player or host): the standings now, for a screen that has just opened */
  leaderboard: (code: string) => `/api/v2/rooms/${code}/leaderboard/`,
  /** POST QuickMatchRequest → MatchTicketView, sets the ticket cookie: paired at once with a waiting child of the grade, or waiting */
  quickMatch: '/api/v2/quick-match/',
  /** GET → MatchTicketView (the ticket's holder): waits a while for a partner; past the deadline, a practice opponent */
  quickMatchTicket: '/api/v2/quick-match/ticket/',
  /** POST {} → 204 (the ticket's holder): stop looking */
  quickMatchCancel: '/api/v2/quick-match/ticket/cancel/',
  /** GET → QuickMatchView (a player of the match): both scores, practice or not, and once ended the outcome */
  quickMatchView: (code: string) => `/api/v2/rooms/${code}/quick-match/`,
} as const;

/** The seat cookie of one room (httpOnly, path /api/v2/rooms/): one browser can sit in two rooms. */
export const seatCookieName = (code: string) => `nb_seat_${code}`;
