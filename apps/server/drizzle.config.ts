import { defineConfig } from 'drizzle-kit';

// Each module owns its tables in modules/<name>/tables.ts; one migration history for all.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/modules/*/tables.ts',
  out: './apps/server/drizzle',
});
