import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { createTestApp, type TestApp } from '../test/app.ts';
import { testDrivers } from '../test/db.ts';
import { redactMessage, redactUrl } from './log-safety.ts';

describe('log lines keep no personal data', () => {
  it('keeps the path and the names of the query, not its values', () => {
    expect(redactUrl('/api/v2/school-management/autocomplete?search=ann%40example.org&region_code=US')).toBe(
      '/api/v2/school-management/autocomplete?search=~&region_code=~',
    );
    expect(redactUrl('/api/v2/settings/')).toBe('/api/v2/settings/');
  });

  it("cuts a failed query's parameters and masks addresses in a message", () => {
    const message = 'Failed query: insert into "enquiries" ("name", "email") values ($1, $2)\nparams: Ann,ann@example.org';
    expect(redactMessage(message)).toBe('Failed query: insert into "enquiries" ("name", "email") values ($1, $2)');
    expect(redactMessage('550 mailbox ann@example.org unavailable')).toBe('550 mailbox [email] unavailable');
  });
});

describe.each(testDrivers())('a request that fails on %s', (driver) => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ driver, env: { LOG_LEVEL: 'info' }, logStream: { write: (line: string) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  it('logs its error with the id the answer shows, and none of the email, name, message, token or query values sent', async () => {
    // A table gone missing stands for any failure deep in a query that carries the person's data.
    await t.database.db.execute(sql`alter table enquiries rename to enquiries_away`);
    const email = 'ann.logcheck@example.org';
    const res = await t.post('/api/v2/contact/?ref=ann.logcheck%40example.org', {
      your_name: 'Ann Logcheck',
      email,
      phone: '+61 412 345 678',
      message: 'Please call me about Year 3',
    });
    await t.database.db.execute(sql`alter table enquiries_away rename to enquiries`);
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.user_message).toBe(MESSAGES.serverError);
    expect(body.error_id).toMatch(/^[A-Za-z0-9_-]{8}$/);

    const log = lines.join('');
    expect(log).toContain(body.error_id);
    expect(log).toContain('unhandled error');
    expect(log).toContain('enquiries');
    for (const secret of [email, 'ann.logcheck', 'Logcheck', '412 345 678', '61412345678', 'Year 3', t.config.SECRET_KEY]) {
      expect(log, secret).not.toContain(secret);
    }
    // Headers with secrets (the CSRF token, the session cookie) are not logged at all.
    expect(log).not.toMatch(/csrftoken|nb_session|cookie/i);
  });
});
