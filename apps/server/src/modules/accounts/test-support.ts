import type { LightMyRequestResponse } from 'fastify';
import { ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import type { TestApp } from '../../test/app.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { createAccount } from './service.ts';

type Cookies = Record<string, string>;

let seq = 0;
export const uniqueEmail = (name = 'user') => `${name}.${process.pid}.${++seq}@example.org`;
export const PASSWORD = 'purple tractor sings 42';

// Hashed once per process: argon2 is slow by design, and a factory that hashed the same password
// for every account made that the largest cost of the files that make many (a random salt per
// account proves nothing a test reads).
let defaultHash: Promise<string> | undefined;
const hashOf = (password: string) => (password === PASSWORD ? (defaultHash ??= hashPassword(PASSWORD)) : hashPassword(password));

/** A factory: an account with a verified email and a password, made through the service. */
export async function createUser(t: TestApp, overrides: { email?: string; role?: 'teacher' | 'parent' | 'school_leader'; password?: string } = {}) {
  const email = overrides.email ?? uniqueEmail();
  const deps = { config: t.config, database: t.database, now: () => t.clock.now };
  const user = await t.database.db.transaction(async (tx) =>
    createAccount(tx, deps, {
      email,
      passwordHash: await hashOf(overrides.password ?? PASSWORD),
      firstName: 'Sam',
      lastName: 'Lee',
      role: overrides.role ?? 'teacher',
      regionCode: 'uk',
      languageCode: 'en',
      marketingOptIn: false,
      emailVerifiedAt: t.clock.now,
    }),
  );
  return { user, email, password: overrides.password ?? PASSWORD };
}

export function sessionCookieOf(res: LightMyRequestResponse) {
  const c = res.cookies.find((x) => x.name === 'nb_session' || x.name === '__Host-nb_session');
  return c ? { [c.name]: c.value } : undefined;
}

export async function loginAs(t: TestApp, email: string, password = PASSWORD, ip = '192.0.2.10') {
  const res = await t.post('/api/v2/accounts/login/', { email, password }, { remoteAddress: ip });
  const cookies = sessionCookieOf(res);
  if (res.statusCode !== 200 || !cookies) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return cookies;
}

/** A class made as its teacher makes it, through the API; found by its name among the teacher's. */
export async function classNamed(t: TestApp, teacher: Cookies, name: string) {
  const made = (await t.post(ACCOUNT_PATHS.myClassCode, { name }, { cookies: teacher })).json();
  return made.classes.find((c: { name: string }) => c.name === name) as { id: string; class_code: string };
}

/** Children added to a class by its teacher, through the API: their ids, in the order of the names. */
export async function studentsIn(t: TestApp, classId: string, names: string[], teacher: Cookies) {
  const added = (await t.post(ACCOUNT_PATHS.classStudents(classId), { names }, { cookies: teacher })).json();
  return (added.students as Array<{ id: string }>).map((s) => s.id);
}
