/**
 * The maths engine as the player uses it: items for a run, the page language
 * and the region's currency and units, and turning a widget's state into a response.
 */
import { generateItem } from '@numbloom/maths/generate';
import { LANGUAGES, unitsForCountry, type Currency, type Difficulty, type Grade, type Item, type Language, type Response, type TopicKey, type UnitSystem } from '@numbloom/maths/types';
import type { Episode } from '@numbloom/domain/content';
import { findRegion } from '@numbloom/domain/regions';
import { pageSettings } from '../../app/page-settings.ts';

const REGION_CURRENCY: Record<string, Currency> = { us: 'USD', ca: 'CAD', au: 'AUD', nz: 'NZD', uk: 'GBP', aue: 'AED', zh: 'CNY' };

export const pageLanguage = (): Language => {
  const lang = pageSettings().language as Language;
  return LANGUAGES.includes(lang) ? lang : 'en';
};
export const regionCurrency = (): Currency => REGION_CURRENCY[pageSettings().region] ?? 'USD';
/** Customary units on a US page, metric elsewhere (decision 029): the worksheet PDFs of the same region agree. */
export const regionUnits = (): UnitSystem => unitsForCountry(findRegion(pageSettings().region)?.iso2 ?? '');

/** A fresh seed for a run; a ?seed= in the URL replays the same run. */
export const newRunSeed = () => Math.random().toString(36).slice(2, 10);

/**
 * The items of one run: count items from the episode's generator (class games
 * mix their topics). Word problems keep only items that carry a story.
 */
export function itemsForRun(episode: Episode, runSeed: string, count: number): Item[] {
  const topics = (episode.generator_mix?.length ? episode.generator_mix : [episode.generator_key]) as TopicKey[];
  const items: Item[] = [];
  for (let i = 0; items.length < count && i < count * 8; i++) {
    const item = generateItem({
      topic: topics[i % topics.length]!,
      grade: episode.grade as Grade,
      difficulty: episode.difficulty as Difficulty,
      seed: `${runSeed}-${i}`,
      currency: regionCurrency(),
      units: regionUnits(),
    });
    if (episode.type === 'word-problem' && !item.story) continue;
    items.push(item);
  }
  return items;
}

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
  | { kind: 'geoboard'; points: { x: number; y: number }[] };

/** The starting state of an item's answer widget. */
export function initialState(item: Item): WidgetState {
  const v = item.visual;
  switch (item.input) {
    case 'choice':
      return { kind: 'choice', key: '' };
    case 'number-line':
      return { kind: 'number-line', value: v?.type === 'number-line' ? v.min : 0 };
    case 'clock':
      return { kind: 'clock', hours: 12, minutes: 0 };
    case 'fraction-bars':
      return { kind: 'fraction-bars', pattern: Array.from({ length: v?.type === 'fraction-bars' ? (v.bars[0]?.parts ?? 4) : 4 }, () => false) };
    case 'place-value-blocks':
      return { kind: 'place-value-blocks', thousands: 0, hundreds: 0, tens: 0, ones: 0 };
    case 'coins':
      return { kind: 'coins', coins: [] };
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

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

/** The response the checker reads: typed text as it is, a widget as a structured answer. Undefined when nothing is chosen yet. */
export function responseOf(state: WidgetState, item: Item): Response | undefined {
  switch (state.kind) {
    case 'text':
      return state.text;
    case 'choice':
      return state.key ? { kind: 'choice', key: state.key } : undefined;
    case 'number-line': {
      const a = item.answer;
      if (a.kind === 'decimal') return { kind: 'decimal', value: String(state.value) };
      if (a.kind === 'fraction') {
        const den = a.denominator;
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
  }
}
