// @vitest-environment jsdom
/**
 * The browser's API client against the real server: the app is built with
 * createTestApp and listens on a loopback port; the page (jsdom) is moved to
 * that origin. Node's fetch has no cookie jar, so the only stand-in is a thin
 * bridge that does what a browser does with same-origin credentials: send the
 * page's cookies and store the Set-Cookie answers in the page's jar.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { defaultPageSettings } from '../../web/src/lib/page-settings.ts';
import { clearPageSettings, setPageSettings } from '../../web/src/app/test-page-settings.ts';
import { ApiError, apiGet, apiPost, clearApiCache } from '../../web/src/api/client.ts';
import { createTestApp, type TestApp } from './test/app.ts';
import { enquiries } from './modules/contact/tables.ts';

/** The page's jsdom instance, which Vitest's jsdom environment exposes (only the parts used here). */
declare const jsdom: {
  reconfigure(options: { url: string }): void;
  cookieJar: { getCookieStringSync(url: string): string; setCookieSync(cookie: string, url: string): unknown };
};

describe('the web API client against the real server', () => {
  let t: TestApp;
  let origin: string;
  const sent: Array<{ url: string; headers: Record<string, string> }> = [];

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    origin = `http://127.0.0.1:${address.port}`;
    jsdom.reconfigure({ url: `${origin}/ca/fr/` });

    // Test files share a worker's document (isolate: false): settings and cached answers another left are replaced
    clearApiCache();
    setPageSettings({ ...defaultPageSettings(), region: 'ca', language: 'fr', api_domain: origin, swap_tld: false });

    const nodeFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const headers = { ...(init.headers as Record<string, string>) };
      const cookie = jsdom.cookieJar.getCookieStringSync(url);
      if (cookie && init.credentials !== 'omit') headers.cookie = cookie;
      sent.push({ url, headers });
      // jsdom's AbortSignal is not Node's; this test does not abort, so the signal stays behind.
      const res = await nodeFetch(url, { method: init.method, headers, body: init.body });
      for (const setCookie of res.headers.getSetCookie()) jsdom.cookieJar.setCookieSync(setCookie, url);
      return res;
    });
  });

  afterAll(async () => {
    vi.unstubAllGlobals();
    clearPageSettings();
    clearApiCache();
    await t?.close();
  });

  it('a POST without the CSRF cookie is refused, and nothing is stored', async () => {
    const res = await apiPost('/api/v2/contact/', { your_name: 'Léa Tremblay', email: 'lea@example.ca', message: 'Bonjour' });
    expect(res).toEqual({ status: 403, data: { user_message: MESSAGES.csrf } });
    expect(await t.database.db.select().from(enquiries)).toEqual([]);
  });

  it('after the server sets the signed csrftoken cookie, the client echoes it and the POST is stored with the page’s region and language', async () => {
    await apiGet('/api/v2/csrf/');
    const token = document.cookie.match(/csrftoken=([^;]+)/)?.[1];
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);

    const res = await apiPost('/api/v2/contact/', { your_name: 'Léa Tremblay', email: 'lea@example.ca', message: 'Bonjour' });
    expect(res).toEqual({ status: 200, data: { status: 'ok' } });
    const last = sent.at(-1)!;
    expect(last.headers['X-CSRFToken']).toBe(token);
    expect(last.headers.cookie).toContain(`csrftoken=${token}`);
    const rows = await t.database.db.select().from(enquiries).where(eq(enquiries.email, 'lea@example.ca'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ regionCode: 'ca', languageCode: 'fr', name: 'Léa Tremblay' });
  });

  it('a GET carries the region and language the server answers for', async () => {
    const settings = await apiGet<{ region_code: string; language_code: string; locale_id: number }>('/api/v2/settings/', { cache: true });
    expect(settings).toMatchObject({ region_code: 'CA', language_code: 'fr', locale_id: 4 });
  });

  it('a failed GET throws the server’s user_message', async () => {
    const err = await apiGet('/api/v2/no-such-thing/').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, userMessage: MESSAGES.notFound });
  });
});
