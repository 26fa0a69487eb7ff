import { describe, it } from 'vitest';
import { fuzzOn } from './test/fuzz-suite.ts';

// The same fuzz on PostgreSQL when the run has one (TEST_DATABASE_URL): a file of its own, so it
// runs beside the embedded database's instead of after it.
if (process.env.TEST_DATABASE_URL) fuzzOn('postgres');
else describe.skip('API fuzz on postgres (TEST_DATABASE_URL not set)', () => it('runs with PostgreSQL', () => {}));
