import { z } from 'zod';
import { text } from './text-schema.ts';

/**
 * What a player may answer to a server-checked item (episodes, word problems,
 * every game mode): typed text, or the structured value of a widget
 * (maths/types.ts Response). Numbers are bounded so no answer is a way to
 * make the checker work hard.
 */
/** The largest whole number an item may show or expect is a billion (grade 6, maths/grades.ts numberLimit): a chart of disks can make one. */
const small = z.number().int().min(-1_000_000_000).max(1_000_000_000);
const point = z.strictObject({ x: small, y: small });

/**
 * What a player may answer to a server-checked item (episodes, word problems,
 * every game mode): typed text, or the structured value of a widget
 * (maths/types.ts Response). Numbers are bounded so no answer is a way to
 * make the checker work hard.
 */

export const responseSchema = z.union([
  text(100),
  z.strictObject({ kind: z.literal('integer'), value: small }),
  z.strictObject({ kind: z.literal('decimal'), value: text(30) }),
  z.strictObject({ kind: z.literal('fraction'), numerator: small, denominator: small }),
  z.strictObject({ kind: z.literal('time'), hours: z.number().int().min(0).max(24), minutes: z.number().int().min(0).max(59) }),
  z.strictObject({ kind: z.literal('money'), cents: small, currency: z.enum(['USD', 'CAD', 'AUD', 'NZD', 'GBP', 'EUR', 'AED', 'CNY', 'BRL']) }),
  z.strictObject({ kind: z.literal('remainder'), quotient: small, remainder: small }),
  z.strictObject({ kind: z.literal('point'), x: small, y: small }),
  z.strictObject({ kind: z.literal('choice'), key: text(40) }),
  z.strictObject({ kind: z.literal('rectangle'), rows: small, columns: small, match: z.enum(['exact', 'turned', 'area', 'perimeter']) }),
  z.strictObject({ kind: z.literal('drawn-polygon'), points: z.array(point).max(50) }),
]);

