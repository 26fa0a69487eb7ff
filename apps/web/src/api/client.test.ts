/**
 * One test (or a few) per rule of spec §7. fetch is outside the product here,
 * so it is replaced by a fake that records every request and answers as each
 * test scripts it; the clock is faked where a rule is about time.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  POST_RETRIES,
  POST_RETRY_DELAY_MS,
  SESSION_CACHE_PREFIX,
  SESSION_CACHE_TTL_MS,
} from '@numbloom/domain/api-constants';
import { PAGE_SETTINGS_ELEMENT_ID, type PageSettings } from '@numbloom/domain/page-settings';
import { defaultPageSettings, resetPageSettings } from '../lib/page-settings.ts';
import {
  ApiAbortError,
  ApiError,
  apiGet,
  apiPost,
  apiSend,
  isAbortError,
  setAuthToken,
  swapTopLevelDomain,
} from './client.ts';

interface Recorded {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
  signal: AbortSignal | undefined;
}

type Responder = (req: Recorded) => Response | Promise<Response>;

/** A fetch that records requests and answers with the next scripted responder (the last one repeats). */
function fakeFetch(...responders: Responder[]) {
  const requests: Recorded[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const req: Recorded = {
      url: new URL(String(input)),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      credentials: init.credentials,
      signal: init.signal ?? undefined,
    };
    requests.push(req);
    const responder = responders[Math.min(requests.length - 1, responders.length - 1)]!;
    return responder(req);
  });
  vi.stubGlobal('fetch', fn);
  return requests;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const networkDown: Responder = () => Promise.reject(new TypeError('Failed to fetch'));
/** Never answers; rejects like fetch does when its signal aborts. */
const hang: Responder = (req) =>
  new Promise((_resolve, reject) => {
    req.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });

function usePageSettings(overrides: Partial<PageSettings>) {
  document.getElementById(PAGE_SETTINGS_ELEMENT_ID)?.remove();
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = PAGE_SETTINGS_ELEMENT_ID;
  el.textContent = JSON.stringify({ ...defaultPageSettings(), api_domain: 'http://localhost:3000', ...overrides });
  document.head.append(el);
  resetPageSettings();
}

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

