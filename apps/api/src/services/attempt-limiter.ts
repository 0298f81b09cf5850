import { HttpError } from '../lib/errors.js';
import type { AttemptCount, RateLimitRepository } from '../repositories/rate-limit.repository.js';

export function throttled(seconds: number): HttpError {
  const wait = Math.max(1, seconds);
  return new HttpError(429, {
    detail: `Request was throttled. Expected available in ${wait} seconds.`,
    retry_after: wait,
  });
}

/**
 * At most `max` counted attempts per key and window, counted in PostgreSQL so that the limit
 * holds across api processes. What counts is the caller's choice: failed sign-ins, access keys
 * and share tokens only (a user who signs in ten times is not locked out), or every
 * password-reset request.
 */
export class AttemptLimiter {
  private writes = 0;

  constructor(
    private readonly counters: RateLimitRepository,
    private readonly name: string,
    private readonly max: number,
    private readonly windowSeconds: number,
  ) {}

  /**
   * Counts a failed attempt (a credential that opened nothing), and answers 429 instead of the
   * refusal once the key is past its limit. Only failures are counted and only failures are
   * refused: a valid credential is checked before this and always let through, so that failed
   * guesses from behind the same address (a NAT, a company proxy) never lock its users out.
   */
  async countFailure(key: string): Promise<void> {
    const { hits, secondsLeft } = await this.hit(key);
    if (hits > this.max) throw throttled(secondsLeft);
  }

  /**
   * Counts an attempt before it is made, and refuses it beyond the limit: one atomic step, so
   * that of any number of concurrent attempts, on any number of processes, at most `max` pass
   * per window (a check before and a count after would let a burst through). `release` gives
   * the attempt back when it turns out not to count (a successful sign-in).
   */
  async reserve(key: string): Promise<void> {
    const { hits, secondsLeft } = await this.hit(key);
    if (hits > this.max) throw throttled(secondsLeft);
  }

  async release(key: string): Promise<void> {
    await this.counters.release(`${this.name}|${key}`);
  }

  private async hit(key: string): Promise<AttemptCount> {
    const counted = await this.counters.hit(`${this.name}|${key}`, this.windowSeconds);
    this.writes += 1;
    if (this.writes % 100 === 0) await this.counters.prune();
    return counted;
  }
}
