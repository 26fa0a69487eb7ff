import { zipSync, strToU8 } from 'fflate';

/**
 * OneRoster exports made to order, as a student information system writes
 * them, for the tests and `npm run bench schools`: a district of schools, each
 * with its teachers, their classes and the classes' children, and a second
 * revision of the same export (names changed, children moved, classes renamed,
 * newcomers) to import again. Names hold commas, quotes and accents, so every
 * file has quoted values; `crlf` and `bom` write it as Windows tools do.
 */

export interface ExportShape {
  /** the schools: their identifier is the directory school's code */
  schools: Array<{ identifier: string; name: string }>;
  teachersPerSchool: number;
  classesPerTeacher: number;
  childrenPerClass: number;
  version?: '1.1' | '1.2';
  /** 2: the newer export */
  revision?: 1 | 2;
  crlf?: boolean;
  bom?: boolean;
  /** put before every sourcedId, so two exports of a test name different records */
  idPrefix?: string;
}

const GIVEN = ['Mia', 'Noah', 'Zoë', 'Liam', 'Ava', 'Oliver', 'Chloé', 'Amir', 'Sofía', 'Kai', 'Leila', 'Tomás'];
const FAMILY = ['Smith', "O'Brien", 'Nguyen', 'García, Jr', 'Okafor', 'Müller', 'Khan', 'Rossi', 'Said "Sami"', 'Lee'];

function csv(rows: string[][], crlf: boolean, bom: boolean): string {
  const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const eol = crlf ? '\r\n' : '\n';
  return (bom ? '\uFEFF' : '') + rows.map((r) => r.map(quote).join(',')).join(eol) + eol;
}

export interface ExportCounts {
  schools: number;
  teachers: number;
  classes: number;
  children: number;
}