beforeEach(() => {
  usePageSettings({ region: 'us', language: 'en' });
  sessionStorage.clear();
  clearCookies();
  setAuthToken(null);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('region and language on every call', () => {
  it('GET carries them as query parameters, region upper-case, beside the caller’s own query', async () => {
    usePageSettings({ region: 'ca', language: 'fr' });
    const requests = fakeFetch(() => json({ ok: true }));
    await apiGet('/api/v2/school-management/autocomplete', { query: { search: 'Maple', empty: undefined } });
    const q = requests[0]!.url.searchParams;
    expect(q.get('region_code')).toBe('CA');
    expect(q.get('language_code')).toBe('fr');
    expect(q.get('search')).toBe('Maple');
    expect(q.has('empty')).toBe(false);
  });

  it('POST carries them as body fields when absent, and never as query parameters', async () => {
    usePageSettings({ region: 'aue', language: 'ar' });
    const requests = fakeFetch(() => json({ ok: true }));
    await apiPost('/api/v2/contact/', { your_name: 'Maria' });
    expect(requests[0]!.body).toEqual({ your_name: 'Maria', region_code: 'AUE', language_code: 'ar' });
    expect([...requests[0]!.url.searchParams.keys()]).toEqual([]);
  });

  it('POST keeps region_code and language_code the body already has', async () => {
    const requests = fakeFetch(() => json({ ok: true }));
    await apiPost('/api/v2/contact/', { region_code: 'NZ', language_code: 'en', message: 'hi' });
    expect(requests[0]!.body).toEqual({ region_code: 'NZ', language_code: 'en', message: 'hi' });
  });

  it('the region is upper-case for the API even when the page gives it upper-case or lower-case', async () => {
    usePageSettings({ region: 'UK', language: 'EN' });
    const requests = fakeFetch(() => json({}));
    await apiGet('/api/v2/settings/');
    expect(requests[0]!.url.searchParams.get('region_code')).toBe('UK');
    expect(requests[0]!.url.searchParams.get('language_code')).toBe('en');
  });

  it('other writes (PUT, PATCH, DELETE) carry them in the body too', async () => {
    const requests = fakeFetch(() => json({}));
    await apiSend('PATCH', '/api/v2/thing/', { a: 1 });
    await apiSend('DELETE', '/api/v2/thing/');
    expect(requests.map((r) => [r.method, r.body])).toEqual([
      ['PATCH', { a: 1, region_code: 'US', language_code: 'en' }],
      ['DELETE', { region_code: 'US', language_code: 'en' }],
    ]);
  });
});

describe('top-level-domain swap of the base host', () => {
  it.each([
    ['www.numbloom.com', 'ca', 'www.numbloom.ca'],
    ['www.numbloom.com', 'au', 'www.numbloom.com.au'],
    ['www.numbloom.com.au', 'uk', 'www.numbloom.co.uk'],
    ['api.numbloom.co.nz', 'us', 'api.numbloom.com'],
    ['www.numbloom.com', 'AUE', 'www.numbloom.ae'],
    ['www.numbloom.com', 'zh', 'www.numbloom.cn'],
    ['localhost', 'ca', 'localhost'],
    ['127.0.0.1', 'ca', '127.0.0.1'],
    ['www.numbloom.com', 'xx', 'www.numbloom.com'],
  ])('%s for region %s is %s', (host, region, expected) => {
    expect(swapTopLevelDomain(host, region)).toBe(expected);
  });

  it('sends calls to the region’s domain when the page says to swap', async () => {
    usePageSettings({ region: 'ca', language: 'en', api_domain: 'https://www.numbloom.com', swap_tld: true });
    const requests = fakeFetch(() => json({}));
    await apiGet('/api/v2/settings/');
    await apiPost('/api/v2/contact/', {});
    expect(requests.map((r) => r.url.origin)).toEqual(['https://www.numbloom.ca', 'https://www.numbloom.ca']);
  });

  it('keeps the host when the page says not to swap (swap_tld false, as on localhost)', async () => {
    usePageSettings({ region: 'ca', language: 'en', api_domain: 'https://www.numbloom.com', swap_tld: false });
    const requests = fakeFetch(() => json({}));
    await apiGet('/api/v2/settings/');
    expect(requests[0]!.url.origin).toBe('https://www.numbloom.com');
  });

  it('the call’s swapTld option wins over the page setting, both ways', async () => {
    const requests = fakeFetch(() => json({}));
    usePageSettings({ region: 'nz', language: 'en', api_domain: 'https://www.numbloom.com', swap_tld: true });
    await apiGet('/api/v2/settings/', { swapTld: false });
    usePageSettings({ region: 'nz', language: 'en', api_domain: 'https://www.numbloom.com', swap_tld: false });
    await apiGet('/api/v2/settings/', { swapTld: true });
    expect(requests.map((r) => r.url.origin)).toEqual(['https://www.numbloom.com', 'https://www.numbloom.co.nz']);
  });

  it('an empty api_domain (what the server writes) means the page’s own origin', async () => {
    usePageSettings({ region: 'ca', language: 'en', api_domain: '', swap_tld: false });
    const requests = fakeFetch(() => json({}));
    await apiGet('/api/v2/settings/');
    expect(requests[0]!.url.origin).toBe(location.origin);
  });

  it('leaves a full URL (a CDN file) as given', async () => {
    usePageSettings({ region: 'ca', language: 'en', api_domain: 'https://www.numbloom.com', swap_tld: true });
    const requests = fakeFetch(() => json({}));
    await apiGet('https://cdn.numbloom.com/mapping/grades.json');
    expect(requests[0]!.url.origin).toBe('https://cdn.numbloom.com');
  });
});

describe('headers and credentials', () => {
  it('asks for JSON on GET and sends JSON on POST, always with same-origin credentials', async () => {
    const requests = fakeFetch(() => json({}));
    await apiGet('/api/v2/settings/');
    await apiPost('/api/v2/contact/', { a: 1 });
    expect(requests[0]!.headers).toMatchObject({ Accept: 'application/json' });
    expect(requests[1]!.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
    expect(requests.map((r) => r.credentials)).toEqual(['same-origin', 'same-origin']);
  });

  it('echoes the csrftoken cookie in X-CSRFToken', async () => {
    document.cookie = 'other=1; path=/';
    document.cookie = 'csrftoken=abc.DEF-123; path=/';
    const requests = fakeFetch(() => json({}));
    await apiPost('/api/v2/contact/', {});
    await apiGet('/api/v2/settings/');
    expect(requests.map((r) => r.headers['X-CSRFToken'])).toEqual(['abc.DEF-123', 'abc.DEF-123']);
  });

  it('sends no CSRF header without the cookie', async () => {
    const requests = fakeFetch(() => json({}));
    await apiPost('/api/v2/contact/', {});
    expect(requests[0]!.headers).not.toHaveProperty('X-CSRFToken');
  });

  it('sends the Bearer token when one is set, unless the call says auth: false', async () => {
    const requests = fakeFetch(() => json({}));
    await apiGet('/api/v2/settings/');
    setAuthToken('tok-1');
    await apiGet('/api/v2/settings/');
    await apiGet('/api/v2/settings/', { auth: false });
    await apiPost('/api/v2/contact/', {});
    setAuthToken(null);
    await apiGet('/api/v2/settings/');
    expect(requests.map((r) => r.headers.Authorization)).toEqual([undefined, 'Bearer tok-1', undefined, 'Bearer tok-1', undefined]);
  });

  it('never sends the CSRF or Bearer token to another host', async () => {
    document.cookie = 'csrftoken=abc; path=/';
    setAuthToken('tok-1');
    const requests = fakeFetch(() => json({}));
    await apiGet('https://cdn.example.net/enums.json');
    expect(requests[0]!.headers).toEqual({ Accept: 'application/json' });
  });
});

describe('GET cache in session storage', () => {
  it('keeps the answer with its expiry (30 minutes by default) and serves it without a request', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    const requests = fakeFetch(() => json({ locale_id: 1 }));
    expect(await apiGet('/api/v2/settings/', { cache: true })).toEqual({ locale_id: 1 });
    expect(await apiGet('/api/v2/settings/', { cache: true })).toEqual({ locale_id: 1 });
    expect(requests).toHaveLength(1);
    const key = `${SESSION_CACHE_PREFIX}${requests[0]!.url.toString()}`;
    expect(JSON.parse(sessionStorage.getItem(key)!)).toEqual({
      data: { locale_id: 1 },
      expiry: Date.parse('2026-03-01T10:00:00Z') + SESSION_CACHE_TTL_MS,
    });
    expect(SESSION_CACHE_TTL_MS).toBe(30 * 60 * 1000);
  });

  it('fetches again once the entry has expired, and removes the expired entry', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    let n = 0;
    const requests = fakeFetch(() => json({ n: ++n }));
    await apiGet('/api/v2/settings/', { cache: true });
    vi.setSystemTime(Date.parse('2026-03-01T10:29:59Z'));
    expect(await apiGet('/api/v2/settings/', { cache: true })).toEqual({ n: 1 });
    vi.setSystemTime(Date.parse('2026-03-01T10:30:00Z'));
    const key = `${SESSION_CACHE_PREFIX}${requests[0]!.url.toString()}`;
    // Another URL's write sweeps the expired entry away...
    await apiGet('/api/v2/other/', { cache: true });
    expect(sessionStorage.getItem(key)).toBeNull();
    // ...and a read of it goes to the network.
    expect(await apiGet('/api/v2/settings/', { cache: true })).toEqual({ n: 3 });
    expect(requests).toHaveLength(3);
  });

  it('removes an expired entry when it is read', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    const requests = fakeFetch(() => json({ fresh: true }), () => new Response('', { status: 500 }));
    const url = 'http://localhost:3000/api/v2/settings/?region_code=US&language_code=en';
    sessionStorage.setItem(`${SESSION_CACHE_PREFIX}${url}`, JSON.stringify({ data: { stale: true }, expiry: Date.now() - 1 }));
    expect(await apiGet('/api/v2/settings/', { cache: true })).toEqual({ fresh: true });
    expect(requests[0]!.url.toString()).toBe(url);
  });

  it('takes a lifetime of the caller’s own', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    const requests = fakeFetch(() => json({}));
    await apiGet('/api/v2/settings/', { cache: { ttlMs: 5000 } });
    vi.setSystemTime(Date.now() + 4999);
    await apiGet('/api/v2/settings/', { cache: { ttlMs: 5000 } });
    expect(requests).toHaveLength(1);
    vi.setSystemTime(Date.now() + 1);
    await apiGet('/api/v2/settings/', { cache: { ttlMs: 5000 } });
    expect(requests).toHaveLength(2);
  });

  it('keeps nothing without the cache option, and never keeps a failure', async () => {
    const requests = fakeFetch(() => json({}), () => json({ user_message: 'No.' }, 404), () => json({ ok: 1 }));
    await apiGet('/api/v2/settings/');
    expect(sessionStorage.length).toBe(0);
    await expect(apiGet('/api/v2/missing/', { cache: true })).rejects.toThrow('No.');
    expect(sessionStorage.length).toBe(0);
    await apiGet('/api/v2/missing/', { cache: true });
    expect(requests).toHaveLength(3);
  });

  it('caches per region and language (they are part of the URL)', async () => {
    const requests = fakeFetch(() => json({}));
    await apiGet('/api/v2/settings/', { cache: true });
    usePageSettings({ region: 'ca', language: 'fr' });
    await apiGet('/api/v2/settings/', { cache: true });
    expect(requests).toHaveLength(2);
  });

  it('drops cached answers when the signed-in person changes', async () => {
    const requests = fakeFetch(() => json({}));
    await apiGet('/api/v2/teachers/me/', { cache: true });
    setAuthToken('someone-else');
    await apiGet('/api/v2/teachers/me/', { cache: true });
    expect(requests).toHaveLength(2);
  });
});

