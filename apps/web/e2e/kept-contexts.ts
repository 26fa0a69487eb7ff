/**
 * Browser contexts kept for the whole worker and made as new between journeys (decision 059).
 *
 * A journey's page, and each other device it opens (anotherPage), is a tab in a context this
 * worker keeps. When the journey ends its context comes back here and everything the journey could
 * leave in it is taken back: the cookies; local and session storage and IndexedDB of every origin
 * the tabs visited; service workers and cache storage; granted permissions; routes; init scripts;
 * the offline switch; emulated media and a changed viewport; extra tabs; and every listener the
 * journey put on the context or its page. A context that ran a page clock is closed instead (a
 * clock cannot be taken back, decision 054), as is one whose tab closed or crashed.
 *
 * What is kept is the browser's HTTP cache, as a returning visitor's browser keeps it: Playwright's
 * own reset (reuseContext) emptied it and then opened every visited origin in the tab to clear its
 * storage, about 1.2 CPU-seconds a journey, a sixth of the browser run.
 * journey-isolation.spec.ts checks that nothing the reset takes back reaches the next journey.
 */
import type { Browser, BrowserContext, BrowserContextOptions, CDPSession, Page } from '@playwright/test';

/** The device settings a kept context is made with; a journey gets one made with its own. */
export type DeviceOptions = Pick<
  BrowserContextOptions,
  'baseURL' | 'viewport' | 'userAgent' | 'deviceScaleFactor' | 'isMobile' | 'hasTouch' | 'locale'
>;

interface Kept {
  key: string;
  options: DeviceOptions;
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** origins the context's tabs have been on since it was last made as new */
  origins: Set<string>;
  /** init scripts added since, to take back */
  scripts: Array<{ dispose(): Promise<void> }>;
  /** the listeners on the page and the context as a journey takes them */
  pageListeners: Listeners;
  contextListeners: Listeners;
}

/** Contexts ready for a journey, and those a running journey has. One worker runs one journey at a time. */
const ready: Kept[] = [];
const taken: Kept[] = [];

const keyOf = (options: DeviceOptions) => JSON.stringify(options, Object.keys(options).sort());

/**
 * Where a tab waits between journeys: the server's health check, a page with no script that the
 * browser shows as an HTML document (an SVG file there made the next journey's setContent fail).
 */
const STILL_FILE = '/healthz';

/** What a journey can listen to on its context or its page: the reset takes its listeners back. */
const JOURNEY_EVENTS = [
  'console',
  'weberror',
  'pageerror',
  'dialog',
  'request',
  'response',
  'requestfinished',
  'requestfailed',
  'page',
  'popup',
  'download',
  'framenavigated',
  'load',
  'domcontentloaded',
  'websocket',
  'crash',
  'worker',
  'close',
] as const;
type Listener = (...args: unknown[]) => void;
type Listeners = Map<string, Listener[]>;
/** Pages and contexts are event emitters; their typings list each event's own overloads only. */
interface Emitter {
  listeners(event: string): Listener[];
  removeListener(event: string, listener: Listener): unknown;
}
const listenersOf = (emitter: Page | BrowserContext): Listeners =>
  new Map(JOURNEY_EVENTS.map((event) => [event, [...(emitter as unknown as Emitter).listeners(event)]]));

/** Watches what the reset needs to know: the origins the tabs open, and the init scripts added. */
function watch(kept: Kept) {
  const onPage = (page: Page) => {
    page.on('framenavigated', (frame) => {
      const { origin } = new URL(frame.url());
      if (origin.startsWith('http')) kept.origins.add(origin);
    });
    const add = page.addInitScript.bind(page);
    page.addInitScript = (async (...args: Parameters<Page['addInitScript']>) => {
      const script = await add(...args);
      kept.scripts.push(script);
      return script;
    }) as Page['addInitScript'];
  };
  kept.context.on('page', onPage);
  onPage(kept.page);
}

