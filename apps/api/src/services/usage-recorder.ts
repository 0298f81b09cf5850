import type { FastifyBaseLogger } from 'fastify';
import type {
  ActiveUser,
  UsageCount,
  UsageMetric,
  UsageRepository,
} from '../repositories/usage.repository.js';

/** The UTC day of a moment, 'YYYY-MM-DD'. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Counts use in memory and writes it in batches: a tile or a request costs a map update, and the
 * database sees one upsert per flush (every few seconds, and when the process stops), however
 * many tiles were served. Counts a failed flush could not write are kept for the next one.
 */
export class UsageRecorder {
  /** `${organisationId}|${day}|${metric}` → count */
  private counts = new Map<string, number>();
  /** `${organisationId}|${day}` → users seen */
  private active = new Map<string, Set<number>>();
  private flushing: Promise<void> = Promise.resolve();
  /** Today (UTC) and when it ends: every tile asks, so the day is worked out once a day. */
  private day = '';
  private dayEndsAt = 0;

  constructor(
    private readonly repo: UsageRepository,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => number = Date.now,
  ) {}

  private today(): string {
    const now = this.clock();
    if (now >= this.dayEndsAt) {
      this.day = utcDay(new Date(now));
      this.dayEndsAt = Date.parse(`${this.day}T00:00:00Z`) + 24 * 3600 * 1000;
    }
    return this.day;
  }

  count(organisationId: number, metric: UsageMetric, n = 1): void {
    const key = `${organisationId}|${this.today()}|${metric}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + n);
  }

  /** A user made an authenticated request: active today in each of their organisations. */
  activeUser(userId: number, organisationIds: Iterable<number>): void {
    const day = this.today();
    for (const organisationId of organisationIds) {
      const key = `${organisationId}|${day}`;
      let users = this.active.get(key);
      if (!users) this.active.set(key, (users = new Set()));
      users.add(userId);
    }
  }

  /** Writes what was counted since the last flush; one flush at a time. */
  flush(): Promise<void> {
    this.flushing = this.flushing
      .then(() => this.write())
      .catch((err: unknown) => this.log.warn({ err }, 'usage flush failed'));
    return this.flushing;
  }

  /** Flushes every `intervalMs` until the answer is called (which does not flush). */
  flushEvery(intervalMs: number): () => void {
    const timer = setInterval(() => void this.flush(), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  private async write(): Promise<void> {
    const counts = this.counts;
    const active = this.active;
    if (counts.size === 0 && active.size === 0) return;
    this.counts = new Map();
    this.active = new Map();
    const countRows: UsageCount[] = [...counts].map(([key, value]) => {
      const [organisationId, day, metric] = key.split('|');
      return {
        organisationId: Number(organisationId),
        day: day!,
        metric: metric as UsageMetric,
        value,
      };
    });
    const userRows: ActiveUser[] = [...active].flatMap(([key, users]) => {
      const [organisationId, day] = key.split('|');
      return [...users].map((userId) => ({
        organisationId: Number(organisationId),
        day: day!,
        userId,
      }));
    });
    try {
      await this.repo.addCounts(countRows);
    } catch (err) {
      this.log.warn({ err }, 'usage counts not written; kept for the next flush');
      for (const [key, value] of counts) this.counts.set(key, (this.counts.get(key) ?? 0) + value);
    }
    try {
      await this.repo.addActiveUsers(userRows);
    } catch (err) {
      this.log.warn({ err }, 'active users not written; kept for the next flush');
      for (const [key, users] of active) {
        const kept = this.active.get(key);
        if (kept) for (const user of users) kept.add(user);
        else this.active.set(key, users);
      }
    }
  }
}
