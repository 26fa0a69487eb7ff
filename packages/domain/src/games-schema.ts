import { z } from 'zod';
import { regionFields } from './accounts.ts';
import { ARENA_MINUTES_MAX, ARENA_MINUTES_MIN, EXTRA_TIMES, GAME_MODES, GAME_STATES, NICKNAME_MAX, NICKNAME_MODES, nicknameProblem, normaliseJoinCheck, normaliseNickname, normaliseRoomCode, PACES, MATCH_OUTCOMES, PLAYER_STATUSES, PRACTICE_KINDS, QUICK_MATCH_GRADES, QUESTION_SECONDS, roomCodeProblem } from './games.ts';
import { GAME_MESSAGES } from './game-messages.ts';
import { carriesContact } from './nickname-filter.ts';
import { responseSchema } from './response-schema.ts';

/**
 * The zod schema of every request, view and event of the live games
 * (decision 035; the rules and names are in games.ts). Requests are strict: a
 * field the API does not know is a 400, not silence. Views and events are
 * what the server sends; the server checks every event against its schema
 * when it arrives from another process through Redis. The browser imports
 * only the types inferred here (`import type`), never zod itself.
 */

// ---------------------------------------------------------------- fields

export const roomCodeSchema = z
  .string()
  .max(20, GAME_MESSAGES.codeInvalid)
  .transform(normaliseRoomCode)
  .superRefine((code, ctx) => {
    const problem = roomCodeProblem(code);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * A typed nickname: trimmed, not empty, not too long, and no way to reach the child. Whether it is kind,
 * not a staff title and not a full name is the server's nickname check (decision 068), which reads it
 * with Unicode's confusables and a list of real names a child's page does not download.
 */
export const nicknameSchema = z
  .string()
  .max(NICKNAME_MAX * 4, GAME_MESSAGES.nicknameTooLong)
  .transform(normaliseNickname)
  .superRefine((nickname, ctx) => {
    const problem = nicknameProblem(nickname);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    else if (carriesContact(nickname)) ctx.addIssue({ code: 'custom', message: GAME_MESSAGES.nicknameContact });
  });

/** The join check as typed; whether it is the number on the host's screen is the server's to say. */
export const joinCheckSchema = z.string().max(12).transform(normaliseJoinCheck);

const id = z.string().uuid();
// ---------------------------------------------------------------- requests

const settingsFields = {
  /** refuse new joins (children already in keep their seats) */
  locked: z.boolean(),
  /** children type the number on the host's screen with the activity code */
  join_check: z.boolean(),
  nickname_mode: z.enum(NICKNAME_MODES),
  /** the host's class whose names a roster room offers (nickname_mode 'roster') */
  class_id: id.nullable(),
  speed_bonus: z.boolean(),
  pace: z.enum(PACES),
  /** seconds per question, or null for no timer */
  seconds_per_question: z.literal(QUESTION_SECONDS).nullable(),
};

/** A teacher makes a room; every setting may be given now or changed while the room waits. */
export const createRoomSchema = z.strictObject({
  activity_id: z.string().min(1).max(120),
  mode: z.literal('class-room').optional(),
  ...z.object(settingsFields).partial().shape,
  ...regionFields,
});
export type CreateRoomRequest = z.input<typeof createRoomSchema>;

/**
 * A child joins: the code, the join check when the room has it on, and a
 * nickname (free names), nothing (generated names), or their student id
 * (roster rooms). A browser that already holds a seat in the room gets that
 * seat back, whatever else it sends.
 */
export const joinSchema = z.strictObject({
  code: roomCodeSchema,
  check: joinCheckSchema.optional(),
  nickname: nicknameSchema.optional(),
  student_id: id.optional(),
  ...regionFields,
});
export type JoinRequest = z.input<typeof joinSchema>;

/**
 * A child on another device (or whose cookies were cleared) asks for their
 * seat back by its name (free or generated names) or student id (roster);
 * the host decides.
 */
export const seatRequestSchema = z.strictObject({
  code: roomCodeSchema,
  check: joinCheckSchema.optional(),
  nickname: z.string().max(NICKNAME_MAX * 4).transform(normaliseNickname).optional(),
  student_id: id.optional(),
  ...regionFields,
});
export type SeatRequestRequest = z.input<typeof seatRequestSchema>;

/** Start and end name the room by its code (spec §7 end-arena-activity). */
export const roomActionSchema = z.strictObject({ code: roomCodeSchema, ...regionFields });
export type RoomActionRequest = z.input<typeof roomActionSchema>;

/** A POST that needs nothing but the path (remove, let in, next, rename, leave, delete results). */
export const emptyBodySchema = z.strictObject({ ...regionFields });

/** The host changes settings: lock and join check at any time; the others while the room waits. */
export const settingsSchema = z
  .strictObject({ ...z.object(settingsFields).partial().shape, ...regionFields })
  .refine((s) => Object.keys(s).some((k) => k in settingsFields), { message: 'Nothing to change.' });
export type SettingsRequest = z.input<typeof settingsSchema>;

export const extraTimeSchema = z.strictObject({ extra_time: z.enum(EXTRA_TIMES), ...regionFields });
export type ExtraTimeRequest = z.input<typeof extraTimeSchema>;

/** admit: give the seat to the device that asked (the old device loses it); otherwise refuse it. */
export const seatDecisionSchema = z.strictObject({ admit: z.boolean(), ...regionFields });
export type SeatDecisionRequest = z.input<typeof seatDecisionSchema>;

/**
 * One answer. item_index is the question's place in this child's own run
 * (0-based). A null response means the question's time ran out (it counts as
 * wrong). queued: sent from the page's offline queue after a reconnect (no
 * speed bonus: its time cannot be measured). The same question answered again
 * gets the first verdict back (`repeated`), never a second score.
 */
export const answerSchema = z.strictObject({
  item_index: z.number().int().min(0).max(999),
  response: responseSchema.nullable(),
  queued: z.boolean().optional(),
  ...regionFields,
});
export type AnswerRequest = z.input<typeof answerSchema>;

// ---------------------------------------------------------------- Arena requests (decision 040)

/** A teacher opens an Arena: an activity, its length, and the class it is for (whose students can be told). */
export const createArenaSchema = z.strictObject({
  activity_id: z.string().min(1).max(120),
  minutes: z.number().int().min(ARENA_MINUTES_MIN, GAME_MESSAGES.arenaMinutes).max(ARENA_MINUTES_MAX, GAME_MESSAGES.arenaMinutes),
  class_id: id.nullable().optional(),
  /** a class Arena: 'roster' (its class's signed-in children only, the default) or open to guests; no class: always generated */
  nickname_mode: z.enum(['roster', 'free', 'generated']).optional(),
  ...regionFields,
});
export type CreateArenaRequest = z.input<typeof createArenaSchema>;

/** A child enters an Arena by its code: a nickname (free names), nothing (generated names, or a signed-in student as themselves). */
export const arenaJoinSchema = z.strictObject({
  code: roomCodeSchema,
  check: joinCheckSchema.optional(),
  nickname: nicknameSchema.optional(),
  ...regionFields,
});
export type ArenaJoinRequest = z.input<typeof arenaJoinSchema>;

/**
 * What the Quick match page sends with each ask: a random key it makes once per ask (at least 128 bits), so
 * that a guest's two taps at once, before either answer has set a cookie, are one ask and one ticket. It is
 * a secret like the ticket's cookie: whoever sends it gets that ticket.
 */
export const quickMatchTapSchema = z.string(GAME_MESSAGES.noMatchTicket).regex(/^[A-Za-z0-9_-]{22,64}$/, GAME_MESSAGES.noMatchTicket);

/** A child asks for a Quick match in a grade. */
export const quickMatchSchema = z.strictObject({
  grade: z.enum(QUICK_MATCH_GRADES, GAME_MESSAGES.chooseGrade),
  tap: quickMatchTapSchema.optional(),
  ...regionFields,
});
export type QuickMatchRequest = z.input<typeof quickMatchSchema>;

/** The host tells the Arena's class (spec §7 notify-students). */
export const notifyStudentsSchema = z.strictObject({ code: roomCodeSchema, ...regionFields });
export type NotifyStudentsRequest = z.input<typeof notifyStudentsSchema>;

/** A class id in a path: anything that is not one is simply no class (404). */
export const klassParams = z.strictObject({ klassId: z.string().max(64) });
export const playInitQuery = z.strictObject({ temp_session_token: z.string().max(400).optional(), ...regionFields });

export const roomCodeParams = z.strictObject({ code: roomCodeSchema });
export const playerParams = z.strictObject({ code: roomCodeSchema, id });
export const rosterQuery = z.strictObject({ check: joinCheckSchema.optional(), ...regionFields });

// ---------------------------------------------------------------- views

export const roomSettingsSchema = z.object({
  ...settingsFields,
  /** the roster class's name, for the host's screen */
  class_name: z.string().nullable(),
});
export type RoomSettings = z.infer<typeof roomSettingsSchema>;

/** One child on the host's screen. */
export const hostPlayerSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  status: z.enum(PLAYER_STATUSES),
  /** taken out by the host: shown apart, holds no seat, cannot answer */
  removed: z.boolean(),
  /** has a stream open on some server process now (false while reconnecting or gone) */
  connected: z.boolean(),
  /** right answers */
  score: z.number(),
  /** speed bonus points (0 unless the room has the speed bonus on) */
  bonus: z.number(),
  answered: z.number(),
  /** by place in the child's own run: true right, false wrong, null not answered yet */
  answers: z.array(z.boolean().nullable()),
  extra_time: z.enum(EXTRA_TIMES),
  /** a signed-in student of the roster class (their result is kept on their account) */
  roster: z.boolean(),
  joined_at: z.string(),
});
export type HostPlayer = z.infer<typeof hostPlayerSchema>;

