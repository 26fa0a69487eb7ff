/**
 * The one HTTP client (spec §7). Every call to our API goes through here, so
 * each rule is written once:
 * - region and language go with every call: as query parameters on GET, as
 *   region_code/language_code body fields on a write when the body has none
 *   (region upper-case for the API, lower-case everywhere else);
 * - the base host's top-level domain becomes the region's own, unless the
 *   page settings (swap_tld) or the call (swapTld) say not to;
 * - JSON headers, the CSRF header echoed from its cookie, same-origin
 *   credentials, and a Bearer token when one is set;
 * - GET answers may be kept in session storage with an expiry (30 minutes
 *   unless told otherwise);
 * - a failed GET throws its user_message (else null); a write that ended with
 *   no response at all (status 0) is sent again after 2000 ms while retries
 *   remain; network failures, time-outs and aborts each have their own error.
 */
import { withErrorId } from '@numbloom/domain/api-errors';
import { MESSAGES } from '@numbloom/domain/api-errors';
import {
  CSRF_COOKIE_NAME,
  CSRF_HEADER_NAME,
  POST_RETRIES,
  POST_RETRY_DELAY_MS,
  REQUEST_TIMEOUT_MS,
  SESSION_CACHE_PREFIX,
  SESSION_CACHE_TTL_MS,
} from '@numbloom/domain/api-constants';
import { REGIONS, apiRegion, countryLookup } from '@numbloom/domain/regions';
import { pageSettings } from '../lib/page-settings.ts';

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  /** GET only: keep the answer in session storage; true = 30 minutes, or a lifetime of your own. */
  cache?: boolean | { ttlMs: number };
  /** Send the Bearer token when one is set (default true). */
  auth?: boolean;
  /** Swap the host's top-level domain for the region's (default: the page setting swap_tld). */
  swapTld?: boolean;
  signal?: AbortSignal;
  /** Give up after this many milliseconds with 'Network request timed out' (0 = wait for ever). */
  timeoutMs?: number;
  /** Writes only: how many more times to send after a request that got no response (default 2). */
  retries?: number;
}

export interface ApiResult<T> {
  status: number;
  data: T;
}

/**
 * Why a call failed: the server answered with an error status ('http'), the
 * answer was not JSON ('parse'), there was no answer ('network', 'timeout'),
 * or the caller aborted ('aborted').
 */
export type ApiErrorKind = 'http' | 'parse' | 'network' | 'timeout' | 'aborted';

export class ApiError extends Error {
  readonly status: number;
  /** The text for a person: the server's user_message, a network text, or null. */
  readonly userMessage: string | null;
  readonly errors: Record<string, string> | undefined;
  readonly kind: ApiErrorKind;

