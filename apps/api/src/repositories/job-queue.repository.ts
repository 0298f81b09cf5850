import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export interface QueueDepth {
  queue: string;
  state: string;
  jobs: number;
}

/** States of a job not yet done: waiting (created, retry) or running (active). */
const LIVE_STATES = ['created', 'retry', 'active'];

/**
 * What the job queue holds, read from pg-boss's own tables (schema pgboss): asking pg-boss
 * would start it, and its timers, in every api process that is scraped.
 */
export class JobQueueRepository {
  constructor(private readonly db: Db) {}

  /**
   * Every queue × live state, zero included (an alert needs the series to exist); pg-boss's
   * own (__pgboss__send-it, its cron) left out.
   */
  async depths(): Promise<QueueDepth[]> {
    try {
      const { rows } = await sql<QueueDepth>`
        select q.name as queue, s.state, count(j.id)::int as jobs
        from pgboss.queue q
        cross join unnest(${LIVE_STATES}::text[]) as s(state)
        left join pgboss.job j on j.name = q.name and j.state = s.state::pgboss.job_state
        where q.name not like '\_\_pgboss\_\_%'
        group by q.name, s.state
        order by q.name, s.state`.execute(this.db);
      return rows;
    } catch (err) {
      // No queue yet: pg-boss makes its schema when a process first enqueues or works.
      const code = (err as { code?: string }).code;
      if (code === '42P01' || code === '3F000' || code === '42704') return [];
      throw err;
    }
  }
}
