/**
 * Property tests of the answer models: every item answered on a model can be
 * answered on that very model (the board holds enough counters, the line has a
 * mark at the answer, the tray's coins make the amount, the chart has columns
 * for every digit…), what the model then sends — its witness — is accepted by
 * the checker (in English and in turn French, Spanish, Arabic), and the model's starting state is not already
 * the answer. Seeds, topics, grades, difficulties, unit systems and currencies
 * are walked deterministically.
 */
import { describe, expect, it } from 'vitest';
import './all.ts';
import { TOPICS } from './catalogue.ts';
import { checkAnswer } from './check.ts';
import { generateItem, usesUnits } from './generate.ts';
import { CURRENCIES, DIFFICULTIES, LANGUAGES, MODEL_INPUTS, UNIT_SYSTEMS, type Answer, type Item, type Response } from './types.ts';

const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;

/** The answer as a number (integer, decimal, fraction), or undefined for other kinds. */
function numeric(a: Answer): number | undefined {
  if (a.kind === 'integer') return a.value;
  if (a.kind === 'decimal') return Number(a.value);
  if (a.kind === 'fraction') return a.numerator / a.denominator;
  return undefined;
}

/** Coins from `tray` adding up to `cents` exactly, fewest first found (a small change-making search), or undefined. */
export function makeAmount(cents: number, tray: readonly number[]): number[] | undefined {
  const best: (number[] | undefined)[] = [[]];
  for (let v = 1; v <= cents; v++) {
    for (const c of tray) {
      const rest = best[v - c];
      if (c <= v && rest && (!best[v] || rest.length + 1 < best[v]!.length)) best[v] = [...rest, c];
    }
  }
  return best[cents];
}

/**
 * What the model sends when the child makes the right answer on it (the
 * player's responseOf for the model's state), or a reason it cannot be made.
 */
export function witness(item: Item): Response | string {
  const v = item.visual;
  const a = item.answer;
  const n = numeric(a);
  switch (item.input) {
    case 'counters': {
      if (v?.type !== 'counters' || a.kind !== 'integer') return 'counters without a board';
      const room = Math.max(10, v.max ?? 10) - (v.fixed ?? 0);
      if (a.value > room) return `board of ${room} spaces for ${a.value}`;
      return { kind: 'integer', value: a.value };
    }
    case 'number-line': {
      if (v?.type !== 'number-line' || n === undefined) return 'number line without a line';
      const steps = (n - v.min) / v.step;
      if (n < v.min - 1e-9 || n > v.max + 1e-9 || !near(steps, Math.round(steps))) return `no mark at ${n} on ${v.min}..${v.max} by ${v.step}`;
      if (v.target !== undefined) return 'an arrow on a line the child places';
      if ((v.hops ?? []).some((h) => near(h.to, n))) return 'a jump lands on the answer';
      if (a.kind === 'fraction') {
        const den = v.denominator;
        if (!den) return 'a fraction line without its parts';
        const parts = Math.round(n * den);
        return { kind: 'fraction', numerator: parts, denominator: den };
      }
      return a.kind === 'decimal' ? { kind: 'decimal', value: String(n) } : { kind: 'integer', value: n };
    }
    case 'place-value-blocks': {
      if (a.kind !== 'integer' || a.value > 9999 || a.value < 0) return `blocks for ${JSON.stringify(a)}`;
      return { kind: 'integer', value: a.value };
    }
    case 'place-value-chart': {
      if (v?.type !== 'place-value-chart' || (a.kind !== 'integer' && a.kind !== 'decimal')) return 'chart without columns';
      const text = a.kind === 'integer' ? String(a.value) : a.value;
      const [whole, fraction = ''] = text.split('.');
      if (whole!.replace(/^0+/, '').length > v.high + 1) return `${text} has more digits than the chart's ${v.high + 1} columns`;
      if (fraction.length > -v.low) return `${text} has more decimals than the chart`;
      return a.kind === 'integer' ? { kind: 'integer', value: a.value } : { kind: 'decimal', value: a.value };
    }
    case 'fraction-bars': {
      if (v?.type !== 'fraction-bars' || n === undefined) return 'bars without a bar';
      const bar = v.bars[v.bars.length - 1]!;
      const shaded = n * bar.parts;
      if (!near(shaded, Math.round(shaded)) || shaded > bar.parts) return `${n} of a bar of ${bar.parts} parts`;
      if (Math.round(shaded) === bar.shaded) return 'the bar starts shaded as the answer';
      return { kind: 'fraction', numerator: Math.round(shaded), denominator: bar.parts };
    }
    case 'clock': {
      if (v?.type !== 'clock' || a.kind !== 'time') return 'clock without a face';
      if (v.hours === a.hours && v.minutes === a.minutes) return 'the clock starts at the answer';
      return { kind: 'time', hours: a.hours, minutes: a.minutes };
    }
    case 'coins': {
      if (v?.type !== 'coins' || a.kind !== 'money') return 'coins without a tray';
      if (v.currency !== a.currency) return `a ${v.currency} tray for ${a.currency}`;
      if (!makeAmount(a.cents, v.coins)) return `${a.cents} cannot be made from ${v.coins.join(', ')}`;
      return { kind: 'money', cents: a.cents, currency: a.currency };
    }
    case 'ruler': {
      if (v?.type !== 'ruler' || a.kind !== 'integer') return 'ruler without a scale';
      if (v.objectLength !== 0 || a.value > v.length || a.value < 1) return `a ${v.length} ruler for ${a.value}`;
      return { kind: 'integer', value: a.value };
    }
    case 'chart': {
      if ((v?.type !== 'bar-chart' && v?.type !== 'pictograph') || a.kind !== 'integer' || v.draw === undefined) return 'chart without a bar to draw';
      const scale = v.type === 'bar-chart' ? v.scale : v.perSymbol;
      if (v.categories[v.draw]!.value !== 0) return 'the bar to draw is drawn';
      if (a.value % scale !== 0 || (v.type === 'pictograph' && a.value / scale > 10)) return `${a.value} on a scale of ${scale}`;
      return { kind: 'integer', value: a.value };
    }
    case 'angle': {
      if (v?.type !== 'protractor' || a.kind !== 'integer') return 'no protractor';
      if (a.value % 5 !== 0 || a.value <= 0 || a.value > v.max) return `${a.value}° on a ${v.max}° protractor`;
      return { kind: 'integer', value: a.value };
    }
    case 'coordinate-grid': {
      if (v?.type !== 'coordinate-grid' || a.kind !== 'point') return 'no grid';
      const lo = v.negative ? -v.size : 0;
      if ([a.x, a.y].some((c) => c < lo || c > v.size)) return `(${a.x}, ${a.y}) off the grid`;
      return { kind: 'point', x: a.x, y: a.y };
    }
    case 'rectangle': {
      if (v?.type !== 'rectangle-board' || a.kind !== 'rectangle') return 'no board';
      if (a.rows > v.rows || a.columns > v.columns) return `${a.rows} × ${a.columns} on a ${v.rows} × ${v.columns} board`;
      return { kind: 'rectangle', rows: a.rows, columns: a.columns, match: 'exact' };
    }
    case 'geoboard': {
      if (v?.type !== 'geoboard' || a.kind !== 'polygon') return 'no geoboard';
      return { kind: 'drawn-polygon', points: a.example };
    }
    default:
      return `not a model: ${item.input}`;
  }
}

