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
