import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Web test files that show what a page loads the first time (the language texts it fetches, the
 * catalogue it asks for): they need the page's modules fresh, with nothing another file loaded.
 */
const WEB_FRESH_MODULES = ['apps/web/src/features/activities/browse-page.test.tsx', 'apps/web/src/features/episodes/play-page.test.tsx'];

/**
 * How long a web test may run before it fails: a limit for a stuck test, not a measure of speed.
 * Vitest's 5 s default failed six tests of browse-page and episodes/play-page on a loaded machine
 * (load average 35–47), each a first render that loads its texts and catalogue lazily.
 */
const WEB_TEST_TIMEOUT = 30_000;

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
          // A worker runs its files one after another in one module graph instead of a fresh one
          // each: every file imported the whole server again (import time 156 s → 34 s, the project
          // 261 s → 183 s). The files share no state: each builds its own app on its own database,
          // and the two that stub fetch unstub it.
          isolate: false,
          testTimeout: 30_000,
          // a limit for a stuck set-up, not a measure: building an app with its database took over
          // 60 s with the machine loaded (load average 22), and a file failed in its beforeAll
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: WEB_FRESH_MODULES,
          environment: 'jsdom',
          // One jsdom and module graph per worker, not per file (the project 45 s → 16 s); Testing
          // Library unmounts after every test, so no file sees another's DOM.
          isolate: false,
          setupFiles: ['./scripts/vitest-strict-console.ts', './apps/web/src/testing-library-setup.ts'],
          testTimeout: WEB_TEST_TIMEOUT,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web-fresh',
          include: WEB_FRESH_MODULES,
          environment: 'jsdom',
          setupFiles: ['./scripts/vitest-strict-console.ts', './apps/web/src/testing-library-setup.ts'],
          testTimeout: WEB_TEST_TIMEOUT,
        },
      },
    ],
  },
});
