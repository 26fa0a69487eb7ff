import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';
import { isFailure, rowCounter, runFuzz } from './fuzz.ts';
import { createUser, loginAs } from '../modules/accounts/test-support.ts';

/**
 * The API fuzz (api-fuzz.test.ts) on one database driver. The embedded database's and
 * PostgreSQL's are two test files, so they run side by side instead of one after the other.
 */
/**
 * Cases a route gets at the least. On PostgreSQL the same routes, schemas and rules answer as on the
 * embedded database (both are PostgreSQL; the driver's part is how a query fails and how values come
 * back), so it runs the first half of the embedded database's sequence: every route, every kind of
 * breakage in the generator, at half the cost.
 */
const MIN_PER_ROUTE = { pglite: 30, postgres: 15 } as const;

export function fuzzOn(driver: 'pglite' | 'postgres') {
  describe(`API fuzz on ${driver}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ driver, env: { AUTH_IP_LIMIT_MULTIPLIER: '100' } });
    }, 120_000);
    afterAll(() => t.close());

    it('counts a row written in any table, so that a refusal that writes one is caught', async () => {
      const rows = await rowCounter(t.database);
      const before = await rows();
      await createUser(t);
      expect(await rows()).toBeGreaterThan(before);
    });

    it('answers every broken request without a 5xx, in the one error shape, and writes nothing for a refusal', async () => {
      const report = await runFuzz(t, {
        seed: 20260514,
        minPerRoute: MIN_PER_ROUTE[driver],
        maxPerRoute: 300,
        budgetMs: 15_000,
        signIn: async () => loginAs(t, (await createUser(t)).email, undefined, '192.0.2.250'),
      });
      expect(report.routes).toBeGreaterThan(40);
      expect(report.sent).toBeGreaterThanOrEqual(report.routes * MIN_PER_ROUTE[driver]);
      expect([...report.byStatus.keys()].filter(isFailure)).toEqual([]);
      expect(report.failures.slice(0, 30)).toEqual([]);
    }, 300_000);
  });
}
