/**
 * The maths engine as every player uses it (episodes, class rooms, games):
 * the page language, the page region's country (the server plans every run,
 * decision 043), and turning a widget's state into a response.
 */
import type { PlayableItem } from '@numbloom/maths/playable';
import { currencyForCountry, LANGUAGES, unitsForCountry, type Currency, type Language, type Response, type UnitSystem } from '@numbloom/maths/types';
import { findRegion } from '@numbloom/domain/regions';
import { pageSettings } from '../lib/page-settings.ts';

export const pageLanguage = (): Language => {
  const lang = pageSettings().language as Language;
  return LANGUAGES.includes(lang) ? lang : 'en';
};
/** The page region's country (ISO 3166-1 alpha-2): its currency and units, as the server's runs and the worksheet PDFs read them. */
export const pageCountry = (): string => findRegion(pageSettings().region)?.iso2 ?? 'US';
export const regionCurrency = (): Currency => currencyForCountry(pageCountry());
/** Customary units on a US page, metric elsewhere (decision 029): the worksheet PDFs of the same region agree. */
export const regionUnits = (): UnitSystem => unitsForCountry(pageCountry());

/** What a widget holds while the learner works. */
export type WidgetState =
  | { kind: 'text'; text: string }
  | { kind: 'choice'; key: string }
  | { kind: 'number-line'; value: number }
  | { kind: 'clock'; hours: number; minutes: number }
  | { kind: 'fraction-bars'; pattern: boolean[] }
  | { kind: 'place-value-blocks'; thousands: number; hundreds: number; tens: number; ones: number }
  | { kind: 'coins'; coins: number[] }
  | { kind: 'coordinate-grid'; x: number; y: number }
  | { kind: 'rectangle'; rows: number; columns: number }
  | { kind: 'geoboard'; points: { x: number; y: number }[] }
  /** which cells of the ten frames hold a counter the learner placed (fixed counters are not among them) */
  | { kind: 'counters'; cells: boolean[] }
  /** disks in each column of a place-value chart, from its highest place down */
  | { kind: 'place-value-chart'; digits: number[] }
  | { kind: 'ruler'; length: number }
  | { kind: 'chart'; value: number }
  | { kind: 'angle'; degrees: number };

/**
 * Models as initialState made them, before the learner first moved them. Such
 * a model gives no answer: a point left at (0, 0), a marker at the line's
 * start or a clock at its start time would otherwise be sent as the child's
 * answer, and score whenever the answer happens to be where the model starts.
 * Any change a model makes is a new state object, so it leaves this set.
 */
const untouched = new WeakSet<WidgetState>();

/** Whether the learner has not moved this answer model yet (it then gives no answer). */
export const isUntouched = (state: WidgetState): boolean => untouched.has(state);

/** The starting state of an item's answer widget (a full item, or a server-checked run's playable one): a model starts as its picture shows it (a board's first counters, a bar's first parts, a clock's start time). */
export function initialState(item: Pick<PlayableItem, 'input' | 'visual'>): WidgetState {
  const state = startOf(item);
  if (state.kind !== 'text' && state.kind !== 'choice') untouched.add(state);
  return state;
}

function startOf(item: Pick<PlayableItem, 'input' | 'visual'>): WidgetState {
  const v = item.visual;
  switch (item.input) {
    case 'choice':
      return { kind: 'choice', key: '' };
    case 'number-line':
      return { kind: 'number-line', value: v?.type === 'number-line' ? v.min : 0 };
    case 'clock':
      return v?.type === 'clock' ? { kind: 'clock', hours: v.hours, minutes: v.minutes } : { kind: 'clock', hours: 12, minutes: 0 };
    case 'fraction-bars': {
      const bar = v?.type === 'fraction-bars' ? v.bars[v.bars.length - 1] : undefined;
      return { kind: 'fraction-bars', pattern: Array.from({ length: bar?.parts ?? 4 }, (_, i) => i < (bar?.shaded ?? 0)) };
    }
    case 'place-value-blocks':
      return { kind: 'place-value-blocks', thousands: 0, hundreds: 0, tens: 0, ones: 0 };
    case 'place-value-chart':
      return { kind: 'place-value-chart', digits: Array.from({ length: v?.type === 'place-value-chart' ? v.high - v.low + 1 : 4 }, () => 0) };
    case 'counters': {
      const board = v?.type === 'counters' ? v : undefined;
      const fixed = board?.fixed ?? 0;
      const cells = Math.max(10, board?.max ?? 10) - fixed;
      return { kind: 'counters', cells: Array.from({ length: cells }, (_, i) => i < (board?.count ?? 0)) };
    }
    case 'coins':
      return { kind: 'coins', coins: [] };
    case 'ruler':
      return { kind: 'ruler', length: 0 };
    case 'chart':
      return { kind: 'chart', value: 0 };
    case 'angle':
      return { kind: 'angle', degrees: 0 };
    case 'coordinate-grid':
      return { kind: 'coordinate-grid', x: 0, y: 0 };
    case 'rectangle':
      return { kind: 'rectangle', rows: 0, columns: 0 };
    case 'geoboard':
      return { kind: 'geoboard', points: [] };
    default:
      return { kind: 'text', text: '' };
  }
}

