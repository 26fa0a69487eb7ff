import { describe, expect, it } from 'vitest';
import { asFiles, generateOneRoster, zipOf } from './oneroster-fixtures.ts';
import { parseOneRoster } from './oneroster-parse.ts';

const shape = { schools: [{ identifier: 'SCH-1', name: 'North' }, { identifier: 'SCH-2', name: 'South' }], teachersPerSchool: 10, classesPerTeacher: 2, childrenPerClass: 25 };

describe('reading a OneRoster export', () => {
  it('reads thousands of rows written by Windows tools (byte-order mark, CRLF) as the same rows as plain files', () => {
    const plain = parseOneRoster(asFiles(generateOneRoster(shape).files));
    const windows = parseOneRoster(asFiles(generateOneRoster({ ...shape, crlf: true, bom: true }).files));
    expect(plain.issues).toEqual([]);
    expect(windows.issues).toEqual([]);
    expect(plain.users).toHaveLength(20 + 1000);
    expect(plain.enrollments).toHaveLength(40 + 1000);
    expect(windows).toEqual(plain);
    // quoted values with commas and quotes in them come back whole, and the first column's name is not spoiled by the mark
    expect(windows.users.map((u) => u.familyName)).toContain('García, Jr');
    expect(windows.users.map((u) => u.familyName)).toContain('Said "Sami"');
    expect(windows.orgs[1]).toMatchObject({ sourcedId: 'org-1', type: 'school', identifier: 'SCH-1', line: 3 });
  });

  it('reads the zip as the loose files, and 1.2 with its roles.csv as 1.1', () => {
    const { files } = generateOneRoster(shape);
    const fromZip = parseOneRoster([{ name: 'export.zip', bytes: zipOf(files) }]);
    expect(fromZip).toEqual(parseOneRoster(asFiles(files)));
    const v12 = parseOneRoster(asFiles(generateOneRoster({ ...shape, version: '1.2' }).files));
    expect(v12.version).toBe('1.2');
    expect(v12.issues).toEqual([]);
    expect(v12.users.map((u) => [u.sourcedId, u.role, u.orgSourcedIds])).toEqual(fromZip.users.map((u) => [u.sourcedId, u.role, u.orgSourcedIds]));
  });

  it('reports broken quoting with its line and reads the rows around it', () => {
    const { files } = generateOneRoster(shape);
    const lines = files['users.csv']!.split('\n');
    lines[5] = lines[5]!.replace(',teacher,', ',tea"cher,');
    const parsed = parseOneRoster(asFiles({ ...files, 'users.csv': lines.join('\n') }));
    const broken = parsed.issues.filter((i) => i.code === 'csv_broken');
    expect(broken).toEqual([expect.objectContaining({ file: 'users.csv', row: 6, blocking: true })]);
    expect(broken[0]!.message).toContain('line 6');
    expect(parsed.users).toHaveLength(1019);
  });

  it('reports a quote left open to the end of the file, without a crash', () => {
    const { files } = generateOneRoster(shape);
    const parsed = parseOneRoster(asFiles({ ...files, 'classes.csv': files['classes.csv']!.replace('Class 3 (02)', '"Class 3 (02)') }));
    expect(parsed.issues.some((i) => i.code === 'csv_broken' && i.file === 'classes.csv' && i.row > 0)).toBe(true);
  });

  it('names a missing file, a missing column and a sourcedId used twice', () => {
    const { files } = generateOneRoster(shape);
    const { 'enrollments.csv': _gone, ...rest } = files;
    const users = rest['users.csv']!.split('\n');
    users.splice(3, 0, users[2]!);
    const parsed = parseOneRoster(asFiles({ ...rest, 'users.csv': users.join('\n'), 'classes.csv': rest['classes.csv']!.replace('schoolSourcedId', 'school') }));
    expect(parsed.issues.map((i) => [i.file, i.row, i.field, i.code])).toEqual([
      ['users.csv', 4, 'sourcedId', 'duplicate_id'],
      ['classes.csv', 1, 'schoolSourcedId', 'column_missing'],
      ['enrollments.csv', 0, null, 'file_missing'],
    ]);
    expect(parsed.issues[1]!.message).toBe('The column schoolSourcedId is missing from the first row.');
  });

  it('says what a file that is not a zip nor UTF-8 is', () => {
    const parsed = parseOneRoster([
      { name: 'export.zip', bytes: new Uint8Array([1, 2, 3]) },
      { name: 'orgs.csv', bytes: new Uint8Array([0xff, 0xfe, 0x00]) },
    ]);
    expect(parsed.issues.map((i) => i.code)).toEqual(expect.arrayContaining(['zip_unreadable', 'file_unreadable', 'file_missing']));
  });
});
