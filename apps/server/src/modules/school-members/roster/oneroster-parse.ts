import { parse, type CsvError, type Info } from 'csv-parse/sync';
import { unzipSync } from 'fflate';
import { ONEROSTER_FILES, ONEROSTER_REQUIRED_COLUMNS, ROSTER_NOTICE_CODES, ROSTER_TEXTS, type OneRosterFile, type RosterIssueCode } from '@numbloom/domain/roster';
import type { RosterIssue } from '@numbloom/domain/roster-schema';

/**
 * Reads a OneRoster 1.1 or 1.2 CSV export (the zip a student information
 * system makes, or its files one by one) into rows, with csv-parse: a
 * byte-order mark, Windows line endings and quoted values that hold commas,
 * quotes or line breaks are read as the format says; a record whose quoting
 * is broken becomes a problem with its line, and the rest of the file is read.
 * Nothing here knows the database: oneroster-plan.ts decides what the rows mean.
 */

export interface RosterFile {
  name: string;
  bytes: Uint8Array;
}

export interface OrgRecord {
  line: number;
  sourcedId: string;
  status: string;
  name: string;
  type: string;
  identifier: string;
}

export interface UserRecord {
  line: number;
  sourcedId: string;
  status: string;
  /** teacher, student, administrator, aide… (1.2: the primary role of roles.csv) */
  role: string;
  orgSourcedIds: string[];
  givenName: string;
  familyName: string;
  preferredGivenName: string;
  email: string;
}

export interface ClassRecord {
  line: number;
  sourcedId: string;
  status: string;
  title: string;
  grades: string[];
  schoolSourcedId: string;
}

export interface EnrollmentRecord {
  line: number;
  sourcedId: string;
  status: string;
  classSourcedId: string;
  userSourcedId: string;
  role: string;
  primary: boolean;
}

export interface ParsedRoster {
  version: '1.1' | '1.2';
  orgs: OrgRecord[];
  users: UserRecord[];
  classes: ClassRecord[];
  enrollments: EnrollmentRecord[];
  issues: RosterIssue[];
  /** data rows read, all files together */
  rowsRead: number;
}

/** The other files of a OneRoster export, which an import has no use for: left alone without a word. */
const OTHER_ONEROSTER_FILES = new Set([
  'academicsessions.csv',
  'courses.csv',
  'demographics.csv',
  'lineitems.csv',
  'results.csv',
  'categories.csv',
  'resources.csv',
  'classresources.csv',
  'courseresources.csv',
  'userprofiles.csv',
  'scoreScales.csv'.toLowerCase(),
  'lineitemlearningobjectiveids.csv',
  'lineitemscorescales.csv',
  'resultlearningobjectiveids.csv',
  'resultscorescales.csv',
]);

export function rosterIssue(code: RosterIssueCode, file: string, line: number, field: string | null, values: Record<string, string | number> = {}): RosterIssue {
  return { file, row: line, field, code, blocking: !ROSTER_NOTICE_CODES.has(code), message: ROSTER_TEXTS[code](values), values };
}

const baseName = (path: string) => path.split(/[\\/]/).pop()!.toLowerCase();
const isZip = (file: RosterFile) => file.name.toLowerCase().endsWith('.zip') || (file.bytes[0] === 0x50 && file.bytes[1] === 0x4b && file.bytes[2] === 0x03 && file.bytes[3] === 0x04);

/** The CSV files by their OneRoster name, out of zips and loose files; problems for what cannot be opened. */
function collectFiles(files: RosterFile[], issues: RosterIssue[]): Map<OneRosterFile, Uint8Array> {
  const found = new Map<OneRosterFile, Uint8Array>();
  const take = (name: string, bytes: Uint8Array) => {
    const base = baseName(name);
    if ((ONEROSTER_FILES as readonly string[]).includes(base)) found.set(base as OneRosterFile, bytes);
    else if (!OTHER_ONEROSTER_FILES.has(base)) issues.push(rosterIssue('file_unknown', base, 0, null, { file: base }));
  };
  for (const file of files) {
    if (!isZip(file)) {
      take(file.name, file.bytes);
      continue;
    }
    let entries: Record<string, Uint8Array>;
    try {
      // only the entries an import reads are inflated
      entries = unzipSync(file.bytes, { filter: (f) => !f.name.endsWith('/') && !f.name.startsWith('__MACOSX/') && f.name.toLowerCase().endsWith('.csv') });
    } catch {
      issues.push(rosterIssue('zip_unreadable', baseName(file.name), 0, null, { file: baseName(file.name) }));
      continue;
    }
    for (const [name, bytes] of Object.entries(entries)) take(name, bytes);
  }
  return found;
}

/** One file's records as column → value, each with the line it starts on (the header is line 1). */
export function readCsv(file: string, bytes: Uint8Array, issues: RosterIssue[]): { columns: string[]; rows: Array<{ line: number; values: Record<string, string> }> } | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    issues.push(rosterIssue('file_unreadable', file, 0, null, { file }));
    return null;
  }
  let records: Array<{ record: string[]; info: Info }>;
  try {
    records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      skip_records_with_error: true,
      on_skip: (error: CsvError | undefined) => {
        const lines = (error as { lines?: unknown } | undefined)?.lines;
        const line = typeof lines === 'number' ? lines : 0;
        issues.push(rosterIssue('csv_broken', file, line, null, { line }));
        return undefined;
      },
    }) as unknown as Array<{ record: string[]; info: Info }>;
  } catch (error) {
    // a quote left open runs to the end of the file: the file is not read, and the line says where to look
    const lines = (error as { lines?: unknown }).lines;
    const line = typeof lines === 'number' ? lines : 0;
    issues.push(rosterIssue('csv_broken', file, line, null, { line }));
    return null;
  }
  const [header, ...data] = records;
  if (!header) return { columns: [], rows: [] };
  const columns = header.record.map((c) => c.trim());
  const rows = data.map(({ record, info }) => {
    const values: Record<string, string> = {};
    columns.forEach((column, i) => (values[column] = (record[i] ?? '').trim()));
    return { line: Number((info as { lines: number }).lines) - countLineBreaks(record), values };
  });
  return { columns, rows };
}

