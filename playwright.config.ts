import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.ts';

// Browser journeys on Debian's chromium against the real server, built once
// for the run and started on its own port with its own embedded database.
// Chosen once in the main process; workers inherit it through the environment.
process.env.E2E_PORT ??= String(4100 + (process.pid % 800));
const port = Number(process.env.E2E_PORT);
export const baseURL = `http://127.0.0.1:${port}`;

// Sign-in with Google and Microsoft runs against a real local OpenID provider
// (apps/server/src/test/oidc-provider.ts) on a port of its own; the product is
// configured with it as the issuer of both, so the whole redirect flow is real.
const oidcPort = port + 1000;
export const oidcTestProvider = {
  issuer: `http://127.0.0.1:${oidcPort}`,
  clientId: 'numbloom-e2e',
  clientSecret: 'numbloom-e2e-secret-0123456789abcdef',
} as const;
// A staff account the test server is given before it starts (made with the staff command line,
// scripts/e2e-server.sh), for the journeys through the staff admin and the staff API.
export const e2eStaff = { email: 'staff-e2e@numbloom.test', name: 'E2E Staff', password: 'tidy-harbour-lantern-4821' } as const;

const oidcCallbacks = ['google', 'microsoft'].map((p) => `${baseURL}/api/v2/accounts/sso/${p}/callback`);

const chromium = { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] };

export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // One more than the cores: Chromium keeps the cores busy, but each journey still waits on the
  // server and on its page between steps, and two workers left a fifth of the CPU idle (decision 051).
  workers: availableParallelism() + 1,
  reporter: process.env.CI ? [['list']] : [['list']],
  // a guard against a hung test, not a measure: a busy 2-core machine runs the longest journeys near 30 s
  timeout: 60_000,
  // One expect timeout for every journey: the tests share a 2-core machine with the server, and a
  // cold lazy route or a catalogue can take a few seconds to show.
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    launchOptions: chromium,
    // No trace unless asked for (E2E_TRACE=1): recording one for every journey, passing or not, cost
    // a tenth of the run's CPU (decision 051). A failed journey then keeps its trace (actions, DOM
    // snapshots, network), without the screencast, which cost a quarter more (decision 032).
    trace: process.env.E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    // Each journey's context is one the worker keeps and makes as new between journeys (apps/web/e2e/
    // kept-contexts.ts, decisions 054 and 059); with E2E_TRACE=1 a journey gets a brand-new one.
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 }, launchOptions: chromium },
      // Only what differs on a phone or a small Chromebook (decisions 032 and 060): the header and its
      // menus, the home carousel, each form's failing path, joining and playing, and touch on the maths
      // models. Those journeys are tagged @phone; the rest run at desktop width only.
      grep: /@phone/,
    },
  ],
  webServer: [
    {
      command: 'node apps/server/src/test/oidc-provider.ts',
      env: {
        OIDC_TEST_PORT: String(oidcPort),
        OIDC_TEST_CLIENT_ID: oidcTestProvider.clientId,
        OIDC_TEST_CLIENT_SECRET: oidcTestProvider.clientSecret,
        OIDC_TEST_REDIRECT_URIS: oidcCallbacks.join(','),
      },
      url: `${oidcTestProvider.issuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `bash scripts/e2e-server.sh ${port}`,
      env: {
        ...Object.fromEntries(
          (['GOOGLE', 'MICROSOFT'] as const).flatMap((p) => [
            [`OIDC_${p}_ISSUER`, oidcTestProvider.issuer],
            [`OIDC_${p}_CLIENT_ID`, oidcTestProvider.clientId],
            [`OIDC_${p}_CLIENT_SECRET`, oidcTestProvider.clientSecret],
          ]),
        ),
        // Google Classroom's API: the stand-in beside the provider (apps/server/src/test/classroom-stand-in.ts)
        GOOGLE_CLASSROOM_API_URL: oidcTestProvider.issuer,
        E2E_STAFF_EMAIL: e2eStaff.email,
        E2E_STAFF_NAME: e2eStaff.name,
        E2E_STAFF_PASSWORD: e2eStaff.password,
      },
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      // SIGTERM, not SIGKILL: the script removes its temporary database and build on the way out.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
