import { HttpError } from '../http/errors.js';
import type { RateLimitRepository } from '../repositories/rate-limit.repository.js';

export function throttled(seconds: number): HttpError {
  const wait = Math.max(1, seconds);
  return new HttpError(429, {
    detail: `Request was throttled. Expected available in ${wait} seconds.`,
    retry_after: wait,
  });
}

/**
 * At most `max` counted attempts per key and window, counted in PostgreSQL so that the limit
 * holds across api processes. What counts is the caller's choice: failed sign-ins only (a user
 * who signs in ten times is not locked out), or every password-reset request.
 */
export class AttemptLimiter {
  private writes = 0;

  constructor(
    private readonly counters: RateLimitRepository,
    private readonly name: string,
    private readonly max: number,
    private readonly windowSeconds: number,
  ) {}

  /** 429 when the key has used up its attempts in the current window. */
  async check(key: string): Promise<void> {
    const { hits, secondsLeft } = await this.counters.current(`${this.name}|${key}`);
    if (hits >= this.max) throw throttled(secondsLeft);
  }

  /** Counts an attempt. */
  async count(key: string): Promise<void> {
    await this.counters.hit(`${this.name}|${key}`, this.windowSeconds);
    this.writes += 1;
    if (this.writes % 100 === 0) await this.counters.prune();
  }

  /** Checks, then counts: for limits on every attempt. */
  async take(key: string): Promise<void> {
    await this.check(key);
    await this.count(key);
  }
}
