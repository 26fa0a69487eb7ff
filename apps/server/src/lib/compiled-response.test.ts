import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PLAYER_STATUSES } from '@numbloom/domain/games';
import { answerResultSchema } from '@numbloom/domain/games-schema';
import { compiledSuccess } from './compiled-response.ts';

const serialize = (schema: z.ZodType) =>
  compiledSuccess(schema)({ schema, method: 'POST', url: '/x', httpStatus: '200' });

/** Answer results of every status, with and without a next question, and texts JSON must escape. */
function answerResults() {
  const results = [];
  const texts = ['7', '3 ¼', 'a "quoted" \\ text', '٣٫٥', 'line\nbreak', '\u2028'];
  for (const [i, status] of PLAYER_STATUSES.entries()) {
    for (const next of [
      undefined,
      null,
      { id: `item-${i}`, kind: 'numeric', parts: [1, { deep: ['x', null] }], prompt: texts[i] },
    ]) {
      results.push({
        correct: i % 2 === 0,
        expected: texts[i % texts.length]!,
        score: i * 3,
        bonus: i * 17,
        bonus_added: i,
        answered: i + 1,
        status,
        repeated: i === 3,
        ...(next === undefined ? {} : { next }),
      });
    }
  }
  return results;
}

describe('a success answer written by its compiled schema', () => {
  it('writes every answer result exactly as the checked zod answer would', () => {
    const write = serialize(answerResultSchema);
    const results = answerResults();
    expect(results.length).toBe(PLAYER_STATUSES.length * 3);
    for (const result of results) {
      expect(write(result)).toBe(
        JSON.stringify(answerResultSchema.encode(result as z.input<typeof answerResultSchema>)),
      );
      expect(JSON.parse(write(result))).toEqual(result);
    }
  });

  it('leaves out a field the schema does not declare', () => {
    const [result] = answerResults();
    expect(JSON.parse(serialize(answerResultSchema)({ ...result, token: 'secret', player_id: 'p1' }))).toEqual(result);
  });

  it('checks answers other than success with zod, as every other route does', () => {
    const schema = z.object({ user_message: z.string() });
    const write = compiledSuccess(schema)({ schema, method: 'POST', url: '/x', httpStatus: '400' });
    expect(() => write({ user_message: 42 })).toThrow();
  });

  it('refuses a schema JSON Schema cannot state, when the route is made', () => {
    expect(() => compiledSuccess(z.object({ at: z.date() }))).toThrow();
    expect(() => compiledSuccess(z.object({ n: z.string().transform((s) => s.length) }))).toThrow();
  });
});