describe('answer models', () => {
  it('every item answered on a model is made on it, and its witness is checked right', () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    let checked = 0;
    for (const topic of TOPICS) {
      for (const grade of topic.grades) {
        for (const difficulty of DIFFICULTIES) {
          for (const units of usesUnits(topic.key) ? UNIT_SYSTEMS : (['metric'] as const)) {
            const currencies = topic.key.startsWith('money/') ? CURRENCIES : (['USD'] as const);
            for (const currency of currencies) {
              for (let s = 0; s < 6 && problems.length < 10; s++) {
                for (const story of [false, true]) {
                  const item = generateItem({ topic: topic.key, grade, difficulty, seed: `model-${s}`, units, currency, story });
                  if (!(MODEL_INPUTS as readonly string[]).includes(item.input)) continue;
                  seen.add(item.input);
                  const sent = witness(item);
                  if (typeof sent === 'string') {
                    problems.push(`${item.id}: ${sent}`);
                    continue;
                  }
                  // a widget's structured answer reads the same in every language: each is checked in English and one other, in turn
                  for (const language of ['en', LANGUAGES[1 + (checked % 3)]!] as const) {
                    const result = checkAnswer(item, sent, language);
                    if (!result.correct) problems.push(`${item.id} in ${language}: ${JSON.stringify(sent)} is ${result.reason}`);
                  }
                  checked++;
                }
              }
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
    // every model the player has is reached by the engine
    expect([...seen].sort()).toEqual([...MODEL_INPUTS].sort());
    expect(checked).toBeGreaterThan(1500);
  });

  it('finds coins for an amount only when the tray can make it', () => {
    expect(makeAmount(30, [25, 50, 100])).toBeUndefined();
    expect(makeAmount(75, [25, 50, 100])?.reduce((x, y) => x + y, 0)).toBe(75);
    expect(makeAmount(0, [5])).toEqual([]);
  });
});
