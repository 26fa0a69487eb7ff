import { ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Staff lists: how many rows a page shows, and the most a page may ask for. */
export const PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/** A LIKE pattern matching `text` anywhere, with %, _ and \ taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Case-insensitive "contains" over several text columns; undefined when there is nothing to search for. */
export function searchColumns(columns: Array<PgColumn | SQL>, q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((c) => ilike(c, pattern)));
}

export interface Paging {
  limit: number;
  offset: number;
}

/** Page n (from 1) of `size` rows. */
export const paging = (page = 1, size = PAGE_SIZE): Paging => {
  const limit = Math.min(Math.max(1, size), MAX_PAGE_SIZE);
  return { limit, offset: (Math.max(1, page) - 1) * limit };
};

/** Every matching row, for a CSV export (a sanity cap far above any real list). */
export const EXPORT_ALL: Paging = { limit: 100_000, offset: 0 };
