import { subregionsOf } from '@numbloom/domain/subregions';
import {
  AU_FEATURES,
  AU_NATURE,
  AU_STATES,
  COMPASS,
  ENGLAND_COUNTIES,
  ENGLISH_FIRST,
  ENGLISH_LAST,
  FEATURE_WORDS,
  NAMESAKES,
  NATURE_WORDS,
  SAINTS,
  STREET_NAMES,
  STREET_TYPES,
  US_STATES,
} from './generate-data.ts';

/**
 * A deterministic set of plausible schools for the search: about the K-12
 * schools of the United States, Australia and England together. The same
 * seed always gives the same schools in the same order, so the start-up
 * sample is a prefix of the full set and re-running a load inserts nothing new.
 */

export interface GeneratedSchool {
  name: string;
  address1: string;
  city: string;
  zip_code: string;
  code: string;
  state: string;
  state_order: number | null;
  sub_region: string;
  country: 'US' | 'AU' | 'GB';
}

/** About the number of K-12 schools in each (NCES, ACARA and DfE counts, rounded). */
export const FULL_COUNTS = { US: 130_000, AU: 9_600, GB: 24_400 } as const;
export const FULL_TOTAL = FULL_COUNTS.US + FULL_COUNTS.AU + FULL_COUNTS.GB;
/** Schools per country loaded at every start, so `npm start` has search results. */
export const SAMPLE_COUNTS = { US: 2_000, AU: 600, GB: 900 } as const;

