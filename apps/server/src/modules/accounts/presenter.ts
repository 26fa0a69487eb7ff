import type { Role, TeacherClass, User } from '@numbloom/domain/accounts';
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

export const presentStudent = (row: ClassStudentRow) => ({ id: row.userId, display_name: row.displayName });

export function presentClass(row: ClassRow, students: ClassStudentRow[]): TeacherClass {
  return {
    id: row.id,
    name: row.name,
    class_code: row.classCode,
    students: students.filter((s) => s.classId === row.id).map(presentStudent),
    created_at: row.createdAt.toISOString(),
  };
}