describe('a non-success GET', () => {
  it('throws the answer’s user_message, with the status and field errors', async () => {
    fakeFetch(() => json({ user_message: 'This region or language is not available.', errors: { region_code: 'Unknown.' } }, 404));
    const err = await apiGet('/api/v2/settings/').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 404,
      userMessage: 'This region or language is not available.',
      message: 'This region or language is not available.',
      errors: { region_code: 'Unknown.' },
      kind: 'http',
    });
  });

  it('shows the id of a failure on the server with its text, so a teacher can quote it to support', async () => {
    fakeFetch(() => json({ user_message: 'Something went wrong on our side. Please try again.', error_id: 'aB3-x_9Q' }, 500));
    const err = await apiGet('/api/v2/settings/').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 500, userMessage: 'Something went wrong on our side. Please try again. (error id: aB3-x_9Q)' });
  });

  it.each([
    ['an answer that is not JSON', () => new Response('<h1>Bad gateway</h1>', { status: 502 })],
    ['JSON without user_message', () => json({ detail: 'x' }, 500)],
    ['an empty answer', () => new Response(null, { status: 503 })],
  ])('throws null as the user message for %s', async (_name, responder) => {
    fakeFetch(responder);
    const err = await apiGet('/api/v2/settings/').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).userMessage).toBeNull();
    expect((err as ApiError).status).toBeGreaterThanOrEqual(500);
  });

  it('a POST with an error status resolves with the status and body (forms show field errors)', async () => {
    fakeFetch(() => json({ user_message: 'Please fill in all required fields', errors: { email: 'Invalid email address.' } }, 400));
    expect(await apiPost('/api/v2/contact/', {})).toEqual({
      status: 400,
      data: { user_message: 'Please fill in all required fields', errors: { email: 'Invalid email address.' } },
    });
  });
});

