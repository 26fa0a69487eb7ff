import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/**
 * A strict Content-Security-Policy: only our own scripts run, no plugins, no
 * <base> rewriting, and only our own pages may frame us (the CMS embeds forms
 * as scripts, not frames).
 */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'", ...(config.production ? [] : ['ws:'])],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
    ...(config.production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * Helmet's headers for our options, worked out once. They depend on the
 * configuration alone (no nonces, no per-request directives), and building
 * helmet for every request, as its Fastify plugin does, was a measurable
 * share of a live game's answer (decision 045).
 */
export function securityHeaders(config: Config): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    hsts: config.production ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })({} as IncomingMessage, response, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** Every answer, pages and API and errors alike, carries the security headers. */
export function installSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
