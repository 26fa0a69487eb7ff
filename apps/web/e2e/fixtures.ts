import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import axe from 'axe-core';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { CSRF_HEADER_NAME } from '../../../packages/domain/src/api-constants.ts';
import { giveBackContexts, tabOf, takeContext } from './kept-contexts.ts';
import { unmarkedLanguage } from './lang-marks.ts';

export { anotherPage } from './kept-contexts.ts';

/**
 * What every browser journey starts from (import `test` and `expect` from
 * here, never from @playwright/test):
 * - a browser context and page as new to the test: contexts the worker keeps
 *   and makes as new between tests (kept-contexts.ts, decision 059;
 *   journey-isolation.spec.ts checks that nothing a journey leaves behind
 *   reaches the next); anotherPage() gives the test another device;
 * - a console watcher on every page of the test's browser context: any console
 *   error or uncaught page error fails the test (consoleErrors.allow for the few
 *   a test causes on purpose);
 * - expectAccessible: one axe scan per distinct screen, failing on serious or critical violations,
 *   and on text in another language without its lang (lang-marks.ts);
 * - signed-in people (signIn, teacher, parent, schoolLeader): the account is
 *   made by the server's test-mode route (accounts/test-routes.ts, through the
 *   accounts service) and its session cookie lands in the page's context, as
 *   after a finished sign-up. Journeys about signing up keep the screens.
 * The expect timeout is one, in playwright.config.ts.
 */

export { expect };

/** CPU seconds (user and system) a process and all its descendants have used so far (Linux /proc). */
function processTreeCpuSeconds(root: number): number {
  const children = new Map<number, number[]>();
  const cpu = new Map<number, number>();
  const ticksPerSecond = 100;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended while listed
    }
    // fields after "(comm)": state ppid … utime(12th) stime(13th)
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    const parent = Number(fields[1]);
    cpu.set(pid, (Number(fields[11]) + Number(fields[12])) / ticksPerSecond);
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  let total = 0;
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    total += cpu.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

export const PASSWORD = 'maple-Leaf-42-counting';

let counter = 0;
/** An address no other test (or run) uses. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/**
 * Console errors every journey may meet: the browser logs each 4xx answer
 * ("Failed to load resource") though the page expects and shows it — /me is
 * 401 for a visitor, a wrong code 400, a taken address 409, a cooldown 429,
 * and the journeys assert what the page says. A 5xx is never expected.
 */
const EXPECTED_CONSOLE_ERRORS: RegExp[] = [/^Failed to load resource: the server responded with a status of 4\d\d\b/];

/**
 * Collects console errors and uncaught errors of a page or of every page of a
 * context. `allowed` may grow while the test runs; with `strict.on` even the
 * expected 4xx lines count.
 */
export function watchConsole(target: Page | BrowserContext, allowed: RegExp[] = [], strict = { on: false }): string[] {
  const problems: string[] = [];
  const ok = (text: string) => [...(strict.on ? [] : EXPECTED_CONSOLE_ERRORS), ...allowed].some((re) => re.test(text));
  target.on('console', (msg) => {
    if (msg.type() === 'error' && !ok(msg.text())) problems.push(`console: ${msg.text()} (${msg.location().url})`);
  });
  if ('newPage' in target) target.on('weberror', (err) => problems.push(`page error: ${err.error().message}`));
  else target.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  return problems;
}

/**
 * What an accessibility scan of the page would depend on, as a short key: the path, and for every
 * element its tag, role, classes and inline style (colours and sizes come from them), the names of its attributes
 * and whether it holds text; the words themselves (a generated name, an address) are left out.
 */
function screenKey(): string {
  let hash = 2166136261;
  const add = (text: string) => {
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  };
  add(`${location.pathname}|${document.documentElement.lang}|${document.documentElement.dir}|${innerWidth}`);
  for (const el of document.body.querySelectorAll('*')) {
    const names = [...el.attributes].map((a) => (['class', 'role', 'type', 'style'].includes(a.name) ? `${a.name}=${a.value}` : a.name));
    const text = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
    add(`<${el.tagName} ${names.sort().join(' ')}${text ? ' t' : ''}>`);
  }
  return `${location.pathname} ${(hash >>> 0).toString(36)}`;
}

/** Screens this worker has scanned already: each distinct screen is scanned once per run and worker. */
const scanned = new Set<string>();

/**
 * No serious or critical accessibility violation on the page as it is now: one axe-core scan of
 * the document, every rule, unless this worker has scanned the same screen already (same path,
 * same elements, classes and attributes; other words only). axe is put into the page once (it
 * stays until the next full load) and reports violations only. AxeBuilder from
 * @axe-core/playwright, used before, opened a new page for each scan to merge the results of
 * frames (the product's pages have none) and gathered every passing check too: about 2 s a scan
 * here, against about 0.5 s for this.
 */
