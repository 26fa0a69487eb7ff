import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A row that a statement written in SQL returned (`returning *`: columns by
 * their SQL names, values as the driver gave them), as the table's select
 * type: keys by the schema's names, each value through its column's mapping,
 * as a query built with the schema would have given it.
 */
export function fromDriverRow<T extends Table>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
