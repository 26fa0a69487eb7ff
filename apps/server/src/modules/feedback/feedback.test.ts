import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { episodeFeedback } from './tables.ts';
import { GUEST_SESSION_COOKIE } from './routes.ts';

const URL = '/api/v2/episodes/guest-feedback/';
const EPISODE = 'grade-3-read-clock-episode';

describe('POST /api/v2/episodes/guest-feedback/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(async () => {
    await t.database.db.execute(sql`delete from episode_feedback`);
  });
  afterAll(() => t.close());

  const rows = () => t.database.db.select().from(episodeFeedback);

  it('stores a like with its comment, without login, and sets a guest session cookie', async () => {
    const res = await t.post(URL, { episode_id: EPISODE, liked: true, comment: '  The clock was fun  ', region_code: 'AU', language_code: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.cookies.find((c) => c.name === GUEST_SESSION_COOKIE)?.httpOnly).toBe(true);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ episodeId: EPISODE, liked: true, comment: 'The clock was fun', regionCode: 'au', languageCode: 'en' });
  });

  it('refuses a second feedback for the same episode from the same session', async () => {
    const first = await t.post(URL, { episode_id: EPISODE, liked: false, comment: 'Too hard' });
    const cookie = first.cookies.find((c) => c.name === GUEST_SESSION_COOKIE)!;
    const second = await t.post(URL, { episode_id: EPISODE, liked: false, comment: 'Too hard' }, { cookies: { [GUEST_SESSION_COOKIE]: cookie.value } });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ user_message: 'You have already sent feedback for this activity.' });
    // Another episode from the same session, and the same episode from another session, are fine.
    const other = await t.post(URL, { episode_id: 'grade-3-add-episode', liked: true }, { cookies: { [GUEST_SESSION_COOKIE]: cookie.value } });
    expect(other.statusCode).toBe(200);
    const fresh = await t.post(URL, { episode_id: EPISODE, liked: true });
    expect(fresh.statusCode).toBe(200);
    expect(await rows()).toHaveLength(3);
  });

  it('rejects bad input with 400 and stores nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ liked: true }, 'episode_id'],
      [{ episode_id: EPISODE }, 'liked'],
      [{ episode_id: EPISODE, liked: 'yes' }, 'liked'],
      [{ episode_id: EPISODE, liked: true, comment: 'x'.repeat(501) }, 'comment'],
      [{ episode_id: EPISODE, liked: true, rating: 5 }, 'rating'],
      [{ episode_id: 'no-such-activity', liked: true }, 'episode_id'],
    ];
    for (const [body, field] of cases) {
      const res = await t.post(URL, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors, JSON.stringify(body)).toHaveProperty(field);
    }
    expect(await rows()).toHaveLength(0);
  });

  it('needs the CSRF token like every other POST', async () => {
    const res = await t.app.inject({ method: 'POST', url: URL, payload: { episode_id: EPISODE, liked: true } });
    expect(res.statusCode).toBe(403);
    expect(await rows()).toHaveLength(0);
  });
});