/** csv-parse reports the line a record ends on; a value with line breaks in it started earlier. */
function countLineBreaks(record: string[]): number {
  let n = 0;
  for (const value of record) for (let i = value.indexOf('\n'); i !== -1; i = value.indexOf('\n', i + 1)) n++;
  return n;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** Reads an export: the files an import needs, their columns, and each row's sourcedId once. */
export function parseOneRoster(files: RosterFile[]): ParsedRoster {
  const issues: RosterIssue[] = [];
  const found = collectFiles(files, issues);
  const parsed: ParsedRoster = { version: '1.1', orgs: [], users: [], classes: [], enrollments: [], issues, rowsRead: 0 };

  const read = (file: Exclude<OneRosterFile, 'manifest.csv'>, required: boolean) => {
    const bytes = found.get(file);
    if (!bytes) {
      if (required) issues.push(rosterIssue('file_missing', file, 0, null, { file }));
      return [];
    }
    const table = readCsv(file, bytes, issues);
    if (!table) return [];
    const missing = ONEROSTER_REQUIRED_COLUMNS[file].filter((c) => !table.columns.includes(c));
    for (const column of missing) issues.push(rosterIssue('column_missing', file, 1, column, { column }));
    if (missing.length > 0) return [];
    parsed.rowsRead += table.rows.length;
    // a row without its id, or with one an earlier row has, is a problem of its own and is not read further
    const seen = new Set<string>();
    const idColumn = file === 'roles.csv' ? null : 'sourcedId';
    return table.rows.filter(({ line, values }) => {
      if (!idColumn) return true;
      const id = values[idColumn]!;
      if (!id) {
        issues.push(rosterIssue('value_missing', file, line, idColumn, { column: idColumn }));
        return false;
      }
      if (id.length > 255) {
        issues.push(rosterIssue('value_too_long', file, line, idColumn, { column: idColumn, limit: 255 }));
        return false;
      }
      if (seen.has(id)) {
        issues.push(rosterIssue('duplicate_id', file, line, idColumn, { value: id }));
        return false;
      }
      seen.add(id);
      return true;
    });
  };

  const manifest = found.get('manifest.csv');
  const manifestTable = manifest ? readCsv('manifest.csv', manifest, issues) : null;
  const declared = manifestTable?.rows.find((r) => r.values.propertyName === 'oneroster.version')?.values.value;

  parsed.orgs = read('orgs.csv', true).map(({ line, values: v }) => ({
    line,
    sourcedId: v.sourcedId!,
    status: v.status ?? '',
    name: v.name!,
    type: v.type!,
    identifier: v.identifier ?? '',
  }));
  const userRows = read('users.csv', true);
  // 1.2 keeps a user's roles and schools in roles.csv; 1.1 in users.csv's role and orgSourcedIds
  const hasRoleColumn = userRows.length === 0 || 'role' in userRows[0]!.values;
  parsed.version = declared?.startsWith('1.2') || (!declared && !hasRoleColumn) ? '1.2' : '1.1';
  const roles = new Map<string, { role: string; orgs: string[] }>();
  if (!hasRoleColumn || found.has('roles.csv')) {
    for (const { values: v } of read('roles.csv', !hasRoleColumn)) {
      const held = roles.get(v.userSourcedId!) ?? { role: '', orgs: [] };
      // the primary role names the user's role; every role names a school they belong to
      if (!held.role || v.roleType === 'primary') held.role = v.role!;
      if (v.orgSourcedId && !held.orgs.includes(v.orgSourcedId)) held.orgs.push(v.orgSourcedId);
      roles.set(v.userSourcedId!, held);
    }
  }
  parsed.users = userRows.map(({ line, values: v }) => {
    const fromRoles = roles.get(v.sourcedId!);
    const orgs = list(v.orgSourcedIds);
    if (fromRoles) for (const o of fromRoles.orgs) if (!orgs.includes(o)) orgs.push(o);
    if (orgs.length === 0 && v.primaryOrgSourcedId) orgs.push(v.primaryOrgSourcedId);
    return {
      line,
      sourcedId: v.sourcedId!,
      status: v.status ?? '',
      role: v.role || fromRoles?.role || '',
      orgSourcedIds: orgs,
      givenName: v.givenName!,
      familyName: v.familyName!,
      preferredGivenName: v.preferredGivenName ?? '',
      email: v.email ?? '',
    };
  });
  parsed.classes = read('classes.csv', true).map(({ line, values: v }) => ({
    line,
    sourcedId: v.sourcedId!,
    status: v.status ?? '',
    title: v.title!,
    grades: list(v.grades),
    schoolSourcedId: v.schoolSourcedId!,
  }));
  parsed.enrollments = read('enrollments.csv', true).map(({ line, values: v }) => ({
    line,
    sourcedId: v.sourcedId!,
    status: v.status ?? '',
    classSourcedId: v.classSourcedId!,
    userSourcedId: v.userSourcedId!,
    role: v.role!,
    primary: (v.primary ?? '').toLowerCase() === 'true',
  }));
  return parsed;
}