  constructor(status: number, userMessage: string | null, errors?: Record<string, string>, kind: ApiErrorKind = 'http') {
    super(userMessage ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.userMessage = userMessage;
    this.errors = errors;
    this.kind = kind;
  }
}

/** The caller aborted the call (its AbortSignal fired). Named AbortError, like fetch's own. */
export class ApiAbortError extends ApiError {
  constructor() {
    super(0, null, undefined, 'aborted');
    this.name = 'AbortError';
    this.message = 'The request was aborted.';
  }
}

export const isAbortError = (err: unknown): err is ApiAbortError => err instanceof ApiAbortError;

// ---------------------------------------------------------------------------
// Bearer token

let authToken: string | null = null;

/**
 * Sets (or, with null, forgets) the Bearer token sent with calls. Cached
 * answers belong to whoever was signed in, so a change of token drops them.
 */
export function setAuthToken(token: string | null) {
  if (token === authToken) return;
  authToken = token;
  clearApiCache();
}

export const getAuthToken = () => authToken;

// ---------------------------------------------------------------------------
// URLs

/** Every top-level domain the region table knows, longest first so "com.au" wins over "au"-like endings. */
const KNOWN_TLDS = [...new Set(REGIONS.flatMap((r) => r.languages.map((l) => l.top_level_domain)))].sort(
  (a, b) => b.length - a.length,
);

/**
 * The host with its top-level domain replaced by the region's (spec §3
 * country lookup: languages[0].top_level_domain), e.g. www.numbloom.com for
 * region "ca" → www.numbloom.ca. A host with no known top-level domain
 * (localhost, an address) or an unknown region is left as it is.
 */
export function swapTopLevelDomain(hostname: string, regionCode: string): string {
  const tld = countryLookup(regionCode)?.languages[0]?.top_level_domain;
  const current = KNOWN_TLDS.find((t) => hostname.endsWith(`.${t}`));
  if (!tld || !current) return hostname;
  return hostname.slice(0, -current.length) + tld;
}

const pageOrigin = () => (typeof location !== 'undefined' ? location.origin : 'http://localhost');

function apiBase(opts: RequestOptions): URL {
  const settings = pageSettings();
  const base = new URL(settings.api_domain || pageOrigin(), pageOrigin());
  if (opts.swapTld ?? settings.swap_tld) base.hostname = swapTopLevelDomain(base.hostname, settings.region);
  return base;
}

function buildUrl(path: string, opts: RequestOptions, addLocale: boolean): { url: URL; own: boolean } {
  const base = apiBase(opts);
  // A full URL (a CDN file, a link from settings) is used as given; a path goes to our API host.
  const url = new URL(path, base);
  const settings = pageSettings();
  const query: Query = addLocale
    ? { region_code: apiRegion(settings.region), language_code: settings.language.toLowerCase(), ...opts.query }
    : { ...opts.query };
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  return { url, own: url.origin === base.origin || url.origin === pageOrigin() };
}

// ---------------------------------------------------------------------------
// Headers

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const found = document.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${name}=`));
  if (found === undefined) return undefined;
  try {
    return decodeURIComponent(found.slice(name.length + 1));
  } catch {
    return found.slice(name.length + 1);
  }
}

/** JSON headers; the CSRF token and the Bearer token only ever go to our own hosts. */
function headers(own: boolean, opts: RequestOptions, hasBody: boolean): Record<string, string> {
  const h: Record<string, string> = { Accept: 'application/json' };
  if (hasBody) h['Content-Type'] = 'application/json';
  if (!own) return h;
  const csrf = readCookie(CSRF_COOKIE_NAME);
  if (csrf) h[CSRF_HEADER_NAME] = csrf;
  if (authToken && opts.auth !== false) h.Authorization = `Bearer ${authToken}`;
  return h;
}

// ---------------------------------------------------------------------------
// Session-storage cache

interface CacheEntry {
  data: unknown;
  /** When the entry stops being good, in epoch milliseconds. */
  expiry: number;
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser's privacy settings
  }
}

function cacheTtl(cache: RequestOptions['cache']): number | undefined {
  if (!cache) return undefined;
  return cache === true ? SESSION_CACHE_TTL_MS : cache.ttlMs;
}

function readCache(key: string): { data: unknown } | undefined {
  const store = storage();
  const raw = store?.getItem(key);
  if (!store || raw == null) return undefined;
  let entry: Partial<CacheEntry> | null = null;
  try {
    entry = JSON.parse(raw) as Partial<CacheEntry>;
  } catch {
    // fall through: an unreadable entry is removed like an expired one
  }
  if (!entry || typeof entry.expiry !== 'number' || entry.expiry <= Date.now()) {
    store.removeItem(key);
    return undefined;
  }
  return { data: entry.data };
}

/** Removes every cached answer whose time is up. */
function pruneCache(store: Storage) {
  const now = Date.now();
  for (let i = store.length - 1; i >= 0; i--) {
    const key = store.key(i);
    if (!key?.startsWith(SESSION_CACHE_PREFIX)) continue;
    try {
      const entry = JSON.parse(store.getItem(key) ?? 'null') as Partial<CacheEntry> | null;
      if (entry && typeof entry.expiry === 'number' && entry.expiry > now) continue;
    } catch {
      // unreadable: remove
    }
    store.removeItem(key);
  }
}

function writeCache(key: string, data: unknown, ttlMs: number) {
  const store = storage();
  if (!store) return;
  pruneCache(store);
  const entry: CacheEntry = { data, expiry: Date.now() + ttlMs };
  try {
    store.setItem(key, JSON.stringify(entry));
  } catch {
    // Storage full: the answer is still returned, just not kept.
  }
}

/** Forgets every cached answer (sign-in, sign-out). */
export function clearApiCache() {
  const store = storage();
  if (!store) return;
  for (let i = store.length - 1; i >= 0; i--) {
    const key = store.key(i);
    if (key?.startsWith(SESSION_CACHE_PREFIX)) store.removeItem(key);
  }
}

// ---------------------------------------------------------------------------
// One exchange with the network

interface Exchange {
  status: number;
  ok: boolean;
  body: unknown;
}

/**
 * Sends one request and reads its JSON answer, under one time limit. Turns
 * every way of getting no answer into an ApiError of kind network, timeout or
 * aborted (status 0).
 */
async function exchange(url: URL, init: RequestInit, opts: RequestOptions): Promise<Exchange> {
  if (opts.signal?.aborted) throw new ApiAbortError();
  const controller = new AbortController();
  let reason: 'aborted' | 'timeout' | undefined;
  const onAbort = () => {
    reason ??= 'aborted';
    controller.abort();
  };
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  const timeoutMs = opts.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const timer =
    timeoutMs > 0
      ? setTimeout(() => {
          reason ??= 'timeout';
          controller.abort();
        }, timeoutMs)
      : undefined;
  let status: number;
  let ok: boolean;
  let text: string;
  try {
    const res = await fetch(url.toString(), { ...init, credentials: 'same-origin', signal: controller.signal });
    status = res.status;
    ok = res.ok;
    text = await res.text();
  } catch {
    if (reason === 'aborted' || opts.signal?.aborted) throw new ApiAbortError();
    if (reason === 'timeout') throw new ApiError(0, MESSAGES.networkTimeout, undefined, 'timeout');
    throw new ApiError(0, MESSAGES.networkFailed, undefined, 'network');
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
  if (text.trim() === '') return { status, ok, body: null };
  try {
    return { status, ok, body: JSON.parse(text) as unknown };
  } catch {
    // An error page that is not JSON still fails with its status; a success that is not JSON is a broken answer.
    if (!ok) return { status, ok, body: null };
    throw new ApiError(status, null, undefined, 'parse');
  }
}

/** The server's text; a failure on its side carries the id support can look up (error_id), shown with it. */
function userMessageOf(body: unknown): string | null {
  const { user_message: message, error_id: errorId } = (body ?? {}) as { user_message?: unknown; error_id?: unknown };
  if (typeof message !== 'string' || !message) return null;
  return withErrorId(message, typeof errorId === 'string' ? errorId : undefined);
}

function fieldErrorsOf(body: unknown): Record<string, string> | undefined {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return errors && typeof errors === 'object' && !Array.isArray(errors) ? (errors as Record<string, string>) : undefined;
}

/** Waits before a retry; an abort during the wait ends the call at once. */
function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ApiAbortError());
    const onAbort = () => {
      clearTimeout(timer);
      reject(new ApiAbortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

// ---------------------------------------------------------------------------
// The calls

/**
 * GET path (our API) or a full URL. Resolves with the JSON answer; throws
 * ApiError carrying the answer's user_message (or null) on a non-2xx status.
 */
export async function apiGet<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const { url, own } = buildUrl(path, opts, true);
  const ttl = cacheTtl(opts.cache);
  const key = ttl !== undefined ? `${SESSION_CACHE_PREFIX}${url.toString()}` : undefined;
  if (key) {
    const hit = readCache(key);
    if (hit) return hit.data as T;
  }
  const res = await exchange(url, { method: 'GET', headers: headers(own, opts, false) }, opts);
  if (!res.ok) throw new ApiError(res.status, userMessageOf(res.body), fieldErrorsOf(res.body));
  if (key && ttl !== undefined) writeCache(key, res.body, ttl);
  return res.body as T;
}

export type WriteMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A write (POST, PUT, PATCH, DELETE). Resolves with the status and JSON
 * answer whatever the status, so forms can show field errors; throws
 * ApiError only when no answer came (after the retries) or on abort.
 */
export async function apiSend<T>(method: WriteMethod, path: string, body?: object, opts: RequestOptions = {}): Promise<ApiResult<T>> {
  const { url, own } = buildUrl(path, opts, false);
  const settings = pageSettings();
  let payload: unknown = body;
  if (body === undefined || (typeof body === 'object' && body !== null && !Array.isArray(body))) {
    const fields = (body ?? {}) as Record<string, unknown>;
    payload = {
      ...fields,
      region_code: fields.region_code ?? apiRegion(settings.region),
      language_code: fields.language_code ?? settings.language.toLowerCase(),
    };
  }
  const init: RequestInit = { method, headers: headers(own, opts, true), body: JSON.stringify(payload) };
  let retriesLeft = opts.retries ?? POST_RETRIES;
  for (;;) {
    try {
      const res = await exchange(url, init, opts);
      return { status: res.status, data: res.body as T };
    } catch (err) {
      const noAnswer = err instanceof ApiError && (err.kind === 'network' || err.kind === 'timeout');
      if (!noAnswer || retriesLeft <= 0) throw err;
      retriesLeft -= 1;
      await wait(POST_RETRY_DELAY_MS, opts.signal);
    }
  }
}

/** POST path with a JSON body; see apiSend. */
export function apiPost<T>(path: string, body: object, opts: RequestOptions = {}): Promise<ApiResult<T>> {
  return apiSend<T>('POST', path, body, opts);
}
