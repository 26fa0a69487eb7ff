import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { GeneratedSchool } from './generate.ts';
import { schoolInviteLinks, schoolNameSuffixes, schools } from './tables.ts';

/**
 * SQL for schools. The search runs in tiers, each from an index, each only
 * when the ones before it left room (see drizzle/0004 and 0006):
 *   1. names starting with the term, from the text_pattern_ops btree on
 *      lower(name), in name order (an exact match sorts first: it is the
 *      shortest name with that prefix);
 *   2. names where the term starts a later word, from the btree on the
 *      word-start suffixes, in suffix order;
 *   3. when the term has three letters or digits in a row: names containing
 *      it anywhere, from the pg_trgm GIN index, ranked by trigram similarity
 *      among at most CONTAINS_CANDIDATES rows, so a common fragment costs the
 *      same as a rare one.
 */

export const CONTAINS_CANDIDATES = 400;

const columns = {
  id: schools.id,
  name: schools.name,
  address1: schools.address1,
  city: schools.city,
  zipCode: schools.zipCode,
  code: schools.code,
  state: schools.state,
  stateOrder: schools.stateOrder,
  subRegion: schools.subRegion,
  country: schools.country,
};
export type SchoolRow = {
  id: number;
  name: string;
  address1: string;
  city: string;
  zipCode: string;
  code: string;
  state: string;
  stateOrder: number | null;
  subRegion: string;
  country: string;
};

const lowerName = sql`lower(${schools.name})`;

/** The smallest string greater than every string that starts with `prefix` (byte order, as text_pattern_ops compares). */
export function prefixUpperBound(prefix: string): string {
  const points = Array.from(prefix);
  while (points.length > 0) {
    const last = points.pop()!.codePointAt(0)!;
    let next = last + 1;
    if (next >= 0xd800 && next <= 0xdfff) next = 0xe000; // surrogates are not characters
    if (next <= 0x10ffff) return points.join('') + String.fromCodePoint(next);
  }
  return '\u{10ffff}'.repeat(prefix.length + 1);
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

const inRange = (column: SQL, term: string): SQL => sql`(${column} ~>=~ ${term} and ${column} ~<~ ${prefixUpperBound(term)})`;

/** Word separators, the same in the suffix table (SQL) and for the term (here). */
const SEPARATORS_SQL = '[\\s\\-/(),.&]+';
export const wordTerm = (term: string) => term.replace(/[\s\-/(),.&]+/g, ' ').trim();

/** Tier 1: exact and prefix matches in name order. */
export function prefixQuery(db: Db, term: string, limit: number) {
  return db
    .select(columns)
    .from(schools)
    .where(inRange(lowerName, term))
    .orderBy(sql`${lowerName} using ~<~`)
    .limit(limit);
}

/** Tier 2: names where the term starts a later word, in suffix order. */
export function wordStartQuery(db: Db, term: string, limit: number) {
  const suffix = sql`${schoolNameSuffixes.suffix}`;
  return db
    .select(columns)
    .from(schoolNameSuffixes)
    .innerJoin(schools, eq(schools.id, schoolNameSuffixes.schoolId))
    .where(inRange(suffix, wordTerm(term)))
    .orderBy(sql`${suffix} using ~<~`)
    .limit(limit);
}

/** Whether a term can use the trigram index (it needs three letters or digits in a row). */
export const canSearchContains = (term: string) => /[\p{L}\p{N}]{3}/u.test(term);

/** Tier 3: names containing the term anywhere, by trigram similarity. */
export function containsQuery(db: Db, term: string, limit: number) {
  const candidates = db
    .select({ ...columns, lowerName: sql<string>`${lowerName}`.as('lower_name') })
    .from(schools)
    .where(sql`${lowerName} like ${`%${escapeLike(term)}%`}`)
    .limit(CONTAINS_CANDIDATES)
    .as('candidates');
  return db
    .select({
      id: candidates.id,
      name: candidates.name,
      address1: candidates.address1,
      city: candidates.city,
      zipCode: candidates.zipCode,
      code: candidates.code,
      state: candidates.state,
      stateOrder: candidates.stateOrder,
      subRegion: candidates.subRegion,
      country: candidates.country,
    })
    .from(candidates)
    .orderBy(sql`similarity(${candidates.lowerName}, ${term}) desc`, candidates.name, candidates.id)
    .limit(limit);
}

/**
 * Runs a tier-3 query with sequential scans off. The rows are not spread
 * evenly (a country's schools sit together), so "a scan will meet enough
 * matches early" is a guess that can read the whole table; the trigram index
 * never does.
 */
export function withIndexScans<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return run(tx as unknown as Db);
  });
}

/** The search itself: the term must already be trimmed and lower-cased, and not empty. */
export async function searchSchools(db: Db, term: string, limit: number): Promise<SchoolRow[]> {
  const found: SchoolRow[] = await prefixQuery(db, term, limit);
  const add = (rows: SchoolRow[]) => {
    const seen = new Set(found.map((r) => r.id));
    for (const row of rows) {
      if (found.length >= limit) break;
      if (!seen.has(row.id)) {
        found.push(row);
        seen.add(row.id);
      }
    }
  };
  if (found.length < limit && wordTerm(term) !== '') add(await wordStartQuery(db, term, limit * 2));
  if (found.length < limit && canSearchContains(term)) {
    add(await withIndexScans(db, (tx) => containsQuery(tx, term, limit * 2)));
  }
  return found;
}

export async function findSchool(db: Db, id: number): Promise<SchoolRow | undefined> {
  const [row] = await db.select(columns).from(schools).where(eq(schools.id, id)).limit(1);
  return row;
}

