import type { FastifyRequest } from 'fastify';

/**
 * What the log may keep of a request and of an error: no personal data and
 * no secrets (OWASP ASVS 5.0 V16.2.5). A request is its method, its path and
 * the names of its query parameters (a search term, a token or an email in a
 * query stays out); an error is its type, its code, its message without the
 * failed query's parameters or addresses, and its stack frames.
 */

const EMAIL = /[^\s@<>(),;:"']+@[^\s@<>(),;:"']+/g;

/** The path and the query's parameter names, their values replaced by "~". */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const names = url
    .slice(q + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]!.slice(0, 40)}=~`);
  return `${url.slice(0, q)}?${names.join('&')}`;
}

/** A message fit for the log: the failed query's parameters cut off, email addresses masked. */
export function redactMessage(message: string): string {
  const params = message.search(/\nparams:/);
  const head = params === -1 ? message : message.slice(0, params);
  return head.replace(EMAIL, '[email]').slice(0, 2000);
}

interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  stack: string;
  cause?: SafeError;
}

/** An error as the log keeps it; the database's detail ("Key (email)=(…)") and the query parameters are dropped. */
export function serializeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: redactMessage(String(error)), stack: '' };
  const code = (error as { code?: unknown }).code;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  const out: SafeError = {
    type: error.constructor?.name ?? error.name,
    message: redactMessage(error.message),
    ...(typeof code === 'string' && { code }),
    stack: frames,
  };
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/** A request as the log keeps it. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
