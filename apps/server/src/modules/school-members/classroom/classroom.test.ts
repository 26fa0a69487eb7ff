import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import { CLASSROOM_MESSAGES, CLASSROOM_PATHS, CLASSROOM_SCOPES } from '@numbloom/domain/classroom';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { startTestOidcProvider, walkProvider, type TestOidcProvider } from '../../../test/oidc-provider.ts';
import { sessionCookieOf, uniqueEmail } from '../../accounts/test-support.ts';

/**
 * Google Classroom import (decision 079) against the local OpenID provider and its Classroom
 * stand-in (test/classroom-stand-in.ts), which speaks the API's shapes and pages two at a time:
 * a teacher signed in with Google allows the classroom scopes (an incremental grant), lists their
 * courses, imports one into a class twice (nobody twice, a rename followed), and an imported
 * child signs in with Google into their class.
 */
const PUBLIC_URL = 'http://localhost:3998';

describe('Google Classroom import (the local provider and its Classroom stand-in)', () => {
  let op: TestOidcProvider;
  let t: TestApp;
  beforeAll(async () => {
    op = await startTestOidcProvider({ redirectUris: [`${PUBLIC_URL}/api/v2/accounts/sso/google/callback`] });
    t = await createTestApp({
      env: {
        PUBLIC_URL,
        OIDC_GOOGLE_ISSUER: op.issuer,
        OIDC_GOOGLE_CLIENT_ID: op.clientId,
        OIDC_GOOGLE_CLIENT_SECRET: op.clientSecret,
        GOOGLE_CLASSROOM_API_URL: op.issuer,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await op.close();
  });

  /** The browser's walk from one of our redirects to the provider's sign-in form and back to our callback. */
  async function throughProvider(start: { headers: Record<string, unknown>; cookies: Array<{ name: string; value: string }> }, person: { email: string; name: string }, cookies: Record<string, string> = {}) {
    const { callback, ended: url } = await walkProvider(start.headers.location as string, person, PUBLIC_URL, {
      page: (status, html) => {
        if (!/action="/.test(html)) throw new Error(`provider: ${status} ${html.slice(0, 400)}`);
      },
      posted: async (posted) => {
        if (!posted.headers.get('location')) throw new Error(`provider: ${posted.status} ${(await posted.text()).slice(0, 400)}`);
      },
    });
    if (!callback) throw new Error(`provider ended at ${url}`);
    const flow = start.cookies.find((c) => c.name === 'nb_sso')!;
    return t.app.inject({ method: 'GET', url: callback!.pathname + callback!.search, cookies: { ...cookies, nb_sso: flow.value } });
  }

  async function googleSignIn(person: { email: string; name: string }) {
    const start = await t.app.inject({ method: 'GET', url: '/api/v2/accounts/sso/google/start?role=teacher' });
    const done = await throughProvider(start, person);
    return { done, cookies: sessionCookieOf(done)! };
  }

  const seed = (teacherEmail: string, courses: unknown[]) =>
    fetch(`${op.issuer}/test/classroom`, { method: 'POST', body: JSON.stringify({ teacher_email: teacherEmail, courses }) });

  it('imports a course after an incremental grant, again without duplicates, and its children sign in with Google', async () => {
    const email = uniqueEmail('classroom');
    const { cookies } = await googleSignIn({ email, name: 'Maria Montessori' });
    const klass = (await t.post(ACCOUNT_PATHS.myClassCode, { name: 'Blue 3' }, { cookies })).json().classes[0].id as string;
    const kids = ['Ana Lima', 'Ben Okafor', 'Chloé Martin', 'Dev Patel', 'Eli Cohen'].map((name, i) => ({ name, email: `kid${i}.${email}` }));
    await seed(email, [
      { id: '101', name: 'Maths 3B', section: 'Period 2', students: kids },
      { id: '102', name: 'Maths 3C', students: [] },
      { id: '103', name: 'Science', students: [] },
    ]);

    // not allowed yet: the page is told where to ask; the scopes are asked for there, not at sign-in
    const before = await t.app.inject({ method: 'GET', url: `${CLASSROOM_PATHS.courses}?next=/us/en/dashboard/`, cookies });
    expect(before.json()).toEqual({ status: 'grant_needed', authorize_url: `${CLASSROOM_PATHS.authorize}?next=${encodeURIComponent('/us/en/dashboard/')}` });
    const refused = await t.post(CLASSROOM_PATHS.import('101'), { class_id: klass }, { cookies });
    expect([refused.statusCode, refused.json().user_message]).toEqual([403, CLASSROOM_MESSAGES.grantNeeded]);

    const start = await t.app.inject({ method: 'GET', url: before.json().authorize_url, cookies });
    expect(start.statusCode).toBe(302);
    const asked = new URL(start.headers.location as string);
    expect(asked.searchParams.get('scope')!.split(' ')).toEqual(['openid', 'email', 'profile', ...CLASSROOM_SCOPES]);
    expect([asked.searchParams.get('include_granted_scopes'), asked.searchParams.get('login_hint')]).toEqual(['true', email]);
    const back = await throughProvider(start, { email, name: 'Maria Montessori' }, cookies);
    expect([back.statusCode, back.headers.location]).toEqual([302, `${PUBLIC_URL}/us/en/dashboard/`]);
    const grant = back.cookies.find((c) => c.name === 'nb_google_grant')!;
    expect(grant).toMatchObject({ httpOnly: true, path: '/api/v2/' });
    // the session is the one the teacher had: the grant signs no one in
    expect(sessionCookieOf(back)).toBeUndefined();
    const withGrant = { ...cookies, nb_google_grant: grant.value };

    // every page of courses.list (two a page)
    const listed = await t.app.inject({ method: 'GET', url: CLASSROOM_PATHS.courses, cookies: withGrant });
    expect(listed.json()).toEqual({
      status: 'ready',
      courses: [
        { id: '101', name: 'Maths 3B', section: 'Period 2' },
        { id: '102', name: 'Maths 3C', section: null },
        { id: '103', name: 'Science', section: null },
      ],
    });

    const first = await t.post(CLASSROOM_PATHS.import('101'), { class_id: klass }, { cookies: withGrant });
    expect(first.json()).toEqual({ course: { id: '101', name: 'Maths 3B' }, class_id: klass, created: 5, changed: 0, unchanged: 0, left_out: [] });
    // again, with one child renamed in Classroom and a newcomer: nobody twice
    kids[1]!.name = 'Benjamin Okafor';
    await seed(email, [{ id: '101', name: 'Maths 3B', students: [...kids, { name: 'Fay Wong', email: `kid9.${email}` }] }]);
    const again = await t.post(CLASSROOM_PATHS.import('101'), { class_id: klass }, { cookies: withGrant });
    expect(again.json()).toMatchObject({ created: 1, changed: 1, unchanged: 4, left_out: [] });
    const names = (await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.myClassCode, cookies })).json().classes[0].students.map((s: { display_name: string }) => s.display_name);
    expect(names.toSorted()).toEqual(['Ana Lima', 'Benjamin Okafor', 'Chloé Martin', 'Dev Patel', 'Eli Cohen', 'Fay Wong']);

    // an imported child signs in with Google, into their own home
    const child = await googleSignIn({ email: kids[0]!.email, name: 'Ana Lima' });
    expect(child.done.headers.location).toBe(`${PUBLIC_URL}/us/en/my/`);
    const me = (await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.me, cookies: child.cookies })).json();
    expect(me.user).toMatchObject({ role: 'student', first_name: 'Ana' });

    // the grant is the teacher's alone: another teacher with the cookie is asked to allow their own
    const other = await googleSignIn({ email: uniqueEmail('classroom-other'), name: 'Other Teacher' });
    const theirs = { ...other.cookies, nb_google_grant: grant.value };
    expect((await t.app.inject({ method: 'GET', url: CLASSROOM_PATHS.courses, cookies: theirs })).json().status).toBe('grant_needed');
    // nor into someone else's class, nor with bad input, nor anonymously
    const foreign = await t.post(CLASSROOM_PATHS.import('101'), { class_id: klass }, { cookies: { ...withGrant, ...other.cookies } });
    expect(foreign.statusCode).toBe(403);
    const notUuid = await t.post(CLASSROOM_PATHS.import('101'), { class_id: 'nope' }, { cookies: withGrant });
    expect(notUuid.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: CLASSROOM_PATHS.courses });
    expect(anonymous.statusCode).toBe(401);
    // a course the teacher does not teach is refused, and nothing is written
    const unknown = await t.post(CLASSROOM_PATHS.import('999'), { class_id: klass }, { cookies: withGrant });
    expect([unknown.statusCode, unknown.json().user_message]).toEqual([404, CLASSROOM_MESSAGES.googleRefused]);
  });
});
