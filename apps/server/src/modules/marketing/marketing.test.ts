import { TEXT_MESSAGES } from '@numbloom/domain/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { leads } from './tables.ts';
import { forwardsSettled } from './service.ts';

const PATH = '/api/v2/pardot/submit-data/';
const lead = {
  email: 'Ana.Teacher@Example.org',
  first_name: 'Ana',
  last_name: 'Teacher',
  phone: '+15550102030',
  message: '',
  school_name: 'Riverbend Elementary School',
  school_type: 'Public',
  school_role: 'Teacher',
  organisation: '',
  marketing_subscriber: 'true',
  form_type: 'Demo',
  form_id: 'school-demo-2026',
  env: 'prod',
  locale: 'US/en',
  endpoint_id: 'demo-request-2026',
  utm_medium: 'email',
  utm_source: 'newsletter',
  utm_campaign: 'spring',
  teacher_enterprise_invite_link: 'https://numbloom.com/join/enterprise/abc/',
  region_code: 'US',
  language_code: 'en',
};

/** A stand-in for the marketing system: records what it receives, fails when told to. */
function fakeMarketing() {
  const received: URLSearchParams[] = [];
  let status = 200;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push(new URLSearchParams(body));
      res.writeHead(status).end('ok');
    });
  });
  return {
    received,
    fail: (s: number) => (status = s),
    listen: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/handler`))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDrivers())('marketing submit on %s', (driver) => {
  let t: TestApp;
  const marketing = fakeMarketing();
  const rows = async () => (await t.database.db.select({ n: count() }).from(leads))[0]!.n;

  beforeAll(async () => {
    const url = await marketing.listen();
    t = await createTestApp({ driver, config: { MARKETING_FORWARD_URL: url } });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await marketing.close();
  });

  it('stores the lead with the email lower-cased and forwards it as a form post', async () => {
    const res = await t.post(PATH, lead);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    await forwardsSettled();
    const [row] = await t.database.db.select().from(leads);
    expect(row).toMatchObject({ email: 'ana.teacher@example.org', formType: 'Demo', marketingSubscriber: 'true', forwardStatus: 'sent', forwardHttpStatus: 200 });
    const sent = marketing.received.at(-1)!;
    expect(sent.get('email')).toBe('ana.teacher@example.org');
    expect(sent.get('form_type')).toBe('Demo');
    expect(sent.get('teacher_enterprise_invite_link')).toBe('https://numbloom.com/join/enterprise/abc/');
    expect(sent.has('region_code')).toBe(false);
  });

  it('stores the same submit once', async () => {
    const before = await rows();
    expect((await t.post(PATH, lead)).statusCode).toBe(200);
    expect(await rows()).toBe(before);
  });

  it('answers 200 when forwarding fails, and records the failure', async () => {
    marketing.fail(500);
    const res = await t.post(PATH, { ...lead, email: 'second@example.org' });
    expect(res.statusCode).toBe(200);
    await forwardsSettled();
    const [row] = await t.database.db.select().from(leads).where(eq(leads.email, 'second@example.org'));
    expect(row).toMatchObject({ forwardStatus: 'failed', forwardHttpStatus: 500 });
    marketing.fail(200);
  });

  it.each([
    [{ ...lead, email: 'nope' }, 'email', 'Invalid email address.'],
    [{ ...lead, marketing_subscriber: 'yes' }, 'marketing_subscriber', expect.any(String)],
    [{ ...lead, extra: 1 }, 'extra', 'Unknown field.'],
    [{ ...lead, email: 5 }, 'email', 'Invalid input.'],
    [{ ...lead, message: 'a\u0000b' }, 'message', TEXT_MESSAGES.controlCharacter],
  ])('refuses %j with 400 and stores nothing', async (body, field, message) => {
    const before = await rows();
    const res = await t.post(PATH, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual(message);
    expect(await rows()).toBe(before);
  });
});

describe('marketing submit without a forward URL', () => {
  it('stores the lead and marks forwarding off', { timeout: 120_000 }, async () => {
    const t = await createTestApp();
    try {
      expect((await t.post(PATH, lead)).statusCode).toBe(200);
      const [row] = await t.database.db.select().from(leads);
      expect(row!.forwardStatus).toBe('off');
    } finally {
      await t.close();
    }
  });
});
