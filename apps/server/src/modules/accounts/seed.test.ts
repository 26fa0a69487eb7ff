import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { DEMO_TEACHER, seed } from './seed.ts';
import { classStudents, users } from './tables.ts';
import { loginAs } from './test-support.ts';

describe('the demo teacher seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const deps = () => ({ config: t.config, database: t.database, now: () => t.clock.now });

  it('is idempotent and gives a working teacher login and class code', async () => {
    await seed(deps());
    await seed(deps());
    expect((await t.database.db.select({ n: count() }).from(users).where(eq(users.email, DEMO_TEACHER.email)))[0]!.n).toBe(1);
    expect((await t.database.db.select({ n: count() }).from(classStudents))[0]!.n).toBe(DEMO_TEACHER.students.length);
    const cookies = await loginAs(t, DEMO_TEACHER.email, DEMO_TEACHER.password);
    const classes = await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.myClassCode, cookies });
    expect(classes.json().class_code).toBe(DEMO_TEACHER.classCode);
    const pick = await t.post(ACCOUNT_PATHS.teacherCodeLogin, { class_code: DEMO_TEACHER.classCode });
    expect(pick.json().students.map((s: { display_name: string }) => s.display_name)).toEqual([...DEMO_TEACHER.students]);
  });

  it('seeds nothing in production', async () => {
    const prod = await createTestApp({ env: { NODE_ENV: 'production', SECRET_KEY: 'q'.repeat(40) } });
    try {
      await seed({ config: prod.config, database: prod.database, now: () => prod.clock.now });
      expect((await prod.database.db.select({ n: count() }).from(users))[0]!.n).toBe(0);
    } finally {
      await prod.close();
    }
  });
});
