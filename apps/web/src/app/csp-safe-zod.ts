/**
 * The web build resolves `zod` to this module (vite.config.ts alias): zod, with
 * its parser compiler turned off before any schema exists.
 *
 * Why: our Content-Security-Policy forbids eval. Zod compiles object parsers
 * with `new Function` when allowed, and probes for that permission when the
 * first object schema is built, which the browser reports as a CSP violation
 * on every page. Parsing is the same without the compiler. A call in main.tsx
 * would come too late: the schema modules are evaluated before main's body.
 */
import * as z from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
