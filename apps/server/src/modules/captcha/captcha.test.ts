import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { CAPTCHA_CHALLENGE_PATH, CAPTCHA_MESSAGE } from '@numbloom/domain/captcha';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { featureDrivers } from '../../test/db.ts';
import { CAPTCHA_ALGORITHM, CAPTCHA_COUNTER_MAX, CAPTCHA_TTL_MS, verifyCaptcha } from './service.ts';

const encode = (challenge: Challenge, solution: unknown) =>
  Buffer.from(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution })).toString('base64');

describe.each(featureDrivers())('ALTCHA captcha on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(() => t.close());
  const deps = () => ({ config: t.config, database: t.database, now: () => t.clock.now });
  const challenge = async () => (await t.app.inject({ method: 'GET', url: CAPTCHA_CHALLENGE_PATH })).json() as Challenge;

  it('serves signed, expiring, uncached challenges that the real solver solves', async () => {
    const res = await t.app.inject({ method: 'GET', url: CAPTCHA_CHALLENGE_PATH });
    expect(res.headers['cache-control']).toBe('no-store');
    const c = res.json() as Challenge;
    expect(c.parameters.algorithm).toBe(CAPTCHA_ALGORITHM);
    expect(c.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(c.parameters.expiresAt! * 1000).toBeLessThanOrEqual(t.clock.now.getTime() + CAPTCHA_TTL_MS);
    const solution = await solveChallenge({ challenge: c, deriveKey });
    expect(solution!.counter).toBeLessThanOrEqual(CAPTCHA_COUNTER_MAX);
    await expect(verifyCaptcha(deps(), encode(c, solution))).resolves.toBeUndefined();
    // Spent: the same payload again is refused.
    await expect(verifyCaptcha(deps(), encode(c, solution))).rejects.toMatchObject({ statusCode: 400, userMessage: CAPTCHA_MESSAGE });
  });

  it('refuses a wrong key, tampered parameters, a missing signature, garbage and nothing', async () => {
    const c = await challenge();
    const solution = (await solveChallenge({ challenge: c, deriveKey }))!;
    const refused = { statusCode: 400, userMessage: 'Please verify that you are not a robot', errors: { captcha: CAPTCHA_MESSAGE } };
    await expect(verifyCaptcha(deps(), encode(c, { ...solution, derivedKey: 'ab'.repeat(32) }))).rejects.toMatchObject(refused);
    const easier = { ...c, parameters: { ...c.parameters, keyPrefix: '00' } };
    await expect(verifyCaptcha(deps(), encode(easier, solution))).rejects.toMatchObject(refused);
    await expect(verifyCaptcha(deps(), encode({ parameters: c.parameters }, solution))).rejects.toMatchObject(refused);
    await expect(verifyCaptcha(deps(), 'not base64 json')).rejects.toMatchObject(refused);
    await expect(verifyCaptcha(deps(), '')).rejects.toMatchObject(refused);
    await expect(verifyCaptcha(deps(), undefined)).rejects.toMatchObject(refused);
    // The untouched payload still works: none of the above spent it.
    await expect(verifyCaptcha(deps(), encode(c, solution))).resolves.toBeUndefined();
  });

  it('refuses a challenge signed with another key', async () => {
    const other = await createTestApp({ driver: 'pglite' });
    try {
      const foreign = (await other.app.inject({ method: 'GET', url: CAPTCHA_CHALLENGE_PATH })).json() as Challenge;
      const solution = await solveChallenge({ challenge: foreign, deriveKey });
      await expect(verifyCaptcha(deps(), encode(foreign, solution))).rejects.toMatchObject({ statusCode: 400 });
    } finally {
      await other.close();
    }
  });
});
