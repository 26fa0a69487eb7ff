/**
 * CSV for staff exports: RFC 4180 quoting, CRLF line ends, and cells that a
 * spreadsheet would run as a formula (starting with = + - @, tab or CR)
 * prefixed with a quote, as OWASP advises against CSV injection.
 */
export type Cell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: a header row, then one line per row, with a UTF-8 byte-order mark so spreadsheets read accents right. */
export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return '\uFEFF' + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
