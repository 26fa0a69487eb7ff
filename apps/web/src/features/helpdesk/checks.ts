import {
  HELPDESK_PATHS,
  MIN_BROWSER_VERSIONS,
  STREAM_CHECK,
  THRESHOLDS,
  parseBrowser,
  type BrowserDetails,
  type CheckStatus,
  type SystemCheckId,
} from '@numbloom/domain/helpdesk';
import { apiGet, apiPost } from '../../api/client.ts';

/**
 * The system requirements checker's checks (spec §1, §4): each measures one
 * thing a school's network or browser can break and says passed, failed or
 * warning with the figures behind it. The page shows a sentence per outcome
 * (`sentence` is its catalogue key under checks.<id>, with `values`); the
 * report sends `detail`, plain figures staff can read in any language.
 */
export interface Outcome {
  status: Exclude<CheckStatus, 'pending'>;
  sentence: string;
  values?: Record<string, string | number>;
  detail: string;
  value?: number | null;
}

export interface CheckContext {
  signal: AbortSignal;
  /** how long the event-stream check holds its stream (65 s; a test asks for fewer) */
  streamSeconds: number;
  /** the maths model the page drew for the models check */
  modelElement: () => HTMLElement | null;
  /** the stream check's progress, for the page to show */
  onStreamProgress?: (heldSeconds: number, events: number) => void;
}

type Check = (ctx: CheckContext) => Promise<Outcome>;

const grade = (figure: number, { warn, fail }: { warn: number; fail: number }): Outcome['status'] => (figure >= fail ? 'failed' : figure >= warn ? 'warning' : 'passed');
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

const browser: Check = async (): Promise<Outcome> => {
  const { name, version } = parseBrowser(navigator.userAgent);
  if (name === 'Other' || version === null) return { status: 'warning', sentence: 'unknown', detail: 'browser not recognised' };
  const min = MIN_BROWSER_VERSIONS[name];
  const detail = `${name} ${version}`;
  if (version < min) return { status: 'failed', sentence: 'old', values: { name, version, min }, detail: `${detail} (needs ${min}+)`, value: version };
  return { status: 'passed', sentence: 'passed', values: { name, version }, detail, value: version };
};

/** What the product's pages use that older browsers lack. */
const FEATURES: Record<string, () => boolean> = {
  fetch: () => typeof fetch === 'function' && typeof AbortController === 'function',
  EventSource: () => typeof EventSource === 'function',
  Promise: () => typeof Promise.allSettled === 'function',
  'Intl.PluralRules': () => typeof Intl === 'object' && typeof Intl.PluralRules === 'function',
  structuredClone: () => typeof structuredClone === 'function',
  'Array.at': () => typeof [].at === 'function',
  'Object.hasOwn': () => typeof Object.hasOwn === 'function',
  ResizeObserver: () => typeof ResizeObserver === 'function',
  'crypto.getRandomValues': () => typeof crypto === 'object' && typeof crypto.getRandomValues === 'function',
  'CSS :has()': () => typeof CSS !== 'undefined' && CSS.supports('selector(:has(a))'),
};

const javascript: Check = async () => {
  const missing = Object.entries(FEATURES)
    .filter(([, has]) => {
      try {
        return !has();
      } catch {
        return true;
      }
    })
    .map(([feature]) => feature);
  if (missing.length) return { status: 'failed', sentence: 'failed', values: { missing: missing.join(', ') }, detail: `missing: ${missing.join(', ')}` };
  return { status: 'passed', sentence: 'passed', detail: `${Object.keys(FEATURES).length} features` };
};

const cookies: Check = async () => {
  const name = `nb_check_${Math.random().toString(36).slice(2, 8)}`;
  document.cookie = `${name}=1; path=/; SameSite=Lax`;
  const works = navigator.cookieEnabled && document.cookie.includes(`${name}=1`);
  document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
  return works ? { status: 'passed', sentence: 'passed', detail: 'cookies on' } : { status: 'failed', sentence: 'failed', detail: 'cookies blocked' };
};

function storageWorks(kind: 'localStorage' | 'sessionStorage'): boolean {
  try {
    const store = window[kind];
    const key = 'nb_check';
    store.setItem(key, '1');
    const ok = store.getItem(key) === '1';
    store.removeItem(key);
    return ok;
  } catch {
    return false;
  }
}

const storage: Check = async () => {
  const local = storageWorks('localStorage');
  const session = storageWorks('sessionStorage');
  if (local && session) return { status: 'passed', sentence: 'passed', detail: 'local and session storage' };
  const blocked = [local ? null : 'localStorage', session ? null : 'sessionStorage'].filter(Boolean).join(', ');
  return { status: 'failed', sentence: local ? 'sessionFailed' : session ? 'localFailed' : 'bothFailed', detail: `blocked: ${blocked}` };
};

