import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Deps } from '../../deps.ts';
import { perIp, routeLimit } from './throttle.ts';

const depsWith = (multiplier: string) => ({ config: loadConfig({ AUTH_IP_LIMIT_MULTIPLIER: multiplier }) }) as unknown as Deps;

describe('per-IP limits', () => {
  const limit = { kind: 'x', max: 30, windowMs: 1000, message: 'm' };
  it('stay as written by default and scale with AUTH_IP_LIMIT_MULTIPLIER', () => {
    expect(perIp(depsWith('1'), limit).max).toBe(30);
    expect(perIp(depsWith('4'), limit).max).toBe(120);
    expect(routeLimit(depsWith('4'), 10)).toEqual({ rateLimit: { max: 40, timeWindow: '1 minute' } });
  });
  it('refuses a multiplier below 1', () => {
    expect(() => loadConfig({ AUTH_IP_LIMIT_MULTIPLIER: '0' })).toThrow(/AUTH_IP_LIMIT_MULTIPLIER/);
  });
});