async function make(browser: Browser, options: DeviceOptions): Promise<Kept> {
  const context = await browser.newContext(options);
  const add = context.addInitScript.bind(context);
  const page = await context.newPage();
  const kept: Kept = {
    key: keyOf(options),
    options,
    context,
    page,
    cdp: await context.newCDPSession(page),
    origins: new Set(),
    scripts: [],
    pageListeners: new Map(),
    contextListeners: new Map(),
  };
  context.addInitScript = (async (...args: Parameters<BrowserContext['addInitScript']>) => {
    const script = await add(...args);
    kept.scripts.push(script);
    return script;
  }) as BrowserContext['addInitScript'];
  watch(kept);
  return kept;
}

/** The device settings of the journey running now: its other devices get the same. */
let current: DeviceOptions = {};

/** A kept context made with `options` and its tab, as new: for the journey running now. */
export async function takeContext(
  browser: Browser,
  options: DeviceOptions = current,
): Promise<{ context: BrowserContext; page: Page }> {
  if (taken.length === 0) current = options;
  const key = keyOf(options);
  const i = ready.findIndex((k) => k.key === key);
  const kept = i === -1 ? await make(browser, options) : ready.splice(i, 1)[0]!;
  kept.pageListeners = listenersOf(kept.page);
  kept.contextListeners = listenersOf(kept.context);
  taken.push(kept);
  return { context: kept.context, page: kept.page };
}

/** The tab of a context taken for the journey running now. */
export function tabOf(context: BrowserContext): Page {
  const kept = taken.find((k) => k.context === context);
  if (!kept) throw new Error('not a context of this journey');
  return kept.page;
}

/**
 * Another device for the journey (a child's, a second browser): a kept context with the journey's
 * device settings and its tab, given back when the journey ends. Close it to end that device early.
 */
export function anotherPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  return takeContext(browser, current);
}

/** Makes a kept context as new, or says it cannot be (it is then closed). */
async function reset(kept: Kept): Promise<boolean> {
  const { context, page, cdp } = kept;
  if (page.isClosed()) return false;
  // Listeners the journey put on its page or context (console watchers, dialog handlers), first, so
  // that none hears the reset; those that were there before it (Playwright's own, the reset's) stay.
  for (const [target, before] of [
    [page, kept.pageListeners],
    [context, kept.contextListeners],
  ] as const) {
    const emitter = target as unknown as Emitter;
    for (const event of JOURNEY_EVENTS) {
      for (const listener of emitter.listeners(event))
        if (!before.get(event)?.includes(listener)) emitter.removeListener(event, listener);
    }
  }
  const pages = context.pages();
  const clocked = await Promise.all(pages.map((p) => p.evaluate(() => '__pwClock' in globalThis).catch(() => false)));
  if (clocked.includes(true)) return false;
  for (const other of pages) if (other !== page) await other.close();
  // the journey's routes and offline switch go first: they would hold or fail the move below
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
  // the tab's session storage lives as long as the tab: emptied here, for the origin it is on
  await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
  // Off the page first, so that nothing of it (a stream, a timer) runs on into the next journey: to a
  // still file of the same site, which keeps the tab's renderer (about:blank cost a new one for the
  // next journey's first page, about 1 CPU-s).
  const at = page.url();
  if (at.startsWith('http')) await page.goto(new URL(STILL_FILE, at).href);
  await Promise.all(kept.scripts.splice(0).map((s) => s.dispose()));
  await context.clearCookies();
  await context.clearPermissions();
  await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null, contrast: null });
  if (kept.options.viewport) await page.setViewportSize(kept.options.viewport);
  for (const origin of kept.origins) {
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes:
        'local_storage,indexeddb,service_workers,cache_storage,file_systems,websql,shared_storage,storage_buckets',
    });
  }
  kept.origins.clear();
  return true;
}

/** How long making a context as new may take before it is closed instead. */
const RESET_LIMIT_MS = 10_000;

const within = <T>(work: Promise<T>, fallback: T): Promise<T> =>
  Promise.race([
    work.catch(() => fallback),
    new Promise<T>((resolve) => setTimeout(() => resolve(fallback), RESET_LIMIT_MS).unref()),
  ]);

/**
 * Gives back every context the journey took: made as new for the next one, or closed. A reset
 * that fails or hangs (a tab stuck on a dialog, a crashed renderer) closes the context instead.
 */
export async function giveBackContexts() {
  for (const kept of taken.splice(0)) {
    if (await within(reset(kept), false)) ready.push(kept);
    else await within(kept.context.close(), undefined);
  }
}