export async function expectAccessible(page: Page) {
  // the screen as it settles: a feedback that pops in from transparent fails contrast half way
  // (an endless animation, a spinner, is scanned as it is)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const key = await page.evaluate(screenKey);
  if (scanned.has(key)) return;
  if (await page.evaluate(() => !('axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  const bad = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.targets.join(' | ')})`);
  expect(bad, bad.join('\n')).toEqual([]);
  const unmarked = await unmarkedLanguage(page);
  expect(unmarked, `${page.url()}: text in another language without its lang (WCAG 3.1.2)`).toEqual([]);
  scanned.add(key);
}

export type Role = 'teacher' | 'parent' | 'school_leader';
export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: Role;
}

/**
 * Makes a verified account and signs `page`'s browser context in as it (the
 * session cookie is set by the answer). Nothing is opened: go to the page the
 * journey is about.
 */
export async function signIn(page: Page, who: Partial<Person> & { regionCode?: string; languageCode?: string } = {}): Promise<Person> {
  const person: Person = {
    firstName: who.firstName ?? 'Sam',
    lastName: who.lastName ?? 'Lee',
    email: who.email ?? uniqueEmail(who.role ?? 'teacher'),
    password: who.password ?? PASSWORD,
    role: who.role ?? 'teacher',
  };
  await testRoute(page, '/api/v2/test/accounts/', {
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
    password: person.password,
    role: person.role,
    region_code: who.regionCode ?? 'us',
    language_code: who.languageCode ?? 'en',
  });
  return person;
}

/**
 * Calls one of the test server's helper routes (/api/v2/test/…, test mode
 * only) from `page`'s browser context, with its CSRF token, and expects 200.
 */
export async function testRoute(page: Page, path: string, data: Record<string, unknown>): Promise<unknown> {
  const csrf = await page.request.get('/api/v2/csrf/');
  expect(csrf.status()).toBe(200);
  const { csrf_token } = (await csrf.json()) as { csrf_token: string };
  const res = await page.request.post(path, { headers: { [CSRF_HEADER_NAME]: csrf_token }, data });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

interface Fixtures {
  /**
   * The test's console watcher (automatic): allow() takes the errors a test causes on purpose;
   * strict() makes even an expected 4xx line fail (journeys that must make no failed request).
   */
  consoleErrors: { allow(...patterns: RegExp[]): void; strict(): void };
  /**
   * With E2E_CPU_LOG set to a file (automatic): each journey's CPU time, its worker's and that
   * worker's Chromium's together, appended as a line of tab-separated fields (project, file, title,
   * CPU seconds, seconds): what the browser run's time is made of, measured rather than guessed.
   */
  cpuLog: void;
  /** A teacher, signed in on `page`'s context. */
  teacher: Person;
  /** A parent, signed in on `page`'s context. */
  parent: Person;
  /** A school leader, signed in on `page`'s context. */
  schoolLeader: Person;
}

/**
 * The test's context and page: a kept context of the worker made with the project's device settings
 * (and the test's own, `test.use`), given back when the test ends (kept-contexts.ts, decision 059).
 * A journey chased with a trace (E2E_TRACE=1) gets Playwright's own new context instead, so that the
 * trace shows it alone.
 */
const keptContexts = base.extend(
  process.env.E2E_TRACE === '1'
    ? {}
    : {
        context: async ({ browser, baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale }, use) => {
          const { context } = await takeContext(browser, { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale });
          await use(context);
          await giveBackContexts();
        },
        page: async ({ context }, use) => use(tabOf(context)),
      },
);

export const test = keptContexts.extend<Fixtures>({
  consoleErrors: [
    async ({ context }, use) => {
      const allowed: RegExp[] = [];
      const strict = { on: false };
      const problems = watchConsole(context, allowed, strict);
      await use({
        allow: (...patterns) => void allowed.push(...patterns),
        strict: () => void (strict.on = true),
      });
      expect(problems, 'console errors or uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
  cpuLog: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from its first parameter
    async ({}, use, testInfo) => {
      const log = process.env.E2E_CPU_LOG;
      if (!log) return use();
      const before = processTreeCpuSeconds(process.pid);
      const started = Date.now();
      await use();
      const cpu = processTreeCpuSeconds(process.pid) - before;
      const fields = [testInfo.project.name, testInfo.file.split('/').pop(), testInfo.title, cpu.toFixed(2), ((Date.now() - started) / 1000).toFixed(1)];
      appendFileSync(log, `${fields.join('\t')}\n`);
    },
    { auto: true },
  ],
  teacher: async ({ page }, use) => use(await signIn(page, { role: 'teacher', firstName: 'Grace', lastName: 'Hopper' })),
  parent: async ({ page }, use) => use(await signIn(page, { role: 'parent', firstName: 'Tomás', lastName: 'Reyes' })),
  schoolLeader: async ({ page }, use) => use(await signIn(page, { role: 'school_leader', firstName: 'Sofia', lastName: 'Lind' })),
});