/** mulberry32: a small, fast, well-distributed 32-bit PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof prng>;

function weighted<T extends { weight: number }>(items: readonly T[]) {
  const total = items.reduce((s, i) => s + i.weight, 0);
  return (rng: Rng): T => {
    let r = rng.next() * total;
    for (const item of items) {
      r -= item.weight;
      if (r < 0) return item;
    }
    return items[items.length - 1]!;
  };
}

const subregion = (country: 'US' | 'AU', code: string) => {
  const list = subregionsOf(country);
  const index = list.findIndex((s) => s.value === code);
  return { display: list[index]?.display ?? code, order: index >= 0 ? index + 1 : null };
};

const street = (rng: Rng, country: 'US' | 'AU' | 'GB') =>
  `${rng.int(1, country === 'US' ? 9999 : 400)} ${rng.pick(STREET_NAMES)} ${rng.pick(STREET_TYPES[country])}`;

const pickUsState = weighted(US_STATES);
function usSchool(rng: Rng, i: number): GeneratedSchool {
  const state = pickUsState(rng);
  const city = rng.pick(state.cities);
  const roll = rng.next();
  let name: string;
  if (roll < 0.3) name = `${rng.pick(NAMESAKES)} Elementary School`;
  else if (roll < 0.5) name = `${rng.pick(NATURE_WORDS)} ${rng.pick(FEATURE_WORDS)} Elementary School`;
  else if (roll < 0.58) name = `${rng.pick(NAMESAKES)} Middle School`;
  else if (roll < 0.64) name = `${rng.pick(NATURE_WORDS)} ${rng.pick(FEATURE_WORDS)} Middle School`;
  else if (roll < 0.7) name = `${city} ${rng.chance(0.5) ? 'High School' : `${rng.pick(COMPASS)} High School`}`;
  else if (roll < 0.75) name = `${rng.pick(NAMESAKES)} High School`;
  else if (roll < 0.8) name = `St. ${rng.pick(SAINTS)} Catholic School`;
  else if (roll < 0.84) name = `${rng.pick(NATURE_WORDS)} ${rng.pick(FEATURE_WORDS)} Academy`;
  else if (roll < 0.87) name = `${city} Christian Academy`;
  else if (roll < 0.9) name = `${rng.pick(NAMESAKES)} Charter School`;
  else if (roll < 0.92) name = `${city} Montessori School`;
  else if (roll < 0.94) name = `${city} Preparatory Academy`;
  else if (roll < 0.97) name = `${rng.pick(NATURE_WORDS)} ${rng.pick(FEATURE_WORDS)} K-8 School`;
  else name = `${rng.pick(NAMESAKES)} Junior High School`;
  const sub = subregion('US', state.code);
  const zip = `${String(rng.int(state.zip3[0], state.zip3[1])).padStart(3, '0')}${String(rng.int(1, 99)).padStart(2, '0')}`;
  return {
    name,
    address1: street(rng, 'US'),
    city,
    zip_code: zip,
    code: `${state.fips}${String(i).padStart(10, '0')}`,
    state: state.code,
    state_order: sub.order,
    sub_region: sub.display,
    country: 'US',
  };
}

const pickAuState = weighted(AU_STATES);
function auSchool(rng: Rng, i: number): GeneratedSchool {
  const state = pickAuState(rng);
  const suburb = rng.pick(state.suburbs);
  const place = rng.chance(0.5)
    ? suburb
    : rng.chance(0.5)
      ? `${rng.pick(AU_NATURE)} ${rng.pick(AU_FEATURES)}`
      : `${suburb} ${rng.pick(COMPASS)}`;
  const roll = rng.next();
  let name: string;
  if (roll < 0.55) name = `${place} ${state.primary}`;
  else if (roll < 0.72) name = `${place} ${state.secondary}`;
  else if (roll < 0.84) name = `St ${rng.pick(SAINTS)}'s Catholic ${rng.chance(0.7) ? 'Primary School' : 'College'}`;
  else if (roll < 0.9) name = `${suburb} Christian College`;
  else if (roll < 0.94) name = `${suburb} Anglican School`;
  else if (roll < 0.97) name = `${suburb} Grammar School`;
  else name = `${place} Community School`;
  const sub = subregion('AU', state.code);
  return {
    name,
    address1: street(rng, 'AU'),
    city: suburb,
    zip_code: String(rng.int(state.postcode[0], state.postcode[1])).padStart(4, '0'),
    code: String(40000 + i),
    state: state.code,
    state_order: sub.order,
    sub_region: sub.display,
    country: 'AU',
  };
}

const pickCounty = weighted(ENGLAND_COUNTIES);
const LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
function gbSchool(rng: Rng, i: number): GeneratedSchool {
  const county = pickCounty(rng);
  const [town, area] = rng.pick(county.towns);
  const place = rng.chance(0.45) ? town : `${rng.pick(ENGLISH_FIRST)}${rng.pick(ENGLISH_LAST)}`;
  const roll = rng.next();
  let name: string;
  if (roll < 0.35) name = `${place} Primary School`;
  else if (roll < 0.45) name = `${place} Community Primary School`;
  else if (roll < 0.55) name = `St ${rng.pick(SAINTS)}'s C of E Primary School`;
  else if (roll < 0.63) name = `St ${rng.pick(SAINTS)}'s Catholic Primary School`;
  else if (roll < 0.69) name = `${place} Infant School`;
  else if (roll < 0.74) name = `${place} Junior School`;
  else if (roll < 0.84) name = `${place} Academy`;
  else if (roll < 0.9) name = `${place} High School`;
  else if (roll < 0.93) name = `${place} Grammar School`;
  else if (roll < 0.97) name = `${place} Church of England Academy`;
  else name = `${place} Nursery and Infant School`;
  const postcode = `${area}${rng.int(1, 30)} ${rng.int(1, 9)}${rng.pick([...LETTERS])}${rng.pick([...LETTERS])}`;
  return {
    name,
    address1: street(rng, 'GB'),
    city: town,
    zip_code: postcode,
    code: String(100000 + i),
    state: county.name,
    state_order: null,
    sub_region: county.name,
    country: 'GB',
  };
}

const MAKERS = { US: usSchool, AU: auSchool, GB: gbSchool } as const;
const SEEDS = { US: 0x5eed_0001, AU: 0x5eed_0002, GB: 0x5eed_0003 } as const;

/** The first `count` schools of a country, always the same ones in the same order. */
export function* generateSchools(country: keyof typeof MAKERS, count: number): Generator<GeneratedSchool> {
  const rng = prng(SEEDS[country]);
  const make = MAKERS[country];
  for (let i = 0; i < count; i++) yield make(rng, i);
}

/** Every country's first schools (US, then AU, then GB), in batches for loading. */
export function* schoolBatches(counts: Record<'US' | 'AU' | 'GB', number>, batchSize: number): Generator<GeneratedSchool[]> {
  for (const country of ['US', 'AU', 'GB'] as const) {
    let batch: GeneratedSchool[] = [];
    for (const school of generateSchools(country, counts[country])) {
      batch.push(school);
      if (batch.length === batchSize) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  }
}
