/**
 * `npm run seed:schools`: loads the generated set of about 164,000 schools
 * (US, Australia, England; see modules/schools/generate.ts) into the
 * database the server uses: DATABASE_URL when set, else the embedded one
 * under DATA_DIR. Safe to run again: schools already there are skipped.
 *
 *   npm run seed:schools                 # the full set
 *   npm run seed:schools -- --count 5000 # the first 5,000 of each country (quick tries)
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.ts';
import { FULL_COUNTS, schoolBatches } from '../modules/schools/generate.ts';
import { bulkLoadSchools, countSchools } from '../modules/schools/store.ts';

const BATCH = 10_000;

async function main() {
  const { values } = parseArgs({ options: { count: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    console.log('Usage: npm run seed:schools [-- --count N]\nLoads the generated schools into DATABASE_URL or DATA_DIR (default data/).');
    return;
  }
  const per = values.count ? Number(values.count) : undefined;
  if (per !== undefined && (!Number.isInteger(per) || per <= 0)) throw new Error('--count must be a positive whole number');
  const counts = per ? { US: Math.min(per, FULL_COUNTS.US), AU: Math.min(per, FULL_COUNTS.AU), GB: Math.min(per, FULL_COUNTS.GB) } : FULL_COUNTS;

  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: path.resolve(process.env.DATA_DIR ?? 'data'),
  });
  try {
    await database.migrate();
    const started = performance.now();
    const total = counts.US + counts.AU + counts.GB;
    const inserted = await bulkLoadSchools(database.db, schoolBatches(counts, BATCH), (seen) =>
      process.stdout.write(`\r${seen.toLocaleString('en')} / ${total.toLocaleString('en')} schools`),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const count = await countSchools(database.db);
    console.log(`\n${inserted.toLocaleString('en')} new schools in ${seconds}s; ${count.toLocaleString('en')} in the ${database.driver} database.`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
