import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_DATA_PATHS } from '@numbloom/domain/account-data';
import { ACCOUNT_PATHS } from '@numbloom/domain/accounts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { startTestOidcProvider, walkProvider, type TestOidcProvider } from '../../test/oidc-provider.ts';
import { pageSettingsIn, standInWebDist } from '../../test/web-shell.ts';
import { oidcIdentities } from './tables.ts';
import { createUser, loginAs, PASSWORD, sessionCookieOf, uniqueEmail } from './test-support.ts';

const PUBLIC_URL = 'http://localhost:3999';

const webDist = standInWebDist('oidc');

describe.each(testDrivers())('sign in with OpenID Connect (a real local provider) on %s', (driver) => {
  let op: TestOidcProvider;
  let t: TestApp;
  beforeAll(async () => {
    op = await startTestOidcProvider({
      redirectUris: [`${PUBLIC_URL}/api/v2/accounts/sso/google/callback`, `${PUBLIC_URL}/api/v2/accounts/sso/microsoft/callback`],
    });
    t = await createTestApp({
      driver,
      config: { WEB_DIST: webDist },
      env: {
        PUBLIC_URL,
        OIDC_GOOGLE_ISSUER: op.issuer,
        OIDC_GOOGLE_CLIENT_ID: op.clientId,
        OIDC_GOOGLE_CLIENT_SECRET: op.clientSecret,
        OIDC_MICROSOFT_ISSUER: op.issuer,
        OIDC_MICROSOFT_CLIENT_ID: op.clientId,
        OIDC_MICROSOFT_CLIENT_SECRET: op.clientSecret,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await op.close();
  });

  /**
   * The browser's journey: our start URL → the provider's authorize → its
   * sign-in page → the form → back to our callback with a code. Our own app
   * is driven with inject, the provider over HTTP with fetch.
   */
  async function signIn(provider: 'google' | 'microsoft', person: { email: string; name: string; unverified?: boolean }, query = '') {
    const start = await t.app.inject({ method: 'GET', url: `/api/v2/accounts/sso/${provider}/start${query}` });
    expect(start.statusCode, start.body).toBe(302);
    const flowCookie = start.cookies.find((c) => c.name === 'nb_sso')!;
    expect(flowCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin).toBe(op.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();

    const form = { email: person.email, name: person.name, ...(person.unverified ? { unverified: '1' } : {}) };
    const { callback } = await walkProvider(authorize.href, form, PUBLIC_URL, {
      page: (status, html) => {
        expect(status, html).toBe(200);
        expect(html).toContain('Test identity provider');
      },
      posted: (posted) => {
        expect(posted.status).toBe(303);
      },
    });
    expect(callback, 'the provider sent the browser back').toBeDefined();
    expect(callback!.pathname).toBe(`/api/v2/accounts/sso/${provider}/callback`);
    return t.app.inject({ method: 'GET', url: callback!.pathname + callback!.search, cookies: { nb_sso: flowCookie.value } });
  }

  it('lists the configured providers', async () => {
    const res = await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.ssoProviders });
    expect(res.json().providers.map((p: { id: string }) => p.id)).toEqual(['google', 'microsoft']);
  });

  it('writes the same providers into every page, so the forms show their buttons from the start', async () => {
    const listed = (await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.ssoProviders })).json().providers;
    const page = await t.app.inject({ method: 'GET', url: '/us/en/login/', headers: { accept: 'text/html' } });
    expect(pageSettingsIn(page.body).sso_providers).toEqual(listed);
  });

  it('creates an account from a first sign-in, starts a session and goes to the Account page in the chosen locale', async () => {
    const email = uniqueEmail('oidc');
    const res = await signIn('google', { email, name: 'Grace Hopper' }, '?region_code=uk&language_code=en&role=parent');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/uk/en/account/`);
    const cookies = sessionCookieOf(res)!;
    const me = (await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.me, cookies })).json();
    expect(me.user).toMatchObject({ email, first_name: 'Grace', last_name: 'Hopper', role: 'parent', email_verified: true, sign_in_methods: ['google'] });

    // Signing in again finds the same person by the provider's subject.
    const again = await signIn('google', { email, name: 'Grace Hopper' });
    const me2 = (await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.me, cookies: sessionCookieOf(again)! })).json();
    expect(me2.user.id).toBe(me.user.id);
    const links = await t.database.db.select().from(oidcIdentities).where(eq(oidcIdentities.userId, me.user.id));
    expect(links).toEqual([expect.objectContaining({ provider: 'google', subject: op.subjectFor(email) })]);
  });

  it('links a provider to an existing account with the same verified email', async () => {
    const { email, user } = await createUser(t);
    const res = await signIn('microsoft', { email, name: 'Sam Lee' });
    const me = (await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.me, cookies: sessionCookieOf(res)! })).json();
    expect(me.user.id).toBe(user.id);
    expect(me.user.sign_in_methods).toEqual(['password', 'microsoft']);
  });

  it('refuses an unverified email, a missing flow cookie and a forged state, sending the browser to the login page', async () => {
    const unverified = await signIn('google', { email: uniqueEmail('unverified'), name: 'Un Verified', unverified: true });
    expect(unverified.headers.location).toBe(`${PUBLIC_URL}/us/en/login/?sso_error=google`);
    expect(sessionCookieOf(unverified)).toBeUndefined();

    const noCookie = await t.app.inject({ method: 'GET', url: '/api/v2/accounts/sso/google/callback?code=abc&state=xyz' });
    expect(noCookie.headers.location).toBe(`${PUBLIC_URL}/us/en/login/?sso_error=google`);

    const start = await t.app.inject({ method: 'GET', url: '/api/v2/accounts/sso/google/start' });
    const flow = start.cookies.find((c) => c.name === 'nb_sso')!;
    const forged = await t.app.inject({ method: 'GET', url: '/api/v2/accounts/sso/google/callback?code=abc&state=forged', cookies: { nb_sso: flow.value } });
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toContain('/login/?sso_error=google');
    expect(sessionCookieOf(forged)).toBeUndefined();
    // A cookie for one provider does not serve another.
    const swapped = await t.app.inject({ method: 'GET', url: '/api/v2/accounts/sso/microsoft/callback?code=abc', cookies: { nb_sso: flow.value } });
    expect(swapped.headers.location).toContain('sso_error=microsoft');
    // A tampered cookie is refused.
    const tampered = await t.app.inject({ method: 'GET', url: '/api/v2/accounts/sso/google/callback?code=abc', cookies: { nb_sso: flow.value.replace(/.$/, 'x') } });
    expect(tampered.headers.location).toContain('sso_error=google');
  });

  it('returns to the page the login was opened for, but only to a path of this site', async () => {
    const email = uniqueEmail('oidc-next');
    const next = '/ca/fr/free-trial/?from=login#top';
    const back = await signIn('google', { email, name: 'Ada Byron' }, `?region_code=ca&language_code=fr&next=${encodeURIComponent(next)}`);
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe(`${PUBLIC_URL}${next}`);
    expect(sessionCookieOf(back)).toBeDefined();

    // Another origin in any disguise is dropped: the sign-in still works and ends on the Account page.
    for (const evil of ['https://evil.example/', '//evil.example/', '/\\evil.example/', '/\t/evil.example/', 'evil.example', `/${'a'.repeat(1000)}`]) {
      const res = await signIn('google', { email, name: 'Ada Byron' }, `?region_code=ca&language_code=fr&next=${encodeURIComponent(evil)}`);
      expect(res.headers.location, evil).toBe(`${PUBLIC_URL}/ca/fr/account/`);
    }

    // A failed sign-in goes back to the login page with the same next, so trying again still returns there.
    const refused = await signIn('microsoft', { email: uniqueEmail('oidc-next-unverified'), name: 'Un Verified', unverified: true }, `?next=${encodeURIComponent(next)}`);
    expect(refused.headers.location).toBe(`${PUBLIC_URL}/us/en/login/?sso_error=microsoft&next=${encodeURIComponent(next)}`);
  });

  it('neither signs in nor links a closed account: the browser goes to the closed-account page with its deletion day', async () => {
    // Closed after a first sign-in with Google: the identity still points at it.
    const email = uniqueEmail('oidc-closed');
    const first = await signIn('google', { email, name: 'Ines Ruiz' }, '?region_code=uk&language_code=en');
    const closed = await t.post(ACCOUNT_DATA_PATHS.close, {}, { cookies: sessionCookieOf(first)! });
    expect(closed.statusCode, closed.body).toBe(200);
    const day = (closed.json().delete_by as string).slice(0, 10);
    const again = await signIn('google', { email, name: 'Ines Ruiz' }, '?region_code=uk&language_code=en');
    expect(again.headers.location).toBe(`${PUBLIC_URL}/uk/en/account-closed/?delete_by=${day}`);
    expect(sessionCookieOf(again)).toBeUndefined();

    // Closed with a password: Microsoft with the same verified address does not get in, nor get linked.
    const { email: withPassword, user } = await createUser(t);
    const cookies = await loginAs(t, withPassword, PASSWORD, '192.0.2.77');
    expect((await t.post(ACCOUNT_DATA_PATHS.close, { password: PASSWORD }, { cookies })).statusCode).toBe(200);
    const other = await signIn('microsoft', { email: withPassword, name: 'Sam Lee' });
    expect(other.headers.location).toMatch(new RegExp(`^${PUBLIC_URL}/us/en/account-closed/\\?delete_by=\\d{4}-\\d{2}-\\d{2}$`));
    expect(sessionCookieOf(other)).toBeUndefined();
    expect(await t.database.db.select().from(oidcIdentities).where(eq(oidcIdentities.userId, user.id))).toEqual([]);
  });
});

describe('a provider that cannot be reached', () => {
  it('sends the browser from the start to the login page saying so, not to a raw error', async () => {
    const t = await createTestApp({
      config: { WEB_DIST: webDist },
      // port 9 on loopback: nothing listens, the provider's metadata never loads
      env: { PUBLIC_URL, OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:9/', OIDC_GOOGLE_CLIENT_ID: 'id', OIDC_GOOGLE_CLIENT_SECRET: 'secret' },
    });
    try {
      const start = await t.app.inject({ method: 'GET', url: '/api/v2/accounts/sso/google/start?region_code=CA&language_code=fr&next=%2Fca%2Ffr%2Fdashboard%2F' });
      expect(start.statusCode).toBe(302);
      expect(start.headers.location).toBe(`${PUBLIC_URL}/ca/fr/login/?sso_error=google&next=${encodeURIComponent('/ca/fr/dashboard/')}`);
      expect(start.cookies.find((c) => c.name === 'nb_sso')).toBeUndefined();
      // the callback, reached with a flow from before the outage, lands there too
      const callback = await t.app.inject({ method: 'GET', url: '/api/v2/accounts/sso/google/callback?code=x&state=y' });
      expect(callback.statusCode).toBe(302);
      expect(callback.headers.location).toContain('/login/?sso_error=google');
    } finally {
      await t.close();
    }
  });
});
