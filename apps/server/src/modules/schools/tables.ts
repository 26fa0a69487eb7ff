import { integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Schools people can pick in the registration forms (spec §3 "School (from
 * search)"). The trigram and prefix indexes on lower(name) that the search
 * uses are in a hand-written migration (they need the pg_trgm extension).
 */
export const schools = pgTable(
  'schools',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    address1: varchar('address1', { length: 255 }).notNull().default(''),
    city: varchar('city', { length: 255 }).notNull().default(''),
    zipCode: varchar('zip_code', { length: 32 }).notNull().default(''),
    /** The school's official identifier in its country (NCES id, ACARA id, URN). */
    code: varchar('code', { length: 32 }).notNull(),
    /** Subregion code (SubRegionsEnum value) or county; '' when none. */
    state: varchar('state', { length: 64 }).notNull().default(''),
    /** Position of the state in its country's subregion list. */
    stateOrder: integer('state_order'),
    /** Subregion as displayed. */
    subRegion: varchar('sub_region', { length: 255 }).notNull().default(''),
    /** ISO 3166-1 alpha-2. */
    country: varchar('country', { length: 2 }).notNull(),
  },
  (t) => [uniqueIndex('schools_country_code_key').on(t.country, t.code)],
);

/** Spec §6 enterprise invite links, one per school and invite type, made on first request. */
export const schoolInviteLinks = pgTable(
  'school_invite_links',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** 1 teacher enterprise invite, 2 parent consumer enterprise invite. */
    inviteType: smallint('invite_type').notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('school_invite_links_school_type_key').on(t.schoolId, t.inviteType)],
);

/**
 * Every word-start suffix of a school's lower-cased name past its first word
 * ("zebra hillcrest elementary" → "hillcrest elementary", "elementary"), so
 * a term that starts a later word is found through a btree in index order,
 * like a prefix (its text_pattern_ops index is in a hand-written migration).
 */
export const schoolNameSuffixes = pgTable('school_name_suffixes', {
  schoolId: integer('school_id')
    .notNull()
    .references(() => schools.id, { onDelete: 'cascade' }),
  suffix: varchar('suffix', { length: 255 }).notNull(),
});
