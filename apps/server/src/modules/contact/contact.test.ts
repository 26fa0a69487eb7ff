import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDrivers } from '../../test/db.ts';
import { enquiries } from './tables.ts';

const valid = {
  form_type: 'enquiry',
  your_name: 'Maria Lopez',
  email: 'Maria.Lopez@Example.org',
  phone: '+1 (201) 555-0123',
  message: 'Could you show our Year 3 team how Play with class works?',
};

describe.each(testDrivers())('POST /api/v2/contact/ on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());

  const rows = async () => (await t.database.db.select({ n: count() }).from(enquiries))[0]!.n;

  it('stores a valid enquiry with the email lower-cased and the phone stripped to plus and digits', async () => {
    const res = await t.post('/api/v2/contact/', valid);
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(enquiries);
    expect(row).toMatchObject({ email: 'maria.lopez@example.org', phone: '+12015550123', formType: 'enquiry' });
  });

  it('stores the same submission once however often it is sent', async () => {
    const before = await rows();
    const again = await t.post('/api/v2/contact/', valid);
    expect(again.statusCode).toBe(200);
    expect(await rows()).toBe(before);
  });

  it.each([
    [{ ...valid, your_name: '' }, 'your_name', 'Your name is required.'],
    [{ ...valid, your_name: 'Ann<script>' }, 'your_name', 'Name contains invalid characters.'],
    [{ ...valid, your_name: 'Ann\tLee' }, 'your_name', 'Name contains invalid characters.'],
    [{ ...valid, email: 'not-an-address' }, 'email', 'Invalid email address.'],
    [{ ...valid, phone: '12-34' }, 'phone', 'Invalid phone number.'],
    [{ ...valid, phone: 'call me maybe 5550100' }, 'phone', 'Invalid phone number.'],
    [{ ...valid, phone: '5550100' }, 'phone', 'Invalid phone number.'],
    [{ ...valid, phone: '+1 020 7946 0958' }, 'phone', 'Invalid phone number.'],
    [{ ...valid, message: '   ' }, 'message', 'Message is required.'],
    [{ ...valid, message: 'x'.repeat(256) }, 'message', 'Please use at most 255 characters.'],
    [{ ...valid, your_name: 'a'.repeat(51) }, 'your_name', 'Please use at most 50 characters.'],
    [{ ...valid, email: 42 }, 'email', 'Invalid input.'],
    [{ ...valid, is_admin: true }, 'is_admin', 'Unknown field.'],
  ])('refuses %j with a message on the field and stores nothing', async (body, field, message) => {
    const before = await rows();
    const res = await t.post('/api/v2/contact/', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
    expect(res.json().user_message).toEqual(expect.any(String));
    expect(await rows()).toBe(before);
  });

  it('refuses a body that is not JSON, and one that is too large, without a 500', async () => {
    const broken = await t.post('/api/v2/contact/', '{"your_name":', { headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().user_message).toBe('Invalid input.');
    const huge = await t.post('/api/v2/contact/', { ...valid, message: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().user_message).toBe('The data sent is too large.');
  });

  it('refuses a post without the CSRF header', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/contact/', payload: valid });
    expect(res.statusCode).toBe(403);
    expect(res.json().user_message).toBe('Your session has expired. Please reload the page and try again.');
  });
});

describe('POST /api/v2/contact/ with keys left out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 400 with the required message for each missing required field, never 500', async () => {
    const res = await t.post('/api/v2/contact/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      user_message: 'Please fill in all required fields',
      errors: { your_name: 'Your name is required.', email: 'Email address is required.', message: 'Message is required.' },
    });
  });
});