const screenSize: Check = async () => {
  const width = window.innerWidth;
  const height = window.innerHeight;
  // not `host`: the page gives every sentence {{host}}, this site's address
  const values = { width, height, min: THRESHOLDS.minWidth, hostWidth: THRESHOLDS.hostWidth };
  const detail = `${width}×${height} window, ${screen.width}×${screen.height} screen`;
  if (width < THRESHOLDS.minWidth) return { status: 'failed', sentence: 'failed', values, detail, value: width };
  if (width < THRESHOLDS.hostWidth) return { status: 'warning', sentence: 'warning', values, detail, value: width };
  return { status: 'passed', sentence: 'passed', values, detail, value: width };
};

const audio: Check = async () => {
  const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return { status: 'warning', sentence: 'warning', detail: 'no Web Audio' };
  try {
    // A context made without a click starts suspended; that it can be made and hold a sound is what we need.
    const context = new Context();
    const buffer = context.createBuffer(1, 441, 44_100);
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(context.destination);
    const rate = context.sampleRate;
    await context.close();
    return { status: 'passed', sentence: 'passed', detail: `Web Audio, ${rate} Hz` };
  } catch {
    return { status: 'warning', sentence: 'warning', detail: 'Web Audio refused' };
  }
};

const models: Check = async (ctx) => {
  // Give the lazily drawn model two frames to lay out.
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const el = ctx.modelElement();
  const box = el?.getBoundingClientRect();
  const parts = el ? [...el.querySelectorAll<HTMLElement>('.part')] : [];
  const shaded = parts.filter((p) => p.classList.contains('shaded'));
  const coloured = (p: HTMLElement) => {
    const bg = getComputedStyle(p).backgroundColor;
    return bg !== '' && bg !== 'transparent' && bg !== 'rgba(0, 0, 0, 0)';
  };
  const drawn = !!box && box.width > 0 && box.height > 0 && parts.length > 0 && shaded.length > 0 && shaded.every(coloured);
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  const svgWorks = typeof (svg as SVGSVGElement).createSVGRect === 'function';
  if (drawn && svgWorks) return { status: 'passed', sentence: 'passed', detail: `${Math.round(box.width)}×${Math.round(box.height)} px model` };
  return { status: 'failed', sentence: 'failed', detail: drawn ? 'no SVG' : 'model not drawn' };
};

const csrf: Check = async ({ signal }) => {
  const nonce = Math.random().toString(36).slice(2, 12);
  try {
    const res = await apiPost<{ status: string; nonce?: string }>(HELPDESK_PATHS.echo, { nonce }, { signal, retries: 0 });
    if (res.status === 200 && res.data.nonce === nonce) return { status: 'passed', sentence: 'passed', detail: 'POST with CSRF accepted' };
    return { status: 'failed', sentence: 'failed', detail: `POST refused (HTTP ${res.status})`, value: res.status };
  } catch {
    return { status: 'failed', sentence: 'unreachable', detail: 'POST got no answer' };
  }
};

interface Ping {
  rtt: number;
  /** server clock − this clock at the middle of the round trip, ms */
  offset: number;
}

async function ping(signal: AbortSignal): Promise<Ping> {
  const sent = Date.now();
  const t0 = performance.now();
  const { server_time } = await apiGet<{ server_time: string }>(HELPDESK_PATHS.ping, { signal, query: { nonce: Math.random().toString(36).slice(2) } });
  const rtt = performance.now() - t0;
  return { rtt, offset: Date.parse(server_time) - (sent + rtt / 2) };
}

let pings: Ping[] = [];

const latency: Check = async ({ signal }) => {
  pings = [];
  try {
    for (let i = 0; i < 5; i += 1) pings.push(await ping(signal));
  } catch {
    if (signal.aborted) throw signal.reason;
    return { status: 'failed', sentence: 'unreachable', detail: 'ping failed' };
  }
  const ms = Math.round(median(pings.map((p) => p.rtt)));
  const status = grade(ms, THRESHOLDS.latencyMs);
  return { status, sentence: status, values: { ms }, detail: `median ${ms} ms over ${pings.length}`, value: ms };
};

const download: Check = async ({ signal }) => {
  const bytes = THRESHOLDS.downloadBytes;
  const url = `${HELPDESK_PATHS.download}?bytes=${bytes}&nonce=${Math.random().toString(36).slice(2)}`;
  const t0 = performance.now();
  let received: number;
  try {
    const res = await fetch(url, { signal, credentials: 'same-origin', cache: 'no-store' });
    if (!res.ok) throw new Error(String(res.status));
    received = (await res.arrayBuffer()).byteLength;
  } catch {
    if (signal.aborted) throw signal.reason;
    return { status: 'failed', sentence: 'unreachable', detail: 'download failed' };
  }
  const seconds = Math.max((performance.now() - t0) / 1000, 0.001);
  const mbps = (received * 8) / 1e6 / seconds;
  const rounded = mbps >= 10 ? Math.round(mbps) : Math.round(mbps * 10) / 10;
  const status = mbps < THRESHOLDS.downloadMbps.fail ? 'failed' : mbps < THRESHOLDS.downloadMbps.warn ? 'warning' : 'passed';
  return { status, sentence: status, values: { mbps: rounded }, detail: `${rounded} Mbit/s (${received} bytes)`, value: rounded };
};

