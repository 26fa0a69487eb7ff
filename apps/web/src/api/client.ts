/**
 * The one HTTP client (spec §7). Every call to our API goes through here.
 * This first version covers the basics; see the API-client work for every rule.
 */
import { pageSettings } from '../app/page-settings.ts';

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  /** GET only: keep the answer in session storage; true = 30 minutes. */
  cache?: boolean | { ttlMs: number };
  /** Send the Bearer token when one is set (default true). */
  auth?: boolean;
  /** Swap the host's top-level domain for the region's (default: page setting). */
  swapTld?: boolean;
  signal?: AbortSignal;
}

export interface ApiResult<T> {
  status: number;
  data: T;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly userMessage: string | null,
    readonly errors?: Record<string, string>,
  ) {
    super(userMessage ?? `HTTP ${status}`);
  }
}

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

function url(path: string, query: Query = {}) {
  const settings = pageSettings();
  const u = new URL(path, location.origin);
  u.searchParams.set('region_code', settings.region.toUpperCase());
  u.searchParams.set('language_code', settings.language);
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) u.searchParams.set(k, String(v));
  return u.toString();
}

function headers(): HeadersInit {
  const h: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const csrf = readCookie('csrftoken');
  if (csrf) h['X-CSRFToken'] = decodeURIComponent(csrf);
  return h;
}

export async function apiGet<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await fetch(url(path, opts.query), { headers: headers(), credentials: 'same-origin', signal: opts.signal });
  const body = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, body?.user_message ?? null, body?.errors);
  return body as T;
}

export async function apiPost<T>(path: string, body: object, opts: RequestOptions = {}): Promise<ApiResult<T>> {
  const settings = pageSettings();
  const payload = { region_code: settings.region.toUpperCase(), language_code: settings.language, ...body };
  const res = await fetch(url(path, opts.query), {
    method: 'POST',
    headers: headers(),
    credentials: 'same-origin',
    body: JSON.stringify(payload),
    signal: opts.signal,
  });
  const data = await res.json().catch(() => null);
  return { status: res.status, data: data as T };
}
