import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit and API integration tests. Browser journeys are Playwright's (apps/web/e2e).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./scripts/vitest-strict-console.ts'],
          // One migrated PGlite for the run; each test file's database starts from a copy of it.
          globalSetup: ['./apps/server/src/test/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./scripts/vitest-strict-console.ts'],
        },
      },
    ],
  },
});
