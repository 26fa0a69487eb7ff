import { describe, it } from 'vitest';
import { testDrivers } from './test/db.ts';
import { fuzzOn } from './test/fuzz-suite.ts';

// The same fuzz on PostgreSQL when the run has one: a file of its own, so it runs beside the
// embedded database's instead of after it.
if (testDrivers().includes('postgres')) fuzzOn('postgres');
else describe.skip('API fuzz on postgres (TEST_DATABASE_URL not set)', () => it('runs with PostgreSQL', () => {}));
