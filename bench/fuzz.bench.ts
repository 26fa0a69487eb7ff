/**
 * The API fuzz at length: every route of the OpenAPI document, many thousands
 * of requests generated from its schema and then broken (apps/server/src/test/fuzz.ts,
 * the same generator and judge as the suite's api-fuzz.test.ts, another seed).
 * Prints the answers by status and by route group, and every failure: a 5xx,
 * a refusal outside the one error shape, a refused request that wrote a row.
 * On PostgreSQL when TEST_DATABASE_URL is set (the row counts are PostgreSQL's
 * then), else on PGlite.
 *
 *   npm run bench fuzz      FUZZ_PER_ROUTE=300 FUZZ_SEED=1 by default
 */
import { performance } from 'node:perf_hooks';
import { createTestApp } from '../apps/server/src/test/app.ts';
import { runFuzz } from '../apps/server/src/test/fuzz.ts';
import { createUser, loginAs } from '../apps/server/src/modules/accounts/test-support.ts';
import { machineLine, printTable } from './lib/table.ts';

const perRoute = Number(process.env.FUZZ_PER_ROUTE ?? 300);
const seed = Number(process.env.FUZZ_SEED ?? 1);
const driver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

const t = await createTestApp({ driver, env: { AUTH_IP_LIMIT_MULTIPLIER: '100' } });
const started = performance.now();
try {
  const report = await runFuzz(t, {
    seed,
    minPerRoute: perRoute,
    maxPerRoute: perRoute,
    budgetMs: 0,
    signIn: async () => loginAs(t, (await createUser(t)).email, undefined, '192.0.2.250'),
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(machineLine());
  const statuses = [...report.byStatus.keys()].sort((a, b) => a - b);
  printTable(
    `API fuzz on ${driver}: ${report.sent} requests over ${report.routes} routes, seed ${seed}, ${seconds.toFixed(1)} s (${Math.round(report.sent / seconds)}/s)`,
    ['status', 'answers'],
    statuses.map((s) => [String(s), report.byStatus.get(s)!]),
  );
  printTable(
    'By route group',
    ['group', ...statuses.map(String), 'total'],
    [...report.byGroup.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([group, counts]) => [group, ...statuses.map((s) => counts.get(s) ?? 0), [...counts.values()].reduce((a, b) => a + b, 0)]),
  );
  console.log(`\nfailures: ${report.failures.length}`);
  for (const failure of report.failures.slice(0, 50)) console.log(`  ${failure}`);
  if (report.failures.length > 0) process.exitCode = 1;
} finally {
  await t.close();
}
