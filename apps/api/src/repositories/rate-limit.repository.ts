import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export interface AttemptCount {
  hits: number;
  /** Seconds until the window ends (and the count starts again). */
  secondsLeft: number;
}

/** Attempt counters in PostgreSQL, so that every api process counts against the same limit. */
export class RateLimitRepository {
  constructor(private readonly db: Db) {}

  async current(key: string): Promise<AttemptCount> {
    const row = await this.db
      .selectFrom('rate_limits')
      .select([
        'hits',
        sql<number>`ceil(extract(epoch from window_ends - now()))::int`.as('seconds_left'),
      ])
      .where('key', '=', key)
      .where('window_ends', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return row ? { hits: row.hits, secondsLeft: row.seconds_left } : { hits: 0, secondsLeft: 0 };
  }

  /** Counts one attempt: a new window starts when the last one has ended. */
  async hit(key: string, windowSeconds: number): Promise<AttemptCount> {
    const windowEnd = sql<Date>`now() + make_interval(secs => ${windowSeconds})`;
    const expired = sql<boolean>`rate_limits.window_ends <= now()`;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, hits: 1, window_ends: windowEnd })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          hits: sql<number>`case when ${expired} then 1 else rate_limits.hits + 1 end`,
          window_ends: sql<Date>`case when ${expired} then ${windowEnd} else rate_limits.window_ends end`,
        }),
      )
      .returning([
        'hits',
        sql<number>`ceil(extract(epoch from window_ends - now()))::int`.as('seconds_left'),
      ])
      .executeTakeFirstOrThrow();
    return { hits: row.hits, secondsLeft: row.seconds_left };
  }

  /** Gives back one attempt of the current window (one that turned out not to count). */
  async release(key: string): Promise<void> {
    await this.db
      .updateTable('rate_limits')
      .set({ hits: sql<number>`greatest(rate_limits.hits - 1, 0)` })
      .where('key', '=', key)
      .where('window_ends', '>', sql<Date>`now()`)
      .execute();
  }

  /** Forgets windows that ended more than an hour ago. */
  async prune(): Promise<void> {
    await this.db
      .deleteFrom('rate_limits')
      .where('window_ends', '<', sql<Date>`now() - interval '1 hour'`)
      .execute();
  }
}