/** The number a place-value chart shows, as the engine writes decimals ('402.05'), from its digits and lowest place. */
export function chartValue(digits: readonly number[], low: number): string {
  // integer arithmetic in units of the lowest place, so 0.1 + 0.2 never becomes 0.30000000000000004
  let units = 0n;
  for (const d of digits) units = units * 10n + BigInt(d);
  if (low >= 0) return String(units * 10n ** BigInt(low));
  const text = units.toString().padStart(-low + 1, '0');
  const whole = text.slice(0, low);
  const fraction = text.slice(low).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** The response the checker reads: typed text as it is, a widget as a structured answer. Undefined when nothing is chosen yet, or the model is untouched. */
export function responseOf(state: WidgetState, item: PlayableItem): Response | undefined {
  if (untouched.has(state)) return undefined;
  switch (state.kind) {
    case 'text':
      return state.text;
    case 'choice':
      return state.key ? { kind: 'choice', key: state.key } : undefined;
    case 'number-line': {
      const a = item.answer;
      if (a.kind === 'decimal') return { kind: 'decimal', value: String(state.value) };
      // A line read in fractions says its parts in its picture. Whatever the answer's kind, the
      // marker may stand between whole numbers (a line plot in halves whose answer is 7): that is
      // sent as the fraction it is, a wrong answer, never an integer 6.5 the server must refuse.
      const den = item.visual?.type === 'number-line' && item.visual.denominator ? item.visual.denominator : 1;
      if (a.kind === 'fraction' || !Number.isInteger(state.value)) {
        if (a.kind !== 'fraction' && den === 1) return { kind: 'decimal', value: String(state.value) };
        const num = Math.round(state.value * den);
        const g = gcd(num, den) || 1;
        return { kind: 'fraction', numerator: num / g, denominator: den / g };
      }
      return { kind: 'integer', value: state.value };
    }
    case 'clock':
      return { kind: 'time', hours: state.hours, minutes: state.minutes };
    case 'fraction-bars':
      return { kind: 'fraction', numerator: state.pattern.filter(Boolean).length, denominator: state.pattern.length };
    case 'place-value-blocks':
      return { kind: 'integer', value: state.thousands * 1000 + state.hundreds * 100 + state.tens * 10 + state.ones };
    case 'coins':
      return { kind: 'money', cents: state.coins.reduce((s, c) => s + c, 0), currency: regionCurrency() };
    case 'coordinate-grid':
      return { kind: 'point', x: state.x, y: state.y };
    case 'rectangle':
      // match is the item's rule, not the learner's: the checker reads only rows and columns
      return state.rows && state.columns ? { kind: 'rectangle', rows: state.rows, columns: state.columns, match: 'exact' } : undefined;
    case 'geoboard':
      return state.points.length ? { kind: 'drawn-polygon', points: state.points } : undefined;
    case 'counters':
      return { kind: 'integer', value: state.cells.filter(Boolean).length };
    case 'place-value-chart': {
      const low = item.visual?.type === 'place-value-chart' ? item.visual.low : 0;
      const value = chartValue(state.digits, low);
      return value.includes('.') ? { kind: 'decimal', value } : { kind: 'integer', value: Number(value) };
    }
    case 'ruler':
      return { kind: 'integer', value: state.length };
    case 'chart':
      return { kind: 'integer', value: state.value };
    case 'angle':
      return { kind: 'integer', value: state.degrees };
  }
}
