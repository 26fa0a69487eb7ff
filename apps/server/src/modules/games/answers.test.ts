import { describe, expect, it } from 'vitest';
import { answerSchema } from '@numbloom/domain/games-schema';
import { checkAnswer } from '@numbloom/maths/check';
import type { Language, Response } from '@numbloom/maths/types';
import { loadCatalogue } from '../content/service.ts';
import { toPlayable } from '@numbloom/maths/playable';
import { planItems } from './plan.ts';

/**
 * Anything a player's browser may send as an answer (every shape the request
 * schema lets through) is checked, not crashed on, for every item of every
 * class game: a 500 on an answer would stop a child mid-game.
 */
const RESPONSES: unknown[] = [
  '',
  '   ',
  '7',
  '-3',
  '1,5',
  '3/4',
  '2 1/2',
  '12:45',
  '$1.25',
  '5 r 2',
  '(2, 3)',
  'quarante-deux',
  '٣٤',
  'x'.repeat(100),
  { kind: 'integer', value: 0 },
  { kind: 'integer', value: -1_000_000 },
  { kind: 'decimal', value: 'abc' },
  { kind: 'decimal', value: '0.5' },
  { kind: 'fraction', numerator: 1, denominator: 0 },
  { kind: 'fraction', numerator: -7, denominator: 3 },
  { kind: 'time', hours: 0, minutes: 59 },
  { kind: 'time', hours: 24, minutes: 0 },
  { kind: 'money', cents: -5, currency: 'EUR' },
  { kind: 'remainder', quotient: 3, remainder: 9 },
  { kind: 'point', x: -5, y: 1_000_000 },
  { kind: 'choice', key: 'zzz' },
  { kind: 'rectangle', rows: 0, columns: -2, match: 'area' },
  { kind: 'drawn-polygon', points: [] },
  { kind: 'drawn-polygon', points: [{ x: 0, y: 0 }, { x: 2, y: 2 }, { x: 2, y: 0 }, { x: 0, y: 2 }] },
  { kind: 'drawn-polygon', points: [{ x: 0, y: 0 }, { x: 0, y: 0 }, { x: 0, y: 0 }] },
];

const games = loadCatalogue().activities.filter((a) => a.type === 'multiplayer-game');

describe('game answers', () => {
  it('every request-valid response is checked without an error, for every item of every class game, in every language', { timeout: 120_000 }, () => {
    expect(games.length).toBeGreaterThan(50);
    const responses = RESPONSES.map((response) => {
      const parsed = answerSchema.safeParse({ item_index: 0, response });
      expect(parsed.success, JSON.stringify(response)).toBe(true);
      return parsed.data!.response as Response;
    });
    let checked = 0;
    for (const game of games) {
      for (const item of planItems({ activityId: game.id, seed: 'fuzz', itemCount: game.item_count, regionCode: 'us' })) {
        for (const language of ['en', 'fr', 'es', 'ar', 'de'] as Language[]) {
          for (const response of responses) {
            expect(() => checkAnswer(item, response, language), `${item.id} ${JSON.stringify(response)}`).not.toThrow();
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(50 * 10 * 4 * RESPONSES.length - 1);
  });

  it('a playable item keeps what the widgets need and nothing that gives the answer away', () => {
    for (const game of games) {
      planItems({ activityId: game.id, seed: 'secret-seed', itemCount: game.item_count, regionCode: 'uk' }).forEach((item, i) => {
        const sent = toPlayable(item, i);
        const text = JSON.stringify(sent);
        expect(text).not.toContain('secret-seed');
        expect(sent).not.toHaveProperty('explanation');
        // its kind (the input mode), a unit, and whether the question's answers range below zero (a fact of the
        // level, not of this answer: the keyboard needs a minus key): nothing more
        const allowed = ['kind', 'unit', 'signed'];
        expect(Object.keys(sent.answer).filter((k) => !allowed.includes(k)), item.id).toEqual([]);
        expect(sent.answer.kind).toBe(item.answer.kind);
      });
    }
  });
});
