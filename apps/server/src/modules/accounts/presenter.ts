import type { AccountExport, ExportedAssignmentAnswer } from '@numbloom/domain/account-data';
import { studentNameKey, type ChildrenResponse, type ChildGrade, type Role, type Student, type TeacherClass, type TrialSummary, type User } from '@numbloom/domain/accounts';
import type { ClassRow, ClassStudentRow, UserRow } from './store.ts';

/**
 * The wire shapes of accounts. A user row holds a password hash; nothing
 * leaves this module except through these functions, which name each field.
 */
export function presentUser(row: UserRow, providers: string[] = [], inClass = false): User {
  const methods: User['sign_in_methods'] = [];
  if (row.passwordHash) methods.push('password');
  for (const p of providers) if (p === 'google' || p === 'microsoft') methods.push(p);
  if (inClass) methods.push('class_code');
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    role: row.role as Role,
    email_verified: row.emailVerifiedAt !== null,
    region_code: row.regionCode,
    language_code: row.languageCode,
    created_at: row.createdAt.toISOString(),
    sign_in_methods: methods,
  };
}

/** One class's students as its lists show them: a name shared in the class carries each one's number. */
export function presentStudents(rows: ClassStudentRow[]): Student[] {
  const sharing = new Map<string, number>();
  for (const row of rows) sharing.set(studentNameKey(row.displayName), (sharing.get(studentNameKey(row.displayName)) ?? 0) + 1);
  return rows.map((row) => ({
    id: row.userId,
    display_name: row.displayName,
    name_number: (sharing.get(studentNameKey(row.displayName)) ?? 0) > 1 ? row.nameNumber : null,
  }));
}

/** A parent's family: its code (the children sign in with it) and each child with their grade. */
export function presentFamily(family: ClassRow | undefined, children: ClassStudentRow[]): ChildrenResponse {
  const grades = new Map(children.map((c) => [c.userId, (c.grade as ChildGrade | null) ?? null]));
  return {
    family_code: family?.classCode ?? null,
    children: presentStudents(children).map((c) => ({ ...c, grade: grades.get(c.id) ?? null })),
  };
}

export function presentClass(row: ClassRow, students: ClassStudentRow[]): TeacherClass {
  return {
    id: row.id,
    name: row.name,
    class_code: row.classCode,
    students: presentStudents(students.filter((s) => s.classId === row.id)),
    created_at: row.createdAt.toISOString(),
  };
}

type ExportedResult = AccountExport['results'][number];
type ExportedMastery = AccountExport['mastery'][number];
type ExportedAnswer = AccountExport['answers'][number];

/**
 * The data export (privacy policy: see and export): every field is named
 * here, and the route's schema drops anything else, so a hash never leaves.
 */
export function presentAccountExport(input: {
  user: UserRow;
  providers: string[];
  trials: TrialSummary[];
  classes: ClassRow[];
  members: ClassStudentRow[];
  students: UserRow[];
  results: Map<string, ExportedResult[]>;
  mastery: Map<string, ExportedMastery[]>;
  answers: Map<string, ExportedAnswer[]>;
  assignmentAnswers: Map<string, ExportedAssignmentAnswer[]>;
  challenges: AccountExport['challenges'];
  now: Date;
}): AccountExport {
  const { user } = input;
  const studentRows = new Map(input.students.map((s) => [s.id, s]));
  return {
    format: 'numbloom-account-export',
    version: 1,
    exported_at: input.now.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
      first_name: user.firstName,
      last_name: user.lastName,
      role: user.role,
      region_code: user.regionCode,
      language_code: user.languageCode,
      marketing_opt_in: user.marketingOptIn,
      sign_in_methods: presentUser(user, input.providers).sign_in_methods,
      created_at: user.createdAt.toISOString(),
      updated_at: user.updatedAt.toISOString(),
    },
    trials: input.trials.map((t) => ({ started_at: t.started_at, ends_at: t.ends_at, status: t.status })),
    results: input.results.get(user.id) ?? [],
    mastery: input.mastery.get(user.id) ?? [],
    answers: input.answers.get(user.id) ?? [],
    classes: input.classes.map((c) => ({
      id: c.id,
      name: c.name,
      class_code: c.classCode,
      created_at: c.createdAt.toISOString(),
      students: input.members
        .filter((m) => m.classId === c.id)
        .map((m) => {
          const row = studentRows.get(m.userId);
          return {
            id: m.userId,
            display_name: m.displayName,
            grade: m.grade,
            first_name: row?.firstName ?? '',
            last_name: row?.lastName ?? '',
            created_at: m.createdAt.toISOString(),
            results: input.results.get(m.userId) ?? [],
            mastery: input.mastery.get(m.userId) ?? [],
            answers: input.answers.get(m.userId) ?? [],
            assignment_answers: input.assignmentAnswers.get(m.userId) ?? [],
          };
        }),
    })),
    challenges: input.challenges,
  };
}