describe('POST retry after a request that ended with status 0', () => {
  it('sends again after 2000 ms and resolves with the answer', async () => {
    vi.useFakeTimers();
    const requests = fakeFetch(networkDown, () => json({ saved: true }));
    const result = apiPost('/api/v2/contact/', { message: 'hi' });
    await vi.advanceTimersByTimeAsync(POST_RETRY_DELAY_MS - 1);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    expect(await result).toEqual({ status: 200, data: { saved: true } });
    expect(requests[1]!.body).toEqual(requests[0]!.body);
    expect(POST_RETRY_DELAY_MS).toBe(2000);
  });

  it('gives up with "Network request failed" once no retries remain', async () => {
    vi.useFakeTimers();
    const requests = fakeFetch(networkDown);
    const result = apiPost('/api/v2/contact/', {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(POST_RETRY_DELAY_MS * (POST_RETRIES + 2));
    const err = await result;
    expect(requests).toHaveLength(1 + POST_RETRIES);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 0, kind: 'network', userMessage: 'Network request failed', message: 'Network request failed' });
  });

  it('takes the number of retries from the call', async () => {
    vi.useFakeTimers();
    const requests = fakeFetch(networkDown);
    const result = apiPost('/api/v2/contact/', {}, { retries: 0 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(POST_RETRY_DELAY_MS * 3);
    await result;
    expect(requests).toHaveLength(1);
  });

  it('does not retry when the server answered, even with an error', async () => {
    vi.useFakeTimers();
    const requests = fakeFetch(() => json({ user_message: 'Something went wrong on our side. Please try again.' }, 500));
    const result = apiPost('/api/v2/contact/', {});
    await vi.advanceTimersByTimeAsync(POST_RETRY_DELAY_MS * 3);
    expect((await result).status).toBe(500);
    expect(requests).toHaveLength(1);
  });

  it('does not retry a GET (its caller, e.g. TanStack Query, decides)', async () => {
    const requests = fakeFetch(networkDown);
    await expect(apiGet('/api/v2/settings/')).rejects.toMatchObject({ kind: 'network', userMessage: 'Network request failed' });
    expect(requests).toHaveLength(1);
  });
});

describe('network texts, time-outs and aborts', () => {
  it('a GET with no answer in time ends with "Network request timed out"', async () => {
    vi.useFakeTimers();
    fakeFetch(hang);
    const result = apiGet('/api/v2/settings/', { timeoutMs: 5000 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(4999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ status: 0, kind: 'timeout', userMessage: 'Network request timed out' });
  });

  it('a timed-out POST is retried like a failed one, then ends with the time-out text', async () => {
    vi.useFakeTimers();
    const requests = fakeFetch(hang);
    const result = apiPost('/api/v2/contact/', {}, { timeoutMs: 1000, retries: 1 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000 + POST_RETRY_DELAY_MS + 1000);
    expect(requests).toHaveLength(2);
    expect(await result).toMatchObject({ kind: 'timeout', message: 'Network request timed out' });
  });

  it('an aborted call ends with a distinguishable AbortError, not a network failure', async () => {
    fakeFetch(hang);
    const controller = new AbortController();
    const result = apiGet('/api/v2/settings/', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const err = await result;
    expect(err).toBeInstanceOf(ApiAbortError);
    expect(isAbortError(err)).toBe(true);
    expect((err as Error).name).toBe('AbortError');
    expect(isAbortError(new ApiError(0, 'Network request failed', undefined, 'network'))).toBe(false);
  });

  it('a signal already aborted sends nothing', async () => {
    const requests = fakeFetch(() => json({}));
    const controller = new AbortController();
    controller.abort();
    await expect(apiPost('/api/v2/contact/', {}, { signal: controller.signal })).rejects.toBeInstanceOf(ApiAbortError);
    expect(requests).toHaveLength(0);
  });

  it('an abort while waiting to retry a POST stops it at once', async () => {
    vi.useFakeTimers();
    const requests = fakeFetch(networkDown);
    const controller = new AbortController();
    const result = apiPost('/api/v2/contact/', {}, { signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    expect(await result).toBeInstanceOf(ApiAbortError);
    await vi.advanceTimersByTimeAsync(POST_RETRY_DELAY_MS * 3);
    expect(requests).toHaveLength(1);
  });

  it('a success that is not JSON is a broken answer, not data', async () => {
    fakeFetch(() => new Response('<html>captive portal</html>', { status: 200 }));
    await expect(apiGet('/api/v2/settings/')).rejects.toMatchObject({ status: 200, kind: 'parse', userMessage: null });
  });
});
