import { z } from 'zod';
import { regionFields } from './accounts.ts';
import { NICKNAME_MAX, nicknameProblem, normaliseNickname, normaliseRoomCode, roomCodeProblem, ROOM_MESSAGES, ROOM_STATES } from './rooms.ts';

/**
 * The zod schemas of the room API (rooms.ts has the rules and texts). Strict:
 * a field the API does not know is refused, so a typo is a 400, not silence.
 * The browser's join page checks with the plain rules instead and never
 * loads zod.
 */

export const roomCodeSchema = z
  .string()
  .max(20, ROOM_MESSAGES.codeInvalid)
  .transform(normaliseRoomCode)
  .superRefine((code, ctx) => {
    const problem = roomCodeProblem(code);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const nicknameSchema = z
  .string()
  .max(NICKNAME_MAX * 4, ROOM_MESSAGES.nicknameTooLong)
  .transform(normaliseNickname)
  .superRefine((nickname, ctx) => {
    const problem = nicknameProblem(nickname);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const createRoomSchema = z.strictObject({
  activity_id: z.string().min(1).max(120),
  ...regionFields,
});
export type CreateRoomRequest = z.input<typeof createRoomSchema>;

export const joinRoomSchema = z.strictObject({ code: roomCodeSchema, nickname: nicknameSchema, ...regionFields });
export type JoinRoomRequest = z.input<typeof joinRoomSchema>;

/** Start and end name the room by its code (spec §7 end-arena-activity). */
export const roomActionSchema = z.strictObject({ code: roomCodeSchema, ...regionFields });

export const roomCodeParams = z.strictObject({ code: roomCodeSchema });

const small = z.number().int().min(-1_000_000).max(1_000_000);
const point = z.strictObject({ x: small, y: small });

/** What a player may answer: typed text, or the structured value of a widget (maths/types.ts Response). */
export const roomResponseSchema = z.union([
  z.string().max(100),
  z.strictObject({ kind: z.literal('integer'), value: small }),
  z.strictObject({ kind: z.literal('decimal'), value: z.string().max(30) }),
  z.strictObject({ kind: z.literal('fraction'), numerator: small, denominator: small }),
  z.strictObject({ kind: z.literal('time'), hours: z.number().int().min(0).max(24), minutes: z.number().int().min(0).max(59) }),
  z.strictObject({ kind: z.literal('money'), cents: small, currency: z.enum(['USD', 'CAD', 'AUD', 'NZD', 'GBP', 'EUR', 'AED', 'CNY']) }),
  z.strictObject({ kind: z.literal('remainder'), quotient: small, remainder: small }),
  z.strictObject({ kind: z.literal('point'), x: small, y: small }),
  z.strictObject({ kind: z.literal('choice'), key: z.string().max(40) }),
  z.strictObject({ kind: z.literal('rectangle'), rows: small, columns: small, match: z.enum(['exact', 'turned', 'area', 'perimeter']) }),
  z.strictObject({ kind: z.literal('drawn-polygon'), points: z.array(point).max(50) }),
]);

export const answerSchema = z.strictObject({
  item_index: z.number().int().min(0).max(999),
  response: roomResponseSchema,
  ...regionFields,
});
export type AnswerRequest = z.input<typeof answerSchema>;

export const roomPlayerSchema = z.object({ id: z.string(), nickname: z.string(), score: z.number(), answered: z.number() });

export const hostRoomSchema = z.object({
  code: z.string(),
  state: z.enum(ROOM_STATES),
  activity_id: z.string(),
  item_count: z.number(),
  capacity: z.number(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  players: z.array(roomPlayerSchema),
});

export const playerRoomSchema = z.object({
  code: z.string(),
  state: z.enum(ROOM_STATES),
  nickname: z.string(),
  item_count: z.number(),
  score: z.number(),
  language: z.string(),
  answers: z.record(z.string(), z.boolean()),
});
