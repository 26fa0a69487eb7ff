import { MESSAGES } from '@numbloom/domain/api-errors';
import { HttpError } from './http-error.ts';

/**
 * Counts requests per key in fixed one-minute windows, in this process's
 * memory: the limits of a hot path that must not cost a database write per
 * request (the live games count per player and per address). Several
 * processes each count their own share, so the real limit is the sum; that
 * is the price of not sharing a counter, and the caps are sized for it.
 */
export class RateCounter {
  private windows = new Map<string, { count: number; resetAt: number }>();
  private sweptAt = 0;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(windowMs = 60_000, now: () => number = Date.now) {
    this.windowMs = windowMs;
    this.now = now;
  }

  /** Counts one request; answers the ms until the key may go again when it is over max, else 0. */
  hit(key: string, max: number): number {
    const now = this.now();
    if (now - this.sweptAt > this.windowMs) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    return window.count > max ? window.resetAt - now : 0;
  }

  /** Throws the API's 429 when the key is over max. */
  take(key: string, max: number): void {
    const wait = this.hit(key, max);
    if (wait > 0) throw new TooManyRequests(wait);
  }

  private sweep(now: number) {
    this.sweptAt = now;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** A 429 in the same shape as the app-wide rate limit's, with how long to wait. */
export class TooManyRequests extends HttpError {
  readonly retryAfterMs: number;

  constructor(retryAfterMs: number) {
    super(429, MESSAGES.tooMany, undefined, { retry_after_seconds: Math.ceil(retryAfterMs / 1000) });
    this.retryAfterMs = retryAfterMs;
  }
}
