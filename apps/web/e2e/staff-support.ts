import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, type Page } from '@playwright/test';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '@numbloom/domain/api-constants';
import { STAFF_PATHS } from '@numbloom/domain/staff';
import { baseURL, e2eStaff } from '../../../playwright.config.ts';

/**
 * The staff API as a test reads it: signed in with the staff account the
 * test server was given (scripts/e2e-server.sh), through the page's own
 * cookie jar, with the CSRF cookie echoed as every write needs.
 */
export async function staffApi(page: Page) {
  // A page of the site first: it sets the CSRF cookie.
  if (!(await page.context().cookies()).some((c) => c.name === CSRF_COOKIE_NAME)) await page.goto('/us/en/');
  const csrf = (await page.context().cookies()).find((c) => c.name === CSRF_COOKIE_NAME)?.value ?? '';
  const writeHeaders = { [CSRF_HEADER_NAME]: csrf, origin: baseURL };
  const login = await page.request.post(STAFF_PATHS.login, { data: { email: e2eStaff.email, password: e2eStaff.password }, headers: writeHeaders });
  if (!login.ok()) throw new Error(`staff login failed: ${login.status()} ${await login.text()}`);
  return {
    get: async <T>(path: string): Promise<T> => {
      const res = await page.request.get(path);
      if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
      return (await res.json()) as T;
    },
    post: async <T>(path: string, data: object): Promise<T> => {
      const res = await page.request.post(path, { data, headers: writeHeaders });
      if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
      return (await res.json()) as T;
    },
  };
}

/** This test's server's data folder, as scripts/e2e-server.sh wrote it down; the folder above it is the server's own, removed when it stops. */
export function testServerDataDir(): string {
  const port = new URL(test.info().project.use.baseURL!).port;
  return readFileSync(`/tmp/numbloom-e2e-${port}.data-dir`, 'utf8').trim();
}

/** Runs the staff command line against this test's server (it finds it through the server's data folder). */
export function staff(args: string[]): string {
  return execFileSync(process.execPath, ['apps/server/src/scripts/staff.ts', ...args], { env: { ...process.env, DATA_DIR: testServerDataDir() }, encoding: 'utf8' });
}

/**
 * A challenge made with the staff command line, as staff make one: K, one activity, a target of 5
 * right answers, in New York's time; `when` gives its stages in hours from now, `names` its name in other
 * languages. Returns its uuid.
 */
export function createChallenge(c: { name: string; description: string; activity: string; names?: Record<string, string>; when: { registrationOpens: number; registrationCloses: number; warmup: number; contest: number; contestEnds: number } }): string {
  const at = (hours: number) => new Date(Date.now() + hours * 60 * 60 * 1000).toISOString();
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'challenge-e2e-')), 'challenge.json');
  writeFileSync(
    file,
    JSON.stringify({
      names: { ...c.names, en: c.name },
      descriptions: { en: c.description },
      grades: ['K'],
      activity_ids: [c.activity],
      registration_opens_at: at(c.when.registrationOpens),
      registration_closes_at: at(c.when.registrationCloses),
      warmup_starts_at: at(c.when.warmup),
      contest_starts_at: at(c.when.contest),
      contest_ends_at: at(c.when.contestEnds),
      time_zone: 'America/New_York',
      target_kind: 'correct_answers',
      target: 5,
      min_participants: 1,
    }),
  );
  return staff(['challenge', 'create', '--file', file]).match(/Created challenge ([0-9a-f-]{36})/)![1]!;
}