/** The export's files by name (orgs, users, classes, enrollments, manifest; roles too for 1.2), and what it holds. */
export function generateOneRoster(shape: ExportShape): { files: Record<string, string>; counts: ExportCounts } {
  const { crlf = false, bom = false, version = '1.1', revision = 1, idPrefix: p = '' } = shape;
  const stamp = revision === 1 ? '2026-08-01T00:00:00Z' : '2026-09-01T00:00:00Z';
  const orgs = [['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'], ['district-1', 'active', stamp, 'Riverside District', 'district', 'D-1', '']];
  const v12 = version === '1.2';
  const users = [
    v12
      ? ['sourcedId', 'status', 'dateLastModified', 'enabledUser', 'username', 'userIds', 'givenName', 'familyName', 'middleName', 'identifier', 'email', 'sms', 'phone', 'agentSourcedIds', 'grades', 'password', 'primaryOrgSourcedId']
      : ['sourcedId', 'status', 'dateLastModified', 'enabledUser', 'orgSourcedIds', 'role', 'username', 'userIds', 'givenName', 'familyName', 'middleName', 'identifier', 'email', 'sms', 'phone', 'agentSourcedIds', 'grades', 'password'],
  ];
  const roles = [['sourcedId', 'status', 'dateLastModified', 'userSourcedId', 'roleType', 'role', 'beginDate', 'endDate', 'orgSourcedId', 'userProfileSourcedId']];
  const classes = [['sourcedId', 'status', 'dateLastModified', 'title', 'grades', 'courseSourcedId', 'classCode', 'classType', 'location', 'schoolSourcedId', 'termSourcedIds', 'subjects', 'subjectCodes', 'periods']];
  const enrollments = [['sourcedId', 'status', 'dateLastModified', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role', 'primary', 'beginDate', 'endDate']];
  const user = (id: string, org: string, role: string, given: string, family: string, email: string, grade: string) => {
    users.push(
      v12
        ? [id, 'active', stamp, 'true', email || id, '', given, family, '', id, email, '', '', '', grade, '', org]
        : [id, 'active', stamp, 'true', org, role, email || id, '', given, family, '', id, email, '', '', '', grade, ''],
    );
    if (v12) roles.push([`role-${id}`, 'active', stamp, id, 'primary', role, '', '', org, '']);
  };
  const counts: ExportCounts = { schools: shape.schools.length, teachers: 0, classes: 0, children: 0 };
  shape.schools.forEach((school, s) => {
    const org = `${p}org-${s + 1}`;
    orgs.push([org, 'active', stamp, school.name, 'school', school.identifier, 'district-1']);
    const classCount = shape.teachersPerSchool * shape.classesPerTeacher;
    for (let t = 0; t < shape.teachersPerSchool; t++) {
      const id = `${p}t-${s + 1}-${t + 1}`;
      // the newer export: every fourth teacher's family name changed
      const family = revision === 2 && t % 4 === 0 ? `${FAMILY[t % FAMILY.length]}-Hart` : FAMILY[t % FAMILY.length]!;
      user(id, org, 'teacher', GIVEN[t % GIVEN.length]!, family, `${p}teacher.${s + 1}.${t + 1}@school${s + 1}.example.org`, '');
      counts.teachers++;
    }
    for (let c = 0; c < classCount; c++) {
      const classId = `${p}c-${s + 1}-${c + 1}`;
      const teacher = `${p}t-${s + 1}-${Math.floor(c / shape.classesPerTeacher) + 1}`;
      const grade = ['KG', '01', '02', '03', '04', '05', '06'][c % 7]!;
      const title = revision === 2 && c % 5 === 0 ? `Class ${c + 1} (${grade}), renamed` : `Class ${c + 1} (${grade})`;
      classes.push([classId, 'active', stamp, title, grade, `course-${grade}`, `${s + 1}-${c + 1}`, 'homeroom', 'Room 1', org, 'term-1', 'Mathematics', '', '1']);
      enrollments.push([`e-${classId}-${teacher}`, 'active', stamp, classId, org, teacher, 'teacher', 'true', '', '']);
      counts.classes++;
      const size = shape.childrenPerClass + (revision === 2 ? 1 : 0);
      for (let k = 0; k < size; k++) {
        const newcomer = k === shape.childrenPerClass;
        const id = newcomer ? `${p}s-${s + 1}-${c + 1}-new` : `${p}s-${s + 1}-${c + 1}-${k + 1}`;
        // a child's name follows from their place, so the newer export names everyone else as before
        const n = (s * classCount + c) * 101 + k;
        let family = FAMILY[n % FAMILY.length]!;
        // the newer export: every tenth child's name changed, every twentieth in the next class of the school
        if (revision === 2 && k % 10 === 3) family = `${family}-Brown`;
        const placedIn = revision === 2 && k % 20 === 7 ? `${p}c-${s + 1}-${((c + 1) % classCount) + 1}` : classId;
        user(id, org, 'student', GIVEN[n % GIVEN.length]!, family, '', grade);
        enrollments.push([`e-${id}`, 'active', stamp, placedIn, org, id, 'student', 'false', '', '']);
        counts.children++;
      }
    }
  });
  const manifest = [
    ['propertyName', 'value'],
    ['manifest.version', '1.0'],
    ['oneroster.version', version],
    ['file.orgs', 'bulk'],
    ['file.users', 'bulk'],
    ['file.classes', 'bulk'],
    ['file.enrollments', 'bulk'],
    ['file.roles', v12 ? 'bulk' : 'absent'],
  ];
  const files: Record<string, string> = {
    'manifest.csv': csv(manifest, crlf, bom),
    'orgs.csv': csv(orgs, crlf, bom),
    'users.csv': csv(users, crlf, bom),
    'classes.csv': csv(classes, crlf, bom),
    'enrollments.csv': csv(enrollments, crlf, bom),
  };
  if (v12) files['roles.csv'] = csv(roles, crlf, bom);
  return { files, counts };
}

/** The files as the zip a student information system exports. */
export function zipOf(files: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));
}

/** The files as an import's body sends them. */
export function asBody(files: Record<string, string | Uint8Array>) {
  return Object.entries(files).map(([name, content]) => ({ name, content_base64: Buffer.from(content).toString('base64') }));
}

/** The files as the parser takes them. */
export function asFiles(files: Record<string, string | Uint8Array>) {
  return Object.entries(files).map(([name, content]) => ({ name, bytes: typeof content === 'string' ? new TextEncoder().encode(content) : content }));
}
