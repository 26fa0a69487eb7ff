import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { count, eq, sql } from 'drizzle-orm';
import { HELPDESK_PATHS, STREAM_CHECK, SYSTEM_CHECK_IDS, THRESHOLDS } from '@numbloom/domain/helpdesk';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { mailSettled } from '../mail/service.ts';
import { startTestSmtpServer } from '../mail/testing.ts';
import { systemReports } from './tables.ts';
import { reportBody } from './test-support.ts';

let ipSeq = 0;
/** A fresh address per request: the route allows 10 reports a minute from one. */
const freshIp = () => ({ remoteAddress: `198.51.100.${++ipSeq % 250}` });

describe.each(testDrivers())('POST /api/v2/helpdesk/system-report/ on %s', (driver) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ driver, env: { SMTP_URL: smtp.url, STAFF_EMAIL: 'helpdesk@numbloom.test' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const rows = async () => Number((await t.database.db.select({ n: count() }).from(systemReports))[0]!.n);

  it('stores the report, answers its number, mails support and sends the sender a copy in their language', async () => {
    const before = smtp.received.length;
    const res = await t.post(HELPDESK_PATHS.systemReport, reportBody(), { remoteAddress: '203.0.113.7' });
    expect(res.statusCode, res.body).toBe(200);
    const { number, id } = res.json();
    expect(number).toMatch(/^SR-\d+$/);
    const [row] = await t.database.db.select().from(systemReports).where(eq(systemReports.id, id));
    expect(row).toMatchObject({ overall: 'failed', status: 'new', email: 'it.admin@school.example.org', school: 'École Jules Ferry', ip: '203.0.113.7', languageCode: 'fr' });
    expect(row!.results).toHaveLength(SYSTEM_CHECK_IDS.length);

    const notice = await smtp.waitFor('helpdesk@numbloom.test', before);
    expect(notice.subject).toBe(`System report ${number}: 1 failed, 1 warning (École Jules Ferry)`);
    expect(notice.text).toContain('stream (failed): stream checked');
    expect(notice.text).toContain(`/staff/system-reports/${id}/`);
    const copy = await smtp.waitFor('it.admin@school.example.org', before);
    expect(copy.subject).toBe(`Votre vérification système Numbloom ${number}`);
    expect(copy.text).toContain(`Son numéro est ${number}`);
    expect(copy.text).toContain('Résultat : 10 réussies, 1 avec un avertissement, 1 en échec.');
    expect(copy.html).toContain('lang="fr"');
  });

  it('stores and mails a report sent three times at once (a double click, a retry) once, and answers each with its number', async () => {
    const body = reportBody({ email: 'twice@school.example.org', message: 'sent with a double click' });
    const rowsBefore = await rows();
    const mailsBefore = smtp.received.length;
    const answers = await Promise.all([1, 2, 3].map(() => t.post(HELPDESK_PATHS.systemReport, body, { remoteAddress: '203.0.113.9' })));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(new Set(answers.map((r) => r.json().number)).size).toBe(1);
    expect(await rows()).toBe(rowsBefore + 1);
    await smtp.waitFor('twice@school.example.org', mailsBefore);
    await mailSettled();
    expect(smtp.received.slice(mailsBefore).filter((m) => m.to.includes('twice@school.example.org'))).toHaveLength(1);
  });

  it('sends no copy when no address is given, and numbers reports in order', async () => {
    const first = (await t.post(HELPDESK_PATHS.systemReport, reportBody({ email: '' }), freshIp())).json().number as string;
    const second = (await t.post(HELPDESK_PATHS.systemReport, reportBody({ email: undefined, school: undefined }), freshIp())).json().number as string;
    expect(Number(second.slice(3))).toBe(Number(first.slice(3)) + 1);
    // a restart of the embedded database moves a sequence past the numbers it had cached (SR-2, SR-34,
    // SR-67): the next report's number follows the last one all the same
    await t.database.db.execute(sql`select setval(pg_get_serial_sequence('system_reports', 'number'), 10000)`);
    const third = (await t.post(HELPDESK_PATHS.systemReport, reportBody({ email: undefined, school: 'After a restart' }), freshIp())).json().number as string;
    expect(Number(third.slice(3))).toBe(Number(second.slice(3)) + 1);
    // reports sent at the same instant each get their own number, with none skipped
    const together = await Promise.all(
      [1, 2, 3, 4].map((n) => t.post(HELPDESK_PATHS.systemReport, reportBody({ email: undefined, school: `At once ${n}` }), freshIp())),
    );
    const numbers = together.map((r) => Number((r.json().number as string).slice(3))).sort((x, y) => x - y);
    expect(numbers).toEqual([1, 2, 3, 4].map((n) => Number(third.slice(3)) + n));
  });

  it('writes an Arabic copy right to left', async () => {
    const before = smtp.received.length;
    const res = await t.post(HELPDESK_PATHS.systemReport, reportBody({ email: 'ar@example.org', language_code: 'ar', region_code: 'AUE' }), freshIp());
    expect(res.statusCode).toBe(200);
    const copy = await smtp.waitFor('ar@example.org', before);
    expect(copy.subject).toContain('فحص نظامك');
    expect(copy.html).toContain('dir="rtl"');
  });

  it.each([
    ['an unknown check', { results: [{ id: 'warp-drive', status: 'passed' }] }, 'results.0.id'],
    ['a status outside the spec', { results: [{ id: 'browser', status: 'fine' }] }, 'results.0.status'],
    ['the same check twice', { results: [{ id: 'browser', status: 'passed' }, { id: 'browser', status: 'failed' }] }, 'results'],
    ['no results', { results: [] }, 'results'],
    ['a bad email', { email: 'not-an-address' }, 'email'],
    ['a school name too long', { school: 'x'.repeat(256) }, 'school'],
    ['a detail too long', { results: [{ id: 'browser', status: 'passed', detail: 'x'.repeat(301) }] }, 'results.0.detail'],
    ['a NUL in the message', { message: 'a\u0000b' }, 'message'],
    ['a field nobody knows', { is_admin: true }, 'is_admin'],
  ])('refuses %s with a message on the field and stores nothing', async (_name, change, field) => {
    const before = await rows();
    const res = await t.post(HELPDESK_PATHS.systemReport, { ...reportBody(), ...change }, freshIp());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[field]).toEqual(expect.any(String));
    expect(await rows()).toBe(before);
  });

  it('takes 10 reports a minute from one address, then answers 429', async () => {
    const ip = { remoteAddress: '192.0.2.99' };
    const codes = [];
    for (let i = 0; i < 11; i++) codes.push((await t.post(HELPDESK_PATHS.systemReport, reportBody({ email: undefined, message: `try ${i}` }), ip)).statusCode);
    expect(codes).toEqual([...Array(10).fill(200), 429]);
  });

  it('refuses a report without the browser details, and one without the CSRF header', async () => {
    const { browser: _b, ...noBrowser } = reportBody();
    expect((await t.post(HELPDESK_PATHS.systemReport, noBrowser, freshIp())).statusCode).toBe(400);
    const res = await t.app.inject({ method: 'POST', url: HELPDESK_PATHS.systemReport, payload: reportBody(), ...freshIp() });
    expect(res.statusCode).toBe(403);
    expect(res.json().user_message).toBe(MESSAGES.csrf);
  });
});