/** A child on another device asking for their seat back. */
export const seatRequestViewSchema = z.object({ player_id: z.string(), nickname: z.string(), at: z.string() });
export type SeatRequestView = z.infer<typeof seatRequestViewSchema>;

/** The join check for the host's screen: the number, and when it changes. */
export const joinCheckViewSchema = z.object({ code: z.string(), changes_at: z.string() });
export type JoinCheckView = z.infer<typeof joinCheckViewSchema>;

/** What the host sees of a room. */
export const hostViewSchema = z.object({
  code: z.string(),
  mode: z.enum(GAME_MODES),
  state: z.enum(GAME_STATES),
  activity_id: z.string(),
  language: z.string(),
  item_count: z.number(),
  capacity: z.number(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  settings: roomSettingsSchema,
  /** the join check number while the check is on */
  check: joinCheckViewSchema.nullable(),
  /** pace 'together': the open question's place (0-based) and since when; null otherwise or before the start */
  round: z.number().nullable(),
  round_started_at: z.string().nullable(),
  /** pace 'together': when the open question closed (its answers are shown); null while it is open */
  round_closed_at: z.string().nullable(),
  /** once ended: the code of the new game the host started for the same children (play again) */
  next_code: z.string().nullable(),
  /** in join order; removed children too (marked) */
  players: z.array(hostPlayerSchema),
  seat_requests: z.array(seatRequestViewSchema),
  /** once ended: when the guests' results will be deleted (null once they are) */
  results_until: z.string().nullable(),
  /** a timed mode (Arena): its length, and once started when the clock ends it */
  duration_seconds: z.number().nullable(),
  ends_at: z.string().nullable(),
});
export type HostView = z.infer<typeof hostViewSchema>;

/** What a child is told after joining and on every (re)connect. */
export const playerViewSchema = z.object({
  code: z.string(),
  mode: z.enum(GAME_MODES),
  state: z.enum(GAME_STATES),
  player_id: z.string(),
  nickname: z.string(),
  nickname_mode: z.enum(NICKNAME_MODES),
  /** generated names: new names left to ask for (null in other modes) */
  rerolls_left: z.number().nullable(),
  language: z.string(),
  item_count: z.number(),
  score: z.number(),
  bonus: z.number(),
  status: z.enum(PLAYER_STATUSES),
  /** item index (in the child's own run) → whether the server counted it right; answered ones only */
  answers: z.record(z.string(), z.boolean()),
  speed_bonus: z.boolean(),
  pace: z.enum(PACES),
  seconds_per_question: z.number().nullable(),
  extra_time: z.enum(EXTRA_TIMES),
  started_at: z.string().nullable(),
  round: z.number().nullable(),
  round_started_at: z.string().nullable(),
  /** pace 'together': when the open question closed; null while it is open */
  round_closed_at: z.string().nullable(),
  /**
   * pace 'together': the child has answered the open question; whether they were right is told once it
   * closes (until then it is not in `answers`, nor in the score)
   */
  round_answered: z.boolean(),
  /** once ended: the host's new game for the same children, which this seat may follow */
  next_code: z.string().nullable(),
  /** a timed mode (Arena): its length, and once started when the clock ends it */
  duration_seconds: z.number().nullable(),
  ends_at: z.string().nullable(),
});
export type PlayerView = z.infer<typeof playerViewSchema>;

/** A roster room's names to pick from (first names as the class lists them). */
export const rosterViewSchema = z.object({
  code: z.string(),
  class_name: z.string(),
  students: z.array(z.object({ id: z.string(), name: z.string(), taken: z.boolean() })),
});
export type RosterView = z.infer<typeof rosterViewSchema>;

export const seatRequestAnswerSchema = z.object({ code: z.string(), nickname: z.string(), state: z.literal('waiting') });
export type SeatRequestAnswer = z.infer<typeof seatRequestAnswerSchema>;

/** The server's verdict on one answer. */
export const answerResultSchema = z.object({
  /** null: pace 'together', told once the question closes (round-closed) */
  correct: z.boolean().nullable(),
  /** the right answer, as text in the room's language; null until the question closes (pace 'together') */
  expected: z.string().nullable(),
  score: z.number(),
  bonus: z.number(),
  /** speed bonus points this answer earned */
  bonus_added: z.number(),
  answered: z.number(),
  status: z.enum(PLAYER_STATUSES),
  /** this question had been answered before: the first verdict stands, nothing was counted again */
  repeated: z.boolean(),
  /** adaptive modes (Arena): the child's next question, made at the level this answer moved them to; null when the run is over */
  next: z.looseObject({ id: z.string() }).nullable().optional(),
});
export type AnswerResult = z.infer<typeof answerResultSchema>;

export const endAnswerSchema = z.object({ code: z.string(), state: z.literal('ended') });

/** One line of standings (leaderboard, results). rank is shared by equal score and bonus. */
export const standingSchema = z.object({ id: z.string(), nickname: z.string(), score: z.number(), bonus: z.number(), rank: z.number(), answered: z.number() });
export type Standing = z.infer<typeof standingSchema>;

/** A child's own result once the room has ended. */
export const playerResultsSchema = z.object({
  code: z.string(),
  nickname: z.string(),
  score: z.number(),
  bonus: z.number(),
  /** null when the child was taken out of the game */
  rank: z.number().nullable(),
  /** children ranked */
  players: z.number(),
  item_count: z.number(),
  answers: z.record(z.string(), z.boolean()),
  speed_bonus: z.boolean(),
  ended_at: z.string(),
  /** roster rooms: the stars this game added to the child's account */
  stars: z.number().nullable(),
  /** the host's new game for the same children (play again), once there is one */
  next_code: z.string().nullable(),
});
export type PlayerResults = z.infer<typeof playerResultsSchema>;

/**
 * How the class answered one question (pace 'together'), sent only once it has closed: the right
 * answer, how many were right, each wrong answer as typed (most common first) and how many gave
 * none (time ran out). No child's name.
 */
export const revealSchema = z.object({
  expected: z.string(),
  answered: z.number(),
  right: z.number(),
  wrong: z.array(z.object({ answer: z.string(), count: z.number() })),
  no_answer: z.number(),
});
export type Reveal = z.infer<typeof revealSchema>;

/** The open question on the host's screen (pace 'together'), without its answer until it closes. */
export const hostQuestionSchema = z.object({
  round: z.number(),
  item: z.looseObject({ id: z.string() }),
  closed_at: z.string().nullable(),
  reveal: revealSchema.nullable(),
});
export type HostQuestion = z.infer<typeof hostQuestionSchema>;

/** One question in the host's results (pace 'together'): its text and how the class answered it. */
export const questionResultSchema = revealSchema.extend({ round: z.number(), text: z.string() });
export type QuestionResult = z.infer<typeof questionResultSchema>;

/** The host's table once the room has ended: every child, best first (the podium is the first ranks). */
export const hostResultsSchema = z.object({
  code: z.string(),
  activity_id: z.string(),
  item_count: z.number(),
  speed_bonus: z.boolean(),
  ended_at: z.string(),
  results_until: z.string(),
  /** pace 'together': each question, in the order the class met them, and how the class answered (null otherwise) */
  questions: z.array(questionResultSchema).nullable(),
  /** the host's new game for the same children (play again), once there is one */
  next_code: z.string().nullable(),
  players: z.array(
    hostPlayerSchema.pick({ id: true, nickname: true, score: true, bonus: true, answered: true, status: true, removed: true, roster: true, answers: true }).extend({
      rank: z.number().nullable(),
    }),
  ),
});
export type HostResults = z.infer<typeof hostResultsSchema>;

// ---------------------------------------------------------------- Arena views (decision 040)

export const arenaStatusSchema = z.enum(['not-joined', 'not-started', 'playing', 'completed', 'aborted']);
/** spec §7 arena-class-details: the class, its students and each one's status in the class's current Arena. */
export const arenaClassDetailsSchema = z.object({
  class: z.object({ id: z.string(), name: z.string() }),
  arena: z.object({ code: z.string(), state: z.enum(GAME_STATES), activity_id: z.string(), notified_at: z.string().nullable(), ends_at: z.string().nullable() }).nullable(),
  students: z.array(z.object({ id: z.string(), name: z.string(), arena_status: arenaStatusSchema, score: z.number().nullable() })),
});
export type ArenaClassDetails = z.infer<typeof arenaClassDetailsSchema>;

export const notifyAnswerSchema = z.object({ code: z.string(), class_id: z.string(), students: z.number(), notified_at: z.string() });
export type NotifyAnswer = z.infer<typeof notifyAnswerSchema>;

/** What a student's own pages show: an open Arena of one of their classes, with a button into it. */
export const arenaNoticeSchema = z.object({
  code: z.string(),
  activity_id: z.string(),
  activity_title: z.string(),
  class_name: z.string(),
  state: z.enum(GAME_STATES),
  ends_at: z.string().nullable(),
  notified_at: z.string(),
});
export type ArenaNotice = z.infer<typeof arenaNoticeSchema>;
export const arenaNoticesSchema = z.object({ notices: z.array(arenaNoticeSchema) });
/** The page's language names the activities (the room's when none is given). */
export const arenaNoticesQuery = z.strictObject({ ...regionFields });

export const launchAnswerSchema = z.object({ temp_session_token: z.string(), expires_at: z.string() });
export type LaunchAnswer = z.infer<typeof launchAnswerSchema>;

/** spec §7 matific-play-initialization-data: who the child is, the activity and its code, and their seat. */
export const playInitSchema = z.object({
  user: z.object({ id: z.string(), name: z.string() }),
  activity_id: z.string(),
  code: z.string(),
  mode: z.enum(GAME_MODES),
  player: playerViewSchema,
});
export type PlayInit = z.infer<typeof playInitSchema>;

/**
 * A Quick match ticket: waiting (with when the practice opponent comes), or
 * matched with the race's code (the seat cookie is set with it).
 */
export const matchTicketSchema = z.object({
  state: z.enum(['waiting', 'matched']),
  grade: z.enum(QUICK_MATCH_GRADES),
  waiting_until: z.string(),
  code: z.string().nullable(),
  practice: z.enum(PRACTICE_KINDS).nullable(),
});
export type MatchTicket = z.infer<typeof matchTicketSchema>;

/** One side of a Quick match: a generated name, the score, whether they left. */
export const matchSideSchema = z.object({ player_id: z.string(), nickname: z.string(), score: z.number(), answered: z.number(), left: z.boolean() });
export type MatchSide = z.infer<typeof matchSideSchema>;

/** A Quick match as one of its players sees it. */
export const quickMatchViewSchema = z.object({
  code: z.string(),
  state: z.enum(GAME_STATES),
  grade: z.enum(QUICK_MATCH_GRADES),
  item_count: z.number(),
  started_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  you: matchSideSchema,
  opponent: matchSideSchema.nullable(),
  /** null: a real child; otherwise what kind of practice opponent */
  practice: z.enum(PRACTICE_KINDS).nullable(),
  /** once ended */
  outcome: z.enum(MATCH_OUTCOMES).nullable(),
  message: z.string().nullable(),
});
export type QuickMatchView = z.infer<typeof quickMatchViewSchema>;

// ---------------------------------------------------------------- events

const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) => z.object({ type: z.literal(type), ...shape });

