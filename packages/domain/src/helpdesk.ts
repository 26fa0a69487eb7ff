/**
 * The system requirements checker (spec §1 "a system requirements checker
 * that can be submitted to support", §4 results pending, passed, failed,
 * warning; §7 POST /api/v2/helpdesk/system-report/): the checks, their
 * thresholds and the paths, shared by the page and the server. Kept free of
 * zod; the request schemas are in helpdesk-schema.ts.
 */

/** Spec §4 system check results. */
export const CHECK_STATUSES = ['pending', 'passed', 'failed', 'warning'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

/** Every check, in the order the page runs them (the long event-stream check last, so quick answers come first). */
export const SYSTEM_CHECK_IDS = [
  'browser',
  'javascript',
  'cookies',
  'storage',
  'screen',
  'audio',
  'models',
  'csrf',
  'latency',
  'download',
  'clock',
  'stream',
] as const;
export type SystemCheckId = (typeof SYSTEM_CHECK_IDS)[number];

export const HELPDESK_PATHS = {
  /** spec §7 */
  systemReport: '/api/v2/helpdesk/system-report/',
  /** an event stream held open for STREAM_CHECK.seconds, a numbered event every few seconds */
  streamCheck: '/api/v2/helpdesk/stream-check/',
  /** the server's clock, for round-trip latency and clock skew */
  ping: '/api/v2/helpdesk/ping/',
  /** incompressible bytes, for download speed */
  download: '/api/v2/helpdesk/download/',
  /** a state-changing request (POST with the CSRF cookie and header) that changes nothing */
  echo: '/api/v2/helpdesk/echo/',
} as const;

/** The page's own path under /{region}/{language}/. */
export const SYSTEM_CHECK_PAGE = 'system-check/';

/**
 * The event-stream check: a live room holds its stream for the whole game, so
 * the check holds one for over a minute (what school proxies cut or buffer).
 * The length is a query parameter bounded by the server, so a test can ask
 * for a short one; the page asks for `seconds`.
 */
export const STREAM_CHECK = {
  seconds: 65,
  minSeconds: 2,
  /** the long check IT can ask for (decision 084): ten minutes, long enough for a proxy that cuts after 5 */
  maxSeconds: 600,
  longSeconds: 600,
  /** the page's pass mark: held at least this long (or the whole of a shorter test stream) */
  holdSeconds: 60,
  /** a numbered event this often on a full-length stream (every second on a short one) */
  tickSeconds: 5,
  /** a gap longer than this between events means something held them back */
  maxGapSeconds: 15,
  /** the most checks the server holds open at once; more get 503 */
  maxOpen: 200,
} as const;

/**
 * The advice to a school's IT (the system check's list for IT and its
 * event-stream check): let connections to Numbloom stay open at least this
 * many minutes. No server setting stands behind the number: a game's stream
 * stays open as long as the page is in the game (a class room until its host
 * ends it, or ROOM_IDLE_HOURS in games.ts), and a cut stream is opened again by
 * the browser after STREAM_RETRY_MS, starting from the room as it is. An hour,
 * about a school lesson, lets a class game played in one lesson run without a
 * cut (the host is asked whether to end it after ROOM_REMINDER_MINUTES).
 */
export const STREAM_KEEP_OPEN_MINUTES = 60;

/** The tick interval the server uses for a stream of `seconds`. */
export const streamTickSeconds = (seconds: number) => (seconds >= 20 ? STREAM_CHECK.tickSeconds : 1);

/** Thresholds: below `warn` passes, below `fail` warns, otherwise fails. */
export const THRESHOLDS = {
  /** median round trip, ms */
  latencyMs: { warn: 300, fail: 1500 },
  /** |server clock − this clock|, seconds */
  clockSkewSeconds: { warn: 30, fail: 300 },
  /** download speed, megabits a second: below `warn` warns, below `fail` fails */
  downloadMbps: { warn: 2, fail: 0.25 },
  /** the download test's size */
  downloadBytes: 1024 * 1024,
  maxDownloadBytes: 4 * 1024 * 1024,
  /** narrowest screen the site is made for (px); a host's screen works best from `hostWidth` */
  minWidth: 320,
  hostWidth: 1024,
} as const;

/** Oldest browser versions the product supports: the web build's target (Vite's baseline-widely-available); older ones miss features it uses. */
export const MIN_BROWSER_VERSIONS = {
  Chrome: 111,
  Edge: 111,
  Firefox: 114,
  Safari: 16.4,
} as const;
export type KnownBrowser = keyof typeof MIN_BROWSER_VERSIONS;

/** Browser name and version from a user-agent string (Edge and other Chromium brands before Chrome; Safari last). */
export function parseBrowser(userAgent: string): { name: KnownBrowser | 'Other'; version: number | null } {
  const match = (re: RegExp) => {
    const m = re.exec(userAgent);
    return m ? Number.parseFloat(m[1]!) : null;
  };
  const edge = match(/Edg(?:e|A|iOS)?\/(\d+(?:\.\d+)?)/);
  if (edge !== null) return { name: 'Edge', version: edge };
  const firefox = match(/(?:Firefox|FxiOS)\/(\d+(?:\.\d+)?)/);
  if (firefox !== null) return { name: 'Firefox', version: firefox };
  const chrome = match(/(?:Chrome|Chromium|CriOS)\/(\d+(?:\.\d+)?)/);
  if (chrome !== null) return { name: 'Chrome', version: chrome };
  if (/Safari\//.test(userAgent)) {
    const safari = match(/Version\/(\d+(?:\.\d+)?)/);
    if (safari !== null) return { name: 'Safari', version: safari };
  }
  return { name: 'Other', version: null };
}

/** One check's outcome as the page sends it. */
export interface CheckResult {
  id: SystemCheckId;
  status: CheckStatus;
  /** what was measured, in plain words or figures (e.g. "median 42 ms"); no personal data */
  detail?: string;
  /** a figure for staff to sort by: ms, Mbps, seconds, px… */
  value?: number | null;
}

/** The browser's details sent with a report. */
export interface BrowserDetails {
  user_agent: string;
  language: string;
  languages: string[];
  platform: string;
  timezone: string;
  screen: { width: number; height: number; pixel_ratio: number };
  viewport: { width: number; height: number };
  cookies_enabled: boolean;
  online: boolean;
}

export interface SystemReportRequest {
  results: CheckResult[];
  browser: BrowserDetails;
  email?: string;
  school?: string;
  message?: string;
  /** where the page ran: the host the school's network must allow */
  page_host: string;
  region_code?: string;
  language_code?: string;
}

export interface SystemReportResponse {
  status: 'ok';
  id: string;
  /** what the person quotes to support, e.g. SR-1042 */
  number: string;
}

export const REPORT_LIMITS = { school: 255, message: 1000, detail: 300, userAgent: 512, email: 254 } as const;

/** The number a report is known by: SR- and its sequence number. */
export const reportNumber = (sequence: number) => `SR-${sequence}`;
/** The sequence number of "SR-1042" (or "1042"), or null. */
export function reportSequence(text: string): number | null {
  const m = /^\s*(?:SR-?)?(\d{1,9})\s*$/i.exec(text);
  return m ? Number(m[1]) : null;
}

/** The worst of several results: failed, then warning, then pending, else passed. */
export function overallStatus(statuses: readonly CheckStatus[]): CheckStatus {
  for (const s of ['failed', 'warning', 'pending'] as const) if (statuses.includes(s)) return s;
  return 'passed';
}

export const HELPDESK_MESSAGES = {
  reportSent: (number: string) => `Thank you. Your report number is ${number}.`,
  streamBusy: 'Too many checks are running right now. Please try again in a minute.',
  invalidEmail: 'Invalid email address.',
} as const;