describe('the checker’s measuring points', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  /**
   * Reads an event stream to its end: each event's name, data, arrival time and the read (chunk)
   * it came in; `onEvent` hears each as it arrives.
   */
  async function readStream(url: string, onEvent: (event: string) => void = () => {}) {
    const started = Date.now();
    const res = await fetch(url);
    const events: Array<{ event: string; data: Record<string, unknown>; at: number; chunk: number }> = [];
    let chunks = 0;
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body!) {
      chunks += 1;
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) {
          events.push({ event, data: JSON.parse(data) as Record<string, unknown>, at: Date.now() - started, chunk: chunks });
          onEvent(event);
        }
      }
    }
    return { res, events, elapsed: Date.now() - started };
  }

  it('holds an event stream open for the seconds asked, a numbered tick every second on a short one, then done', async () => {
    const { res, events, elapsed } = await readStream(`${base}${HELPDESK_PATHS.streamCheck}?seconds=3`);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(events.map((e) => e.event)).toEqual(['hello', 'tick', 'tick', 'done']);
    expect(events[0]!.data).toMatchObject({ seconds: 3, tick_seconds: 1 });
    expect(events.slice(1, 3).map((e) => e.data.n)).toEqual([1, 2]);
    // events arrive as they are sent, not all at the end: the first tick came in a read of its own,
    // before the one that brought the end (a second apart on the server, however busy the machine)
    expect(events[1]!.chunk).toBeLessThan(events.at(-1)!.chunk);
    // held open for the seconds asked (a lower bound: a slow machine only makes it longer)
    expect(elapsed).toBeGreaterThanOrEqual(2500);
  }, 20_000);

  it('bounds the length: a full check by default, too short or too long refused', async () => {
    expect(STREAM_CHECK.seconds).toBeGreaterThanOrEqual(STREAM_CHECK.holdSeconds);
    for (const seconds of [STREAM_CHECK.minSeconds - 1, STREAM_CHECK.maxSeconds + 1, 'soon']) {
      const res = await t.app.inject({ method: 'GET', url: `${HELPDESK_PATHS.streamCheck}?seconds=${seconds}` });
      expect(res.statusCode, String(seconds)).toBe(400);
    }
  });

  it('ends open checks when the server stops', async () => {
    const other = await createTestApp();
    await other.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (other.app.server.address() as AddressInfo).port;
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const reading = readStream(`http://127.0.0.1:${port}${HELPDESK_PATHS.streamCheck}?seconds=60`, (event) => {
      if (event === 'hello') opened();
    });
    await open;
    await other.close();
    const { events } = await reading;
    // ended by the stop, not by the check's own end a minute later (which sends done)
    expect(events[0]!.event).toBe('hello');
    expect(events.map((e) => e.event)).not.toContain('done');
  }, 90_000);

  it("tells the server's time (the app clock), never cached", async () => {
    t.clock.advance(90_000);
    const res = await t.app.inject({ method: 'GET', url: HELPDESK_PATHS.ping });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().server_time).toBe(t.clock.now.toISOString());
  });

  it('downloads the bytes asked, uncompressed and uncached, within bounds', async () => {
    const res = await fetch(`${base}${HELPDESK_PATHS.download}?bytes=5000&nonce=abc`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect((await res.arrayBuffer()).byteLength).toBe(5000);
    const tooBig = await t.app.inject({ method: 'GET', url: `${HELPDESK_PATHS.download}?bytes=${THRESHOLDS.maxDownloadBytes + 1}` });
    expect(tooBig.statusCode).toBe(400);
  });

  it('echoes a write made with the CSRF cookie and header, and refuses one without', async () => {
    const ok = await t.post(HELPDESK_PATHS.echo, { nonce: 'n-42' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok', nonce: 'n-42' });
    const refused = await t.app.inject({ method: 'POST', url: HELPDESK_PATHS.echo, payload: { nonce: 'n-42' } });
    expect(refused.statusCode).toBe(403);
  });
});
