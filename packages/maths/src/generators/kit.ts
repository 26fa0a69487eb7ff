/** Small helpers the topic generators share. Internal to the package. */
import type { Rng } from '../rng.ts';
import { decimalString } from '../rational.ts';
import { GRADES, type Answer, type AnswerKind, type Choice, type Currency, type Difficulty, type Grade, type InputKind, type Item, type TextParam, type TextRef, type Unit, type UnitSystem, type Visual, type VisualType } from '../types.ts';

export interface Ctx {
  rng: Rng;
  grade: Grade;
  /** grade order: K = 0 … 6 */
  g: number;
  d: Difficulty;
  currency: Currency;
  /** always 'metric' outside the measurement strand (generate.ts usesUnits) */
  units: UnitSystem;
  /** a word problem was asked for (in one of the topic's story grades): the item must carry a story */
  story: boolean;
}

/** What a topic generator returns; generate.ts adds the identity fields. */
export interface Made {
  /** the form of the item inside its skill ('regroup', 'build-array'); the item itself carries the activity's subtopic (contracts.ts) */
  subtopic: string;
  prompt: TextRef;
  story?: TextRef;
  answer: Answer;
  input?: InputKind;
  choices?: Choice[];
  visual?: Item['visual'];
  explanation: TextRef[];
}

export interface TopicDef {
  answerKinds: readonly AnswerKind[];
  visuals: readonly VisualType[];
  /** the grades in which make() tells a story whenever ctx.story asks (the catalogue makes word-problem sets for these) */
  stories: readonly Grade[];
  make(ctx: Ctx): Made;
}

/** Every grade: for a topic that tells stories in all the grades it serves. */
export const EVERY_GRADE: readonly Grade[] = GRADES;

/**
 * How often an item whose maths a model can show is answered on that model
 * (learning by doing), at every difficulty: the rest are typed or chosen, so a
 * child also meets the bare numbers.
 */
export const ON_MODEL = 0.65;

/** True for an item to answer on its model. */
export const onModel = (rng: Rng, share = ON_MODEL) => rng.chance(share);

/** A number line of whole numbers from lo to hi, a tick every `step`, labelled at both ends and at every multiple of `every`. */
export function numberLine(lo: number, hi: number, step: number, every: number, extra: Partial<Extract<Visual, { type: 'number-line' }>> = {}): Extract<Visual, { type: 'number-line' }> {
  const labelled: number[] = [];
  for (let v = lo; v <= hi; v += step) if (v === lo || v === hi || v % every === 0) labelled.push(v);
  return { type: 'number-line', min: lo, max: hi, step, labelled, ...extra };
}

export const t = (key: string, params: Record<string, TextParam> = {}): TextRef => ({ key, params });
export const term = (key: string, count?: number): TextParam => (count === undefined ? { type: 'term', key } : { type: 'term', key, count });
export const unit = (u: Unit, count?: number): TextParam => (count === undefined ? { type: 'unit', unit: u } : { type: 'unit', unit: u, count });
export const dec = (units: number, places: number): TextParam => (places === 0 ? units : { type: 'decimal', value: decimalString(units, places) });
export const frac = (numerator: number, denominator: number): TextParam => ({ type: 'fraction', numerator, denominator });
export const money = (cents: number, currency: Currency): TextParam => ({ type: 'money', cents, currency });
export const time = (hours: number, minutes: number): TextParam => ({ type: 'time', hours, minutes });
export const list = (items: TextParam[], joiner: 'comma' | 'plus' | 'times' = 'comma'): TextParam => ({ type: 'list', items, joiner });

/** Answer for a scaled integer: integer when places is 0, else a canonical decimal. */
export function numAnswer(units: number, places: number, u?: Unit): Answer {
  if (places === 0) return u ? { kind: 'integer', value: units, unit: u } : { kind: 'integer', value: units };
  const value = decimalString(units, places);
  if (!value.includes('.')) return u ? { kind: 'integer', value: Number(value), unit: u } : { kind: 'integer', value: Number(value) };
  return u ? { kind: 'decimal', value, unit: u } : { kind: 'decimal', value };
}

/** Three-way choices '<', '>', '=' and the matching answer. */
export function compareChoices(sign: number): { choices: Choice[]; answer: Answer; symbol: string } {
  const symbol = sign < 0 ? '<' : sign > 0 ? '>' : '=';
  return {
    choices: ['<', '>', '='].map((s) => ({ key: s, label: t('raw', { text: s }) })),
    answer: { kind: 'choice', key: symbol },
    symbol,
  };
}

export const NAME_COUNT = 10;
/** A person's name: rendered from the language's own list of names. */
export const name = (rng: Rng): TextParam => term(`name.${rng.int(0, NAME_COUNT - 1)}`);
/** Two different names. */
export function twoNames(rng: Rng): [TextParam, TextParam] {
  const [a, b] = rng.sample([...Array(NAME_COUNT).keys()], 2) as [number, number];
  return [term(`name.${a}`), term(`name.${b}`)];
}

/** Countable things for stories and pictures. */
export const OBJECTS = ['apple', 'pencil', 'marble', 'sticker', 'book', 'shell', 'cookie', 'balloon', 'card', 'star'] as const;
export const obj = (key: string, count?: number) => term(`obj.${key}`, count);

/** Uniform integer from a [min, max] pair chosen by difficulty. */
export function byD<T>(d: Difficulty, options: readonly [T, T, T]): T {
  return options[d - 1]!;
}

/** Place value 10^p. */
export const pow10 = (p: number) => 10 ** p;

/** Digits of a non-negative integer, ones first. */
export function digits(n: number): number[] {
  const out: number[] = [];
  do {
    out.push(n % 10);
    n = Math.floor(n / 10);
  } while (n > 0);
  return out;
}

/** A random integer with exactly k digits (k ≥ 1). */
export function kDigit(rng: Rng, k: number): number {
  return k === 1 ? rng.int(1, 9) : rng.int(pow10(k - 1), pow10(k) - 1);
}

/** n, nudged off a multiple of 10 so a decimal keeps its last digit (4.2, not 4.0). */
export const notRound = (n: number) => (n % 10 === 0 ? n + 1 : n);

export function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

export function factorsOf(n: number): number[] {
  const out: number[] = [];
  for (let i = 1; i <= n; i++) if (n % i === 0) out.push(i);
  return out;
}

/** "Who has more?": the two people and "the same" as choices, and the right key for the sign of (first − second). */
export function whoChoices(first: TextParam, second: TextParam, sign: number): { choices: Choice[]; answer: Answer } {
  return {
    choices: [
      { key: 'a', label: t('term', { t: first }) },
      { key: 'b', label: t('term', { t: second }) },
      { key: 'same', label: t('term', { t: term('choice.same') }) },
    ],
    answer: { kind: 'choice', key: sign > 0 ? 'a' : sign < 0 ? 'b' : 'same' },
  };
}

/** The choices Yes and No, and the key of the right one. */
export const yesNo = (yes: boolean): { choices: Choice[]; key: string } => ({
  choices: ['yes', 'no'].map((k) => ({ key: k, label: t('term', { t: term(`choice.${k}`) }) })),
  key: yes ? 'yes' : 'no',
});