export const hostRoomEventSchema = event('room', { room: hostViewSchema });
export const playerRoomEventSchema = event('room', { room: playerViewSchema });
export const playerJoinedEventSchema = event('player-joined', { player: hostPlayerSchema });
export const playerUpdatedEventSchema = event('player-updated', { player: hostPlayerSchema });
export const playerAnsweredEventSchema = event('player-answered', { player: hostPlayerSchema, item_index: z.number(), correct: z.boolean() });
export const seatRequestedEventSchema = event('seat-requested', { request: seatRequestViewSchema });
export const seatRequestClosedEventSchema = event('seat-request-closed', { player_id: z.string(), admitted: z.boolean() });
export const settingsEventSchema = event('settings', { settings: roomSettingsSchema });
export const joinCheckEventSchema = event('join-check', { check: joinCheckViewSchema.nullable() });
export const startedEventSchema = event('started', { started_at: z.string(), round: z.number().nullable() });
export const roundEventSchema = event('round', { round: z.number(), round_started_at: z.string() });
/**
 * The open question closed (pace 'together'). As published, and to the host: how the class answered.
 * To each child instead: no reveal, their own verdict and score (`you`).
 */
export const roundClosedEventSchema = event('round-closed', {
  round: z.number(),
  closed_at: z.string(),
  reveal: revealSchema.nullable(),
  you: z.object({ correct: z.boolean().nullable(), score: z.number(), bonus: z.number() }).nullable(),
});
/** The host started a new game of the same activity for the same children (after the end). */
export const playAgainEventSchema = event('play-again', { code: z.string() });
/** A child's own place in the standings (a player's leaderboard only). */
export const ownStandingSchema = z.object({ rank: z.number().nullable(), score: z.number(), bonus: z.number(), answered: z.number() });
/**
 * Coalesced standings (Arena): the top (ten for the host, three for a child),
 * how many play, and the live answer counts; a child's also carries their own rank.
 */
