import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/app.ts';
import { testDrivers } from './test/db.ts';
import { isFailure, runFuzz } from './test/fuzz.ts';
import { createUser, loginAs } from './modules/accounts/test-support.ts';

/**
 * Every route of the OpenAPI document, sent requests generated from its
 * schema and then broken (test/fuzz.ts): no answer is a 5xx, every refusal is
 * the one error shape with a message by field, and a refused request writes
 * no row. The seed is fixed; each route gets at least 30 cases and up to 300
 * while its share of a 15-second budget lasts (decision 034): a slow machine
 * runs the same first cases, a fast one more of the same sequence.
 * `npm run bench fuzz` runs many thousands.
 */
describe.each(testDrivers())('API fuzz on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver, env: { AUTH_IP_LIMIT_MULTIPLIER: '100' } });
  }, 120_000);
  afterAll(() => t.close());

  it('answers every broken request without a 5xx, in the one error shape, and writes nothing for a refusal', async () => {
    const report = await runFuzz(t, {
      seed: 20260514,
      minPerRoute: 30,
      maxPerRoute: 300,
      budgetMs: 15_000,
      signIn: async () => loginAs(t, (await createUser(t)).email, undefined, '192.0.2.250'),
    });
    expect(report.routes).toBeGreaterThan(40);
    expect(report.sent).toBeGreaterThanOrEqual(report.routes * 30);
    expect([...report.byStatus.keys()].filter(isFailure)).toEqual([]);
    expect(report.failures.slice(0, 30)).toEqual([]);
  }, 300_000);
});
