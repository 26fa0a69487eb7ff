import { fuzzOn } from './test/fuzz-suite.ts';

/**
 * Every route of the OpenAPI document, sent requests generated from its
 * schema and then broken (test/fuzz.ts): no answer is a 5xx, every refusal is
 * the one error shape with a message by field, and a refused request writes
 * no row. The seed is fixed; each route gets at least 30 cases and up to 300
 * while its share of a 15-second budget lasts (decision 034): a slow machine
 * runs the same first cases, a fast one more of the same sequence.
 * `npm run bench fuzz` runs many thousands.
 */
fuzzOn('pglite');
