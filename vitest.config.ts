import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit and API integration tests. Browser journeys are Playwright's (apps/web/e2e).
export default defineConfig({
  test: {
    // Left to itself Vitest ran one test file at a time on this 2-core machine. The server's test
    // files spend much of their time waiting on PostgreSQL, Redis, the mail catcher and timers, so
    // one file more than there are cores keeps both cores busy (decision 032).
    maxWorkers: availableParallelism() + 1,
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
