import type { Seeder } from '../../db/seed.ts';
import { hashPassword } from '../../lib/crypto.ts';
import * as store from './store.ts';

/**
 * Outside production only: a demo teacher with a class and five students, so
 * the student login (class code + name) and the Account page can be tried on
 * a fresh machine. Never in production: its password is written here.
 */
export const DEMO_TEACHER = {
  email: 'demo.teacher@numbloom.test',
  password: 'numbloom demo classroom',
  classCode: 'DEMO2345',
  className: 'Demo class',
  students: ['Ava Brown', 'Leo Garcia', 'Mia Wong', 'Noah Smith', 'Zara Ali'],
} as const;

export const seed: Seeder = async (deps) => {
  if (deps.config.production) return;
  const db = deps.database.db;
  const now = deps.now();
  await db.transaction(async (tx) => {
    const existing = await store.findUserByEmail(tx, DEMO_TEACHER.email);
    const teacher =
      existing ??
      (await store.insertUser(tx, {
        email: DEMO_TEACHER.email,
        emailVerifiedAt: now,
        passwordHash: await hashPassword(DEMO_TEACHER.password),
        firstName: 'Demo',
        lastName: 'Teacher',
        role: 'teacher',
        regionCode: 'us',
        languageCode: 'en',
        createdAt: now,
        updatedAt: now,
      }));
    if (!teacher) return;
    if (await store.findClassByCode(tx, DEMO_TEACHER.classCode)) return;
    const klass = await store.insertClass(tx, { teacherId: teacher.id, name: DEMO_TEACHER.className, classCode: DEMO_TEACHER.classCode, createdAt: now });
    if (!klass) return;
    for (const displayName of DEMO_TEACHER.students) {
      const [firstName = displayName, lastName = ''] = displayName.split(' ');
      const student = await store.insertUser(tx, { email: null, passwordHash: null, firstName, lastName, role: 'student', regionCode: 'us', languageCode: 'en', createdAt: now, updatedAt: now });
      if (student) await store.insertClassStudent(tx, { userId: student.id, classId: klass.id, displayName, createdAt: now });
    }
  });
};
