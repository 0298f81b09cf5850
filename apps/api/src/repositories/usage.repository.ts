import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { UsageCountersTable } from '../db/schema.js';

export type UsageMetric = UsageCountersTable['metric'];

export interface UsageCount {
  organisationId: number;
  /** 'YYYY-MM-DD', UTC */
  day: string;
  metric: UsageMetric;
  value: number;
}

export interface ActiveUser {
  organisationId: number;
  day: string;
  userId: number;
}

export interface DailyUsage {
  day: string;
  map_views: number;
  tiles: number;
  active_users: number;
}

/** Rows per statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 5000;

const FOREIGN_KEY_VIOLATION = '23503';

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** Waymark's own usage counters (usage_counters, usage_active_users) and storage figures. */
export class UsageRepository {
  constructor(private readonly db: Db) {}

  /** Adds the counts to the day's figures, in one upsert per chunk. */
  async addCounts(counts: readonly UsageCount[]): Promise<void> {
    await this.withoutDeletedOrganisations(counts, async (rows) => {
      for (const chunk of chunks(rows)) {
        await this.db
          .insertInto('usage_counters')
          .values(
            chunk.map((c) => ({
              organisation_id: c.organisationId,
              day: c.day,
              metric: c.metric,
              value: c.value,
            })),
          )
          .onConflict((oc) =>
            oc
              .columns(['organisation_id', 'day', 'metric'])
              .doUpdateSet({ value: sql<number>`usage_counters.value + excluded.value` }),
          )
          .execute();
      }
    });
  }

  /** Records who was active on a day (a set: seeing a user again changes nothing). */
  async addActiveUsers(users: readonly ActiveUser[]): Promise<void> {
    await this.withoutDeletedOrganisations(users, async (rows) => {
      for (const chunk of chunks(rows)) {
        await this.db
          .insertInto('usage_active_users')
          .values(
            chunk.map((u) => ({
              organisation_id: u.organisationId,
              day: u.day,
              user_id: u.userId,
            })),
          )
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    });
  }

  /**
   * Writes the rows; should an organisation have been deleted since they were counted, writes
   * again without its rows (its figures went with it).
   */
  private async withoutDeletedOrganisations<T extends { organisationId: number }>(
    rows: readonly T[],
    write: (rows: readonly T[]) => Promise<void>,
  ): Promise<void> {
    if (rows.length === 0) return;
    try {
      await write(rows);
    } catch (error) {
      if ((error as { code?: string }).code !== FOREIGN_KEY_VIOLATION) throw error;
      const ids = [...new Set(rows.map((r) => r.organisationId))];
      const existing = await this.db
        .selectFrom('organisations')
        .select('id')
        .where('id', 'in', ids)
        .execute();
      const kept = new Set(existing.map((o) => o.id));
      const remaining = rows.filter((r) => kept.has(r.organisationId));
      if (remaining.length) await write(remaining);
    }
  }

  /** The organisation's figures for the days from `from` to `to` that have any. */
  async daily(organisationId: number, from: string, to: string): Promise<DailyUsage[]> {
    const result = await sql<DailyUsage>`
      select d.day::text as day,
             coalesce(c.map_views, 0)::int as map_views,
             coalesce(c.tiles, 0)::bigint as tiles,
             coalesce(a.active_users, 0)::int as active_users
      from (
        select day from usage_counters
        where organisation_id = ${organisationId} and day between ${from} and ${to}
        union
        select day from usage_active_users
        where organisation_id = ${organisationId} and day between ${from} and ${to}
      ) d
      left join (
        select day,
               sum(value) filter (where metric = 'map_views') as map_views,
               sum(value) filter (where metric = 'tiles') as tiles
        from usage_counters
        where organisation_id = ${organisationId} and day between ${from} and ${to}
        group by day
      ) c on c.day = d.day
      left join (
        select day, count(*) as active_users
        from usage_active_users
        where organisation_id = ${organisationId} and day between ${from} and ${to}
        group by day
      ) a on a.day = d.day
      order by d.day`.execute(this.db);
    return result.rows;
  }

  /** Distinct users active on any day from `from` to `to`. */
  async activeUsersBetween(organisationId: number, from: string, to: string): Promise<number> {
    const row = await this.db
      .selectFrom('usage_active_users')
      .select((eb) => eb.fn.count<number>('user_id').distinct().as('n'))
      .where('organisation_id', '=', organisationId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * The organisation's stored layer files (originals, companions, attachments, derived COGs):
   * their bytes and count, each stored object once (a file stored under one key for two rows
   * takes its room once).
   */
  async layerFileStorage(organisationId: number): Promise<{ bytes: number; files: number }> {
    const result = await sql<{ bytes: number; files: number }>`
      select coalesce(sum(size), 0)::bigint as bytes, count(*)::int as files
      from (
        select distinct on (f.storage_key) f.size
        from layer_files f join layers l on l.id = f.layer_id
        where l.organisation_id = ${organisationId}
        order by f.storage_key
      ) stored`.execute(this.db);
    return result.rows[0] ?? { bytes: 0, files: 0 };
  }
}