export const leaderboardShape = {
  top: z.array(standingSchema),
  players: z.number(),
  answers: z.number(),
  correct: z.number(),
  you: ownStandingSchema.nullable(),
};
export const leaderboardEventSchema = event('leaderboard', leaderboardShape);
export const leaderboardSchema = z.object(leaderboardShape);
export type Leaderboard = z.infer<typeof leaderboardSchema>;
export const endedEventSchema = event('ended', { ended_at: z.string(), results_until: z.string() });
export const resultsDeletedEventSchema = event('results-deleted', {});
/** to one player: their own seat as it is now */
export const youEventSchema = event('you', {
  player_id: z.string(),
  you: playerViewSchema.pick({ nickname: true, rerolls_left: true, status: true, extra_time: true, score: true, bonus: true }),
});
export const removedEventSchema = event('removed', { player_id: z.string() });
export const seatMovedEventSchema = event('seat-moved', { player_id: z.string() });
export const knockingEventSchema = event('knocking', { code: z.string(), nickname: z.string() });
export const admittedEventSchema = event('admitted', { player_id: z.string() });
export const refusedEventSchema = event('refused', { player_id: z.string() });

/**
 * Every event a room publishes, as it crosses between processes. The `room`
 * snapshot and `knocking` are never published: a stream sends them itself.
 */