const clock: Check = async ({ signal }) => {
  let sample = pings;
  if (!sample.length) {
    try {
      sample = [await ping(signal)];
    } catch {
      if (signal.aborted) throw signal.reason;
      return { status: 'warning', sentence: 'unknown', detail: 'no server time' };
    }
  }
  // The sample with the shortest trip knows the server's time best.
  const best = sample.reduce((a, b) => (b.rtt < a.rtt ? b : a));
  const seconds = Math.round(Math.abs(best.offset) / 1000);
  const status = grade(seconds, THRESHOLDS.clockSkewSeconds);
  // "within 0 seconds" says nothing: a clock right to the second has its own sentence
  return { status, sentence: status === 'passed' && seconds === 0 ? 'exact' : status, values: { count: seconds }, detail: `${best.offset >= 0 ? 'behind' : 'ahead'} by ${(Math.abs(best.offset) / 1000).toFixed(1)} s`, value: seconds };
};

/**
 * An event stream held for ctx.streamSeconds, as a live class game holds one:
 * passes when it stays open to its "done" event with no gap between events
 * longer than STREAM_CHECK.maxGapSeconds (a buffering proxy delivers them
 * late, in bursts; a cutting one ends the stream early).
 */
const stream: Check = (ctx) =>
  new Promise<Outcome>((resolve, reject) => {
    const total = ctx.streamSeconds;
    const source = new EventSource(`${HELPDESK_PATHS.streamCheck}?seconds=${total}`);
    const opened = performance.now();
    let last = opened;
    let events = 0;
    let maxGap = 0;
    let sawHello = false;
    const held = () => Math.round((performance.now() - opened) / 100) / 10;
    const finish = (outcome: Outcome) => {
      source.close();
      clearTimeout(guard);
      clearInterval(progress);
      ctx.signal.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const onAbort = () => {
      source.close();
      clearTimeout(guard);
      clearInterval(progress);
      reject(ctx.signal.reason);
    };
    ctx.signal.addEventListener('abort', onAbort);
    const heard = () => {
      const now = performance.now();
      maxGap = Math.max(maxGap, (now - last) / 1000);
      last = now;
      events += 1;
      ctx.onStreamProgress?.(Math.floor((now - opened) / 1000), events);
    };
    const progress = setInterval(() => ctx.onStreamProgress?.(Math.floor((performance.now() - opened) / 1000), events), 1000);
    source.addEventListener('hello', () => {
      sawHello = true;
      heard();
    });
    source.addEventListener('tick', heard);
    source.addEventListener('done', () => {
      heard();
      const seconds = Math.round(held());
      const gap = Math.round(maxGap * 10) / 10;
      // what it did not test goes with the report (decision 084): a cut after the stream's length passes
      const detail = `held ${seconds} s, ${events} events, longest gap ${gap} s; a cut after more than ${total} s is not tested`;
      if (maxGap > STREAM_CHECK.maxGapSeconds) finish({ status: 'failed', sentence: 'buffered', values: { count: gap }, detail, value: seconds });
      else finish({ status: 'passed', sentence: 'passed', values: { count: seconds, events }, detail, value: seconds });
    });
    source.onerror = () => {
      // EventSource would reconnect by itself; for the check, a drop is the finding.
      const seconds = Math.round(held());
      if (!sawHello) finish({ status: 'failed', sentence: 'blocked', values: { seconds }, detail: 'stream did not open', value: 0 });
      else finish({ status: 'failed', sentence: 'cut', values: { count: seconds }, detail: `cut after ${seconds} s, ${events} events`, value: seconds });
    };
    // A proxy that holds everything back until the stream ends may never let "done" through.
    const guard = setTimeout(() => {
      const seconds = Math.round(held());
      finish({
        status: 'failed',
        sentence: sawHello ? 'buffered' : 'blocked',
        values: { count: Math.round(maxGap) },
        detail: `no end after ${seconds} s, ${events} events`,
        value: seconds,
      });
    }, (total + STREAM_CHECK.maxGapSeconds) * 1000);
  });

export const CHECKS: Record<SystemCheckId, Check> = {
  browser,
  javascript,
  cookies,
  storage,
  screen: screenSize,
  audio,
  models,
  csrf,
  latency,
  download,
  clock,
  stream,
};

/** The browser's details sent with a report: no name, no address, nothing the person typed. */
export function browserDetails(): BrowserDetails {
  const clip = (s: string, n: number) => s.slice(0, n);
  return {
    user_agent: clip(navigator.userAgent, 512),
    language: clip(navigator.language ?? '', 35),
    languages: (navigator.languages ?? []).slice(0, 20).map((l) => clip(l, 35)),
    platform: clip((navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform ?? '', 100),
    timezone: clip(Intl.DateTimeFormat().resolvedOptions().timeZone ?? '', 100),
    screen: { width: screen.width, height: screen.height, pixel_ratio: Math.min(window.devicePixelRatio || 1, 20) },
    viewport: { width: window.innerWidth, height: window.innerHeight },
    cookies_enabled: navigator.cookieEnabled,
    online: navigator.onLine,
  };
}
