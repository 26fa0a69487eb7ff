/**
 * The platform around the modules, through the real app (app.inject): security
 * headers, CSRF, rate and body limits, health, 404s, the locale redirect, the
 * page settings written into the HTML, the last-resort error handler and the
 * OpenAPI document.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { LOCALE_COOKIE } from '@numbloom/domain/regions';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createTestApp, type TestApp } from './test/app.ts';
import { pageSettingsIn, standInWebDist } from './test/web-shell.ts';
import { createTestDatabase } from './test/db.ts';
import { createCsrfToken } from './lib/csrf.ts';
import { enquiries } from './modules/contact/tables.ts';

/**
 * The HTML shell is a build artefact; these tests are about what the server
 * writes into it, so they hand it a small shell of the same shape.
 */
const webDist = standInWebDist('platform');
// A built script with the compressed copies the build writes beside it (vite.config.ts precompress).
const script = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'assets', 'main-abc123.js'), script);
writeFileSync(path.join(webDist, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
writeFileSync(path.join(webDist, 'assets', 'main-abc123.js.gz'), gzipSync(script));
// Files outside assets/ are listed when the app starts, as the build leaves them.
writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const enquiry = {
  your_name: 'Maria Lopez',
  email: 'maria@example.org',
  message: 'Could you show our Year 3 team how Play with class works?',
};

const html = { accept: 'text/html,application/xhtml+xml' };

function cspOf(res: LightMyRequestResponse): Record<string, string> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name = '', ...values] = d.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}


const setCookies = (res: LightMyRequestResponse) => res.cookies as Array<{ name: string; value: string; [k: string]: unknown }>;