export const publishedEventSchema = z.discriminatedUnion('type', [
  playerJoinedEventSchema,
  playerUpdatedEventSchema,
  playerAnsweredEventSchema,
  seatRequestedEventSchema,
  seatRequestClosedEventSchema,
  settingsEventSchema,
  joinCheckEventSchema,
  startedEventSchema,
  roundEventSchema,
  roundClosedEventSchema,
  playAgainEventSchema,
  leaderboardEventSchema,
  endedEventSchema,
  resultsDeletedEventSchema,
  youEventSchema,
  removedEventSchema,
  seatMovedEventSchema,
  admittedEventSchema,
  refusedEventSchema,
]);
export type PublishedEvent = z.infer<typeof publishedEventSchema>;

/** What a host's stream carries. */
export type HostEvent =
  | z.infer<typeof hostRoomEventSchema>
  | Extract<PublishedEvent, { type: 'player-joined' | 'player-updated' | 'player-answered' | 'seat-requested' | 'seat-request-closed' | 'settings' | 'join-check' | 'started' | 'round' | 'round-closed' | 'leaderboard' | 'ended' | 'results-deleted' | 'play-again' }>;

/** What a player's stream carries. */
export type PlayerEvent =
  | z.infer<typeof playerRoomEventSchema>
  | z.infer<typeof knockingEventSchema>
  | Extract<PublishedEvent, { type: 'settings' | 'started' | 'round' | 'round-closed' | 'leaderboard' | 'ended' | 'play-again' | 'you' | 'removed' | 'seat-moved' | 'admitted' | 'refused' }>;
