import { z } from 'zod';

/**
 * Our Content-Security-Policy forbids eval. Zod compiles object parsers with
 * `new Function` when it may, and probes for that permission when a schema is
 * built, which the browser reports as a CSP violation on every page. Turning
 * the compiler off keeps parsing the same and the console clean. Imported
 * first by main.tsx, so it runs before any schema module is evaluated.
 */
z.config({ jitless: true });