/** A school to insert: the generator's shape, with the optional parts optional. */
export type SchoolInput = Pick<GeneratedSchool, 'name' | 'code' | 'country'> & Partial<GeneratedSchool>;

/**
 * Inserts schools that are not there yet ((country, code) is unique) with
 * their word-start suffixes, in one statement per batch: the batch travels
 * as a single JSON parameter, which both drivers pass cheaply and which has
 * no 65,535-parameter ceiling. Returns how many schools were new.
 */
export async function insertSchools(db: Db, batch: readonly SchoolInput[]): Promise<number> {
  if (batch.length === 0) return 0;
  const rows = batch.map((s) => ({
    name: s.name.replace(/\s+/g, ' ').trim(),
    address1: s.address1 ?? '',
    city: s.city ?? '',
    zip_code: s.zip_code ?? '',
    code: s.code,
    state: s.state ?? '',
    state_order: s.state_order ?? null,
    sub_region: s.sub_region ?? '',
    country: s.country,
  }));
  const result = await db.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as s(
        name varchar, address1 varchar, city varchar, zip_code varchar, code varchar,
        state varchar, state_order integer, sub_region varchar, country varchar)
    ), added as (
      insert into schools (name, address1, city, zip_code, code, state, state_order, sub_region, country)
      select name, address1, city, zip_code, code, state, state_order, sub_region, country from input
      on conflict (country, code) do nothing
      returning id, name
    ), suffixes as (
      insert into school_name_suffixes (school_id, suffix)
      select added.id, array_to_string(w.words[i:], ' ')
      from added
      cross join lateral (select regexp_split_to_array(lower(added.name), ${SEPARATORS_SQL}) as words) w
      cross join lateral generate_series(2, cardinality(w.words)) as i
      where w.words[i] <> ''
      returning 1
    )
    select (select count(*) from added)::int as added`);
  return (result.rows[0] as { added: number }).added;
}

/**
 * The search indexes, as migrations 0004 and 0006 create them. A bulk load
 * into an empty table drops them and builds them once at the end, which is
 * many times faster than keeping a GIN index up to date row by row.
 */
const SEARCH_INDEXES: Array<[name: string, create: string]> = [
  ['schools_name_prefix_idx', 'create index if not exists "schools_name_prefix_idx" on "schools" (lower("name") text_pattern_ops)'],
  ['schools_name_trgm_idx', 'create index if not exists "schools_name_trgm_idx" on "schools" using gin (lower("name") gin_trgm_ops)'],
  ['school_name_suffixes_suffix_idx', 'create index if not exists "school_name_suffixes_suffix_idx" on "school_name_suffixes" ("suffix" text_pattern_ops)'],
];

/** Loads many schools: into an empty table without the search indexes (built after), else batch by batch. */
export async function bulkLoadSchools(db: Db, batches: Iterable<SchoolInput[]>, onBatch: (seen: number, added: number) => void = () => {}) {
  const empty = (await countSchools(db)) === 0;
  let seen = 0;
  let added = 0;
  if (empty) for (const [name] of SEARCH_INDEXES) await db.execute(sql.raw(`drop index if exists "${name}"`));
  try {
    for (const batch of batches) {
      added += await insertSchools(db, batch);
      seen += batch.length;
      onBatch(seen, added);
    }
  } finally {
    if (empty) for (const [, create] of SEARCH_INDEXES) await db.execute(sql.raw(create));
    await db.execute(sql`analyze schools`);
    await db.execute(sql`analyze school_name_suffixes`);
  }
  return added;
}

export async function countSchools(db: Db): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from schools`);
  return (result.rows[0] as { n: number }).n;
}

/** The invite tokens of a school for the given types, made (once) when missing. */
export async function inviteTokens(db: Db, schoolId: number, types: readonly number[], newToken: () => string) {
  await db
    .insert(schoolInviteLinks)
    .values(types.map((inviteType) => ({ schoolId, inviteType, token: newToken() })))
    .onConflictDoNothing({ target: [schoolInviteLinks.schoolId, schoolInviteLinks.inviteType] });
  return db
    .select({ inviteType: schoolInviteLinks.inviteType, token: schoolInviteLinks.token })
    .from(schoolInviteLinks)
    .where(and(eq(schoolInviteLinks.schoolId, schoolId), inArray(schoolInviteLinks.inviteType, [...types])))
    .orderBy(schoolInviteLinks.inviteType);
}

/** The school and invitation type a token belongs to; undefined for a token never made or renewed away. */
export async function findInviteToken(db: Db, token: string) {
  const [row] = await db
    .select({ schoolId: schoolInviteLinks.schoolId, inviteType: schoolInviteLinks.inviteType })
    .from(schoolInviteLinks)
    .where(eq(schoolInviteLinks.token, token))
    .limit(1);
  return row;
}

/** Gives a school's invitation of this type a new token: the old link stops working at once. */
export async function renewInviteToken(db: Db, schoolId: number, inviteType: number, token: string): Promise<void> {
  await db
    .insert(schoolInviteLinks)
    .values({ schoolId, inviteType, token })
    .onConflictDoUpdate({ target: [schoolInviteLinks.schoolId, schoolInviteLinks.inviteType], set: { token, createdAt: new Date() } });
}

/** Schools by id (missing ids left out). */
export async function findSchools(db: Db, ids: number[]): Promise<SchoolRow[]> {
  if (ids.length === 0) return [];
  return db.select(columns).from(schools).where(inArray(schools.id, ids));
}
