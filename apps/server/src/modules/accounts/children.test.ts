import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import { ACCOUNT_DATA_PATHS } from '@numbloom/domain/account-data';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { createUser, loginAs, PASSWORD, sessionCookieOf } from './test-support.ts';

/**
 * A parent's children (decision 041): the family their account holds, made
 * with the first child; each child signs in with the family code and their
 * name, as a class's students do; nobody but a parent adds children.
 */
describe.each(testDrivers())('a parent’s children on %s', (driver) => {
  let t: TestApp;
  let ip = 0;
  const nextIp = () => `203.0.113.${(ip = (ip % 250) + 1)}`;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  const signedIn = async (role: 'teacher' | 'parent' | 'school_leader') => {
    const { user, email } = await createUser(t, { role });
    return { user, cookies: await loginAs(t, email, PASSWORD, nextIp()) };
  };
  const children = (cookies?: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.children, ...(cookies ? { cookies } : {}) });

  it('adds children to a family made with the first, each with a grade, and lets each sign in with the family code', async () => {
    const parent = await signedIn('parent');
    expect((await children(parent.cookies)).json()).toEqual({ family_code: null, children: [] });

    const first = await t.post(
      ACCOUNT_PATHS.children,
      { first_name: ' Noor ', grade: '3' },
      { cookies: parent.cookies },
    );
    expect(first.statusCode).toBe(200);
    const code = first.json().family_code as string;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const second = await t.post(
      ACCOUNT_PATHS.children,
      { first_name: 'Sami', grade: 'K' },
      { cookies: parent.cookies },
    );
    expect(second.json()).toEqual({
      family_code: code,
      children: [
        { id: expect.any(String), display_name: 'Noor', name_number: null, grade: '3' },
        { id: expect.any(String), display_name: 'Sami', name_number: null, grade: 'K' },
      ],
    });
    expect((await children(parent.cookies)).json()).toEqual(second.json());

    // the child picks their name after the family code, as a class's students do
    const names = await t.post(
      ACCOUNT_PATHS.teacherCodeLogin,
      { class_code: code.toLowerCase() },
      { remoteAddress: nextIp() },
    );
    expect(names.json()).toMatchObject({
      step: 'pick_name',
      students: [{ display_name: 'Noor' }, { display_name: 'Sami' }],
    });
    const noor = second.json().children[0].id as string;
    const login = await t.post(
      ACCOUNT_PATHS.teacherCodeLogin,
      { class_code: code, student_id: noor },
      { remoteAddress: nextIp() },
    );
    expect(login.json()).toMatchObject({ step: 'logged_in', user: { first_name: 'Noor', role: 'student' } });
    expect(sessionCookieOf(login)).toBeDefined();

    // the parent's export holds each child with their grade
    const exported = (await t.app.inject({ method: 'GET', url: ACCOUNT_DATA_PATHS.export, cookies: parent.cookies })).json();
    expect(exported.classes[0].students.map((c: { display_name: string; grade: string }) => [c.display_name, c.grade])).toEqual([
      ['Noor', '3'],
      ['Sami', 'K'],
    ]);

    // a child is the parent's to delete, like a class's student
    const deleted = await t.post(ACCOUNT_DATA_PATHS.student(noor), undefined, {
      method: 'DELETE',
      cookies: parent.cookies,
    });
    expect(deleted.statusCode).toBe(200);
    expect((await children(parent.cookies)).json().children).toEqual([
      { id: expect.any(String), display_name: 'Sami', name_number: null, grade: 'K' },
    ]);
  });

  it('refuses a child without a name or grade, past the family limit, and anyone but a parent', async () => {
    const parent = await signedIn('parent');
    const noGrade = await t.post(ACCOUNT_PATHS.children, { first_name: 'Noor' }, { cookies: parent.cookies });
    expect([noGrade.statusCode, noGrade.json().errors?.grade]).toEqual([400, ACCOUNT_MESSAGES.childGradeRequired]);
    const badGrade = await t.post(
      ACCOUNT_PATHS.children,
      { first_name: 'Noor', grade: '9' },
      { cookies: parent.cookies },
    );
    expect([badGrade.statusCode, badGrade.json().errors?.grade]).toEqual([400, ACCOUNT_MESSAGES.childGradeRequired]);
    expect(
      (await t.post(ACCOUNT_PATHS.children, { first_name: '', grade: '2' }, { cookies: parent.cookies })).statusCode,
    ).toBe(400);
    for (let i = 0; i < ACCOUNT_LIMITS.childrenPerFamily; i++) {
      expect(
        (await t.post(ACCOUNT_PATHS.children, { first_name: `Child ${i}`, grade: '2' }, { cookies: parent.cookies }))
          .statusCode,
      ).toBe(200);
    }
    const tooMany = await t.post(
      ACCOUNT_PATHS.children,
      { first_name: 'One More', grade: '2' },
      { cookies: parent.cookies },
    );
    expect([tooMany.statusCode, tooMany.json().user_message]).toEqual([400, ACCOUNT_MESSAGES.tooManyChildren]);

    expect((await children()).statusCode).toBe(401);
    expect((await t.post(ACCOUNT_PATHS.children, { first_name: 'Noor', grade: '3' })).statusCode).toBe(401);
    for (const role of ['teacher', 'school_leader'] as const) {
      const other = await signedIn(role);
      const refused = await t.post(
        ACCOUNT_PATHS.children,
        { first_name: 'Noor', grade: '3' },
        { cookies: other.cookies },
      );
      expect([refused.statusCode, refused.json().user_message]).toEqual([403, ACCOUNT_MESSAGES.parentsOnly]);
      expect((await children(other.cookies)).statusCode).toBe(403);
    }
    // a parent cannot make a teacher's class
    expect((await t.post(ACCOUNT_PATHS.myClassCode, { name: 'Oak' }, { cookies: parent.cookies })).statusCode).toBe(
      403,
    );
  });
});
