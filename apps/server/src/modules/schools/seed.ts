import type { Seeder } from '../../db/seed.ts';
import { SAMPLE_COUNTS, schoolBatches } from './generate.ts';
import { countSchools, insertSchools } from './store.ts';

/**
 * A sample of the generated schools, so a fresh `npm start` has search
 * results (`npm run seed:schools` loads the full set). The sample is the
 * first schools of the full set, so loading both never duplicates one.
 */
export const seed: Seeder = async ({ database }) => {
  const sampleSize = SAMPLE_COUNTS.US + SAMPLE_COUNTS.AU + SAMPLE_COUNTS.GB;
  if ((await countSchools(database.db)) >= sampleSize) return;
  for (const batch of schoolBatches(SAMPLE_COUNTS, 5_000)) await insertSchools(database.db, batch);
};