describe('the platform (development config)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { WEB_DIST: webDist } });
  });
  afterAll(() => t.close());

  describe('security headers', () => {
    it.each([
      ['an HTML page', '/us/en/', html],
      ['an API answer', '/api/v2/settings/?region_code=US&language_code=en', {}],
    ])('are on %s: a strict CSP, nosniff, and no HSTS outside production', async (_what, url, headers) => {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode).toBe(200);
      const csp = cspOf(res);
      expect(csp['object-src']).toBe("'none'");
      expect(csp['base-uri']).toBe("'none'");
      expect(csp['frame-ancestors']).toBe("'self'");
      expect(csp['script-src']).toBe("'self'");
      expect(csp['default-src']).toBe("'self'");
      expect(res.headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    });

    it('the HTML page sets the CSRF cookie the browser client must echo (readable by script, SameSite=Lax)', async () => {
      const res = await t.app.inject({ url: '/us/en/', headers: html });
      const cookie = setCookies(res).find((c) => c.name === 'csrftoken');
      expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
      expect(cookie?.httpOnly).toBeFalsy();
      expect(cookie?.secure).toBeFalsy();
      expect(res.headers['cache-control']).toBe('no-store');
    });
  });

  describe('CSRF (signed double submit)', () => {
    const rows = async () => (await t.database.db.select({ n: count() }).from(enquiries))[0]!.n;
    const post = (cookie: string | undefined, header: string | undefined) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/contact/',
        payload: { ...enquiry, message: `${enquiry.message} ${Math.random()}` },
        cookies: cookie === undefined ? {} : { csrftoken: cookie },
        headers: header === undefined ? {} : { 'x-csrftoken': header },
      });

    it.each([
      ['no cookie and no header', () => [undefined, undefined]],
      ['a cookie but no header', () => [createCsrfToken(t.config.SECRET_KEY), undefined]],
      ['a header but no cookie', () => [undefined, createCsrfToken(t.config.SECRET_KEY)]],
      ['two valid tokens that differ', () => [createCsrfToken(t.config.SECRET_KEY), createCsrfToken(t.config.SECRET_KEY)]],
      ['a matching pair that is not signed', () => ['plain-value', 'plain-value']],
      ['a matching pair with a forged signature', () => ['abc.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'abc.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']],
      ['a matching pair signed with another key', () => Array(2).fill(createCsrfToken('another-secret-key-another-secret-key'))],
    ])('refuses %s with 403 and stores nothing', async (_name, tokens) => {
      const [cookie, header] = tokens() as [string | undefined, string | undefined];
      const before = await rows();
      const res = await post(cookie, header);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ user_message: MESSAGES.csrf });
      expect(await rows()).toBe(before);
    });

    it('lets a request with the signed cookie echoed in the header through', async () => {
      const token = createCsrfToken(t.config.SECRET_KEY);
      const before = await rows();
      const res = await post(token, token);
      expect(res.statusCode).toBe(200);
      expect(await rows()).toBe(before + 1);
    });

    it('the token the page hands out is one the server accepts', async () => {
      const page = await t.app.inject({ url: '/ca/fr/', headers: html });
      const token = setCookies(page).find((c) => c.name === 'csrftoken')!.value;
      expect(pageSettingsIn(page.body).csrf_token).toBe(token);
      expect((await post(token, token)).statusCode).toBe(200);
    });

    it('keeps a valid cookie instead of minting a new one on every page', async () => {
      const token = createCsrfToken(t.config.SECRET_KEY);
      const page = await t.app.inject({ url: '/us/en/', headers: html, cookies: { csrftoken: token } });
      expect(setCookies(page).find((c) => c.name === 'csrftoken')).toBeUndefined();
      expect(pageSettingsIn(page.body).csrf_token).toBe(token);
    });
  });

  describe('built assets', () => {
    it.each([
      ['br, gzip', 'br', (b: Buffer) => brotliDecompressSync(b)],
      ['gzip', 'gzip', (b: Buffer) => gunzipSync(b)],
      ['identity', undefined, (b: Buffer) => b],
    ])('Accept-Encoding %s gets the %s copy, cached for a year', async (acceptEncoding, encoding, decode) => {
      const res = await t.app.inject({ url: '/assets/main-abc123.js', headers: { 'accept-encoding': acceptEncoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(res.rawPayload).toString()).toBe(script);
    });

    it('a file too small to have compressed copies is sent as it is', async () => {
      writeFileSync(path.join(webDist, 'assets', 'tiny-1.js'), 'export {};\n');
      for (const url of ['/assets/tiny-1.js', '/favicon.svg']) {
        const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], url).toBeUndefined();
      }
    });

    it('an asset that does not exist is a 404, and the HTML shell is not served as a file', async () => {
      expect((await t.app.inject({ url: '/assets/nope-123.js', headers: { 'accept-encoding': 'br' } })).statusCode).toBe(404);
      const shell = await t.app.inject({ url: '/index.html', headers: html });
      expect(shell.statusCode).toBe(404);
    });
  });

  describe('health', () => {
    it('/healthz answers ok and /readyz names the database', async () => {
      const live = await t.app.inject('/healthz');
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
      const ready = await t.app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready', database: 'pglite' });
    });
  });

  describe('not found', () => {
    it.each([
      ['GET', '/api/v2/no-such-thing/'],
      ['GET', '/api/v2/settings'],
      ['GET', '/api/nothing'],
      ['GET', '/cached-api/v2/nothing/here/'],
      // /home/api/x/../ fits /:region/:language/*: with no site called "home" it stays an API miss.
      ['GET', '/home/api/campaign/../'],
      ['GET', '/home/api/nothing/'],
    ])('%s %s is a JSON 404 with a user_message', async (method, url) => {
      const res = await t.app.inject({ method: method as 'GET', url, headers: html });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ user_message: MESSAGES.notFound });
    });

    it('a POST to an unknown API path is a JSON 404 too', async () => {
      const res = await t.post('/api/v2/no-such-thing/', {});
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ user_message: MESSAGES.notFound });
    });

    it.each(['/xx/en/', '/us/zz/', '/xx/en/some/page/', '/no-such-page'])('%s is the 404 page (HTML, status 404)', async (url) => {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const settings = pageSettingsIn(res.body);
      expect(settings.not_found).toBe(true);
      expect(res.body).toContain('<div id="root">');
    });

    it('the 404 page speaks the visitor’s language when their cookie names one', async () => {
      const res = await t.app.inject({ url: '/xx/yy/', headers: html, cookies: { [LOCALE_COOKIE]: 'aue-ar' } });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<html lang="ar" dir="rtl">');
    });
  });

  describe('the locale redirect at /', () => {
    it.each([
      ['fr-CA,fr;q=0.9,en;q=0.8', '/ca/fr/'],
      ['ar-AE', '/aue/ar/'],
      ['en-AU,en;q=0.9', '/au/en/'],
      ['en-GB', '/uk/en/'],
      ['es-US', '/us/es/'],
      ['de-DE,de;q=0.9', '/de/de/'],
      ['pt-BR,pt;q=0.9', '/br/pt/'],
      ['pt-PT', '/br/pt/'],
      ['it-IT,it;q=0.9', '/us/en/'],
      [undefined, '/us/en/'],
    ])('Accept-Language %s goes to %s', async (acceptLanguage, location) => {
      const res = await t.app.inject({ url: '/', headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(location);
    });

    it('the locale cookie wins over Accept-Language', async () => {
      const res = await t.app.inject({ url: '/', headers: { 'accept-language': 'fr-CA' }, cookies: { [LOCALE_COOKIE]: 'nz-en' } });
      expect(res.headers.location).toBe('/nz/en/');
    });

    it('a cookie naming no site is ignored', async () => {
      const res = await t.app.inject({ url: '/', headers: { 'accept-language': 'ar-AE' }, cookies: { [LOCALE_COOKIE]: 'xx-yy' } });
      expect(res.headers.location).toBe('/aue/ar/');
    });

    it('upper-case and slash-less locale URLs are sent to the one canonical URL', async () => {
      const upper = await t.app.inject({ url: '/CA/FR/contact/', headers: html });
      expect(upper.statusCode).toBe(301);
      expect(upper.headers.location).toBe('/ca/fr/contact/');
      const bare = await t.app.inject({ url: '/ca/fr', headers: html });
      expect(bare.statusCode).toBe(301);
      expect(bare.headers.location).toBe('/ca/fr/');
    });
  });

  describe('page settings in the HTML', () => {
    it.each([
      ['/us/en/', 'us', 'en', 'ltr'],
      ['/ca/fr/', 'ca', 'fr', 'ltr'],
      ['/aue/ar/', 'aue', 'ar', 'rtl'],
      ['/uk/en/contact/', 'uk', 'en', 'ltr'],
    ])('%s carries its settings tag and <html lang dir>', async (url, region, language, dir) => {
      const res = await t.app.inject({ url, headers: html });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<html lang="${language}" dir="${dir}">`);
      const settings = pageSettingsIn(res.body);
      expect(settings).toMatchObject({ region, language, dir, swap_tld: false, production: false, not_found: false });
      // The API is this server: the browser calls the page's own origin.
      expect(settings.api_domain).toBe('');
      expect(settings.is_gdpr).toBe(region === 'uk');
    });

    it('never contains the secret key, anywhere the server writes settings', async () => {
      const secret = t.config.SECRET_KEY;
      expect(secret.length).toBeGreaterThanOrEqual(32);
      for (const url of ['/us/en/', '/aue/ar/', '/xx/en/', '/api/v2/settings/?region_code=US&language_code=en', '/api/docs/json']) {
        const res = await t.app.inject({ url, headers: url.startsWith('/api') ? {} : html });
        expect(res.body, url).not.toContain(secret);
        expect(res.body, url).not.toMatch(/SECRET_KEY|DATABASE_URL/);
      }
    });

  });

  describe('OpenAPI', () => {
    it('serves the document made from the zod schemas at /api/docs/json', async () => {
      const res = await t.app.inject('/api/docs/json');
      expect(res.statusCode).toBe(200);
      const doc = res.json();
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.paths).toHaveProperty(['/api/v2/settings/', 'get']);
      expect(doc.paths).toHaveProperty(['/api/v2/contact/', 'post', 'requestBody']);
      // Pages and internal routes stay out of the API document.
      expect(Object.keys(doc.paths)).not.toContain('/:region/:language/');
      expect(Object.keys(doc.paths)).not.toContain('/api/v2/csrf/');
    });

    it('every GET that reads a query accepts the region and language the web client adds to each call', async () => {
      const doc = (await t.app.inject('/api/docs/json')).json() as {
        paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string; schema?: { format?: string } }> }>>;
      };
      // a worksheet's PDF is a link the page builds with its own region and language fields, not an API call
      const links = new Set(['/api/v2/worksheets/{name}.pdf']);
      const refused: string[] = [];
      let checked = 0;
      for (const [route, methods] of Object.entries(doc.paths)) {
        const get = methods.get;
        if (links.has(route) || !get?.parameters?.some((p) => p.in === 'query')) continue;
        // path parameters filled with values of their shape, so the query is what gets read
        const url = route.replace(/\{([^}]+)\}/g, (_, name: string) => {
          const param = get.parameters!.find((p) => p.in === 'path' && p.name === name);
          return param?.schema?.format === 'uuid' ? '00000000-0000-4000-8000-000000000000' : name === 'code' ? 'K7M2QX' : 'x';
        });
        // an event stream or a long poll holds the answer: its query was read and accepted before that
        const abort = new AbortController();
        const timer = setTimeout(() => abort.abort(), 3000);
        const res = await t.app.inject({ url: `${url}?region_code=us&language_code=en`, signal: abort.signal }).catch(() => null);
        clearTimeout(timer);
        checked++;
        if (!res) continue;
        const errors = (res.headers['content-type']?.includes('json') ? (res.json() as { errors?: Record<string, string> }).errors : undefined) ?? {};
        if (errors.region_code || errors.language_code) refused.push(`${route}: ${JSON.stringify(errors)}`);
      }
      expect(checked).toBeGreaterThan(10);
      expect(refused).toEqual([]);
    });

    it('serves a documentation page at /api/docs', async () => {
      const res = await t.app.inject({ url: '/api/docs', headers: html });
      const page = res.statusCode === 302 ? await t.app.inject({ url: res.headers.location as string, headers: html }) : res;
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toMatch(/swagger/i);
    });
  });
});

describe('limits', () => {
  it('RATE_LIMIT_PER_MINUTE turns extra API calls into 429 with a user_message', async () => {
    const t = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 3, WEB_DIST: webDist } });
    try {
      const url = '/api/v2/settings/?region_code=US&language_code=en';
      for (let i = 0; i < 3; i++) expect((await t.app.inject(url)).statusCode).toBe(200);
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ user_message: MESSAGES.tooMany });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // Pages are not API calls: a school behind one address can still load the site.
      expect((await t.app.inject({ url: '/us/en/', headers: html })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('a write past the limit is refused before it changes anything', async () => {
    const t = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 2 } });
    try {
      const rows = async () => (await t.database.db.select({ n: count() }).from(enquiries))[0]!.n;
      let refused: LightMyRequestResponse | undefined;
      for (let i = 0; i < 40 && !refused; i++) {
        const res = await t.post('/api/v2/contact/', { ...enquiry, message: `Enquiry number ${i}` });
        if (res.statusCode === 429) refused = res;
        else expect(res.statusCode).toBe(200);
      }
      expect(refused, 'a 429 within 40 posts').toBeDefined();
      expect(refused!.json()).toMatchObject({ user_message: MESSAGES.tooMany });
      const stored = await rows();
      const again = await t.post('/api/v2/contact/', { ...enquiry, message: 'One more after the limit' });
      expect(again.statusCode).toBe(429);
      expect(await rows()).toBe(stored);
    } finally {
      await t.close();
    }
  });

  it('a body over BODY_LIMIT is refused with 413 and a user_message', async () => {
    const t = await createTestApp({ config: { BODY_LIMIT: 2048 } });
    try {
      const res = await t.post('/api/v2/contact/', { ...enquiry, message: 'x'.repeat(4096) });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ user_message: MESSAGES.bodyTooLarge });
      expect((await t.database.db.select({ n: count() }).from(enquiries))[0]!.n).toBe(0);
    } finally {
      await t.close();
    }
  });

  it('the default body limit admits a 0.5 MB student list in base64 and refuses 2 MB', async () => {
    const t = await createTestApp();
    try {
      const big = await t.post('/api/v2/contact/', { ...enquiry, message: 'x'.repeat(2 * 1024 * 1024) });
      expect(big.statusCode).toBe(413);
      // 0.5 MB in base64 is about 700 kB: under the limit, so it reaches validation (400), not 413.
      const fits = await t.post('/api/v2/contact/', { ...enquiry, message: 'x'.repeat(Math.ceil((524288 * 4) / 3)) });
      expect(fits.statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});

describe('the settings script tag', () => {
  it('cannot be broken out of by what it carries', async () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const t = await createTestApp({ env: { ANALYTICS_IDS: `G-123,${hostile}` }, config: { WEB_DIST: webDist } });
    try {
      const res = await t.app.inject({ url: '/us/en/', headers: html });
      expect(res.body).not.toContain('<script>alert(1)');
      expect(res.body).not.toContain('<!--');
      expect(pageSettingsIn(res.body).analytics_ids).toEqual(['G-123', hostile]);
    } finally {
      await t.close();
    }
  });
});

describe('production config', () => {
  it('adds HSTS and marks the CSRF cookie Secure', async () => {
    const t = await createTestApp({
      env: { NODE_ENV: 'production', SECRET_KEY: 'p'.repeat(40), PUBLIC_URL: 'https://www.numbloom.com' },
      config: { WEB_DIST: webDist },
    });
    try {
      for (const [url, headers] of [['/us/en/', html], ['/api/v2/settings/?region_code=US&language_code=en', {}]] as const) {
        const res = await t.app.inject({ url, headers });
        expect(res.statusCode).toBe(200);
        expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
        expect(cspOf(res)).toHaveProperty('upgrade-insecure-requests');
      }
      const page = await t.app.inject({ url: '/us/en/', headers: html });
      expect(setCookies(page).find((c) => c.name === 'csrftoken')?.secure).toBe(true);
      expect(pageSettingsIn(page.body)).toMatchObject({ production: true, api_domain: '' });
    } finally {
      await t.close();
    }
  });

  it('treats an empty variable as unset, and lists what is wrong with the rest', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '', REDIS_URL: '', LOG_LEVEL: 'silent' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(/PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/);
  });

  it('refuses to start without a SECRET_KEY', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SECRET_KEY/);
  });
});

describe('readiness and the last-resort error handler', () => {
  it('/readyz and /healthz are 503 once the database is gone', async () => {
    const t = await createTestApp();
    await t.database.close();
    try {
      const res = await t.app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', user_message: expect.any(String) });
      const health = await t.app.inject('/healthz');
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe('5');
    } finally {
      await t.app.close();
    }
  });

  it('an unexpected error is a 500 with the general text and never a stack trace', async () => {
    const database = await createTestDatabase();
    const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
    const app = await buildApp({ config, database });
    app.get('/api/v2/test-explodes/', async () => {
      throw new Error('db password is hunter2 at /srv/app/secret.ts:12');
    });
    try {
      const res = await app.inject('/api/v2/test-explodes/');
      expect(res.statusCode).toBe(500);
      // The id a person can quote to support; the log keeps it with the error.
      expect(res.json()).toEqual({ user_message: MESSAGES.serverError, error_id: expect.stringMatching(/^[A-Za-z0-9_-]{8}$/) });
      expect(res.body).not.toMatch(/hunter2|secret\.ts|at /);
      // Malformed JSON is the client's fault: 400, with the same shape.
      const csrf = createCsrfToken(config.SECRET_KEY);
      const bad = await app.inject({
        method: 'POST',
        url: '/api/v2/contact/',
        headers: { 'content-type': 'application/json', 'x-csrftoken': csrf },
        cookies: { csrftoken: csrf },
        payload: '{"your_name": ',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ user_message: MESSAGES.invalidInput, errors: { _: MESSAGES.invalidInput } });
    } finally {
      await app.close();
      await database.close();
    }
  });
});
