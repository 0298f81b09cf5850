import { sql } from 'kysely';
import type { Db } from '../db/database.js';

export interface AuditEntry {
  actorId: number | null;
  asUserId: number | null;
  action: string;
  objectType?: string;
  objectId?: string | number;
  details?: Record<string, unknown>;
  ip?: string;
  requestId?: string;
}

/**
 * The audit log: appended to, never changed. The table refuses updates and deletes (migration
 * 0025) but the retention's, which `prune` makes in a transaction that says so.
 */
export class AuditRepository {
  constructor(private readonly db: Db) {}

  async insert(entry: AuditEntry): Promise<void> {
    await this.db
      .insertInto('audit_log')
      .values({
        actor_id: entry.actorId,
        as_user_id: entry.asUserId,
        action: entry.action,
        object_type: entry.objectType ?? null,
        object_id: entry.objectId === undefined ? null : String(entry.objectId),
        details: JSON.stringify(entry.details ?? {}),
        ip: entry.ip ?? null,
        request_id: entry.requestId ?? null,
      })
      .execute();
  }

  listRecent(limit: number) {
    return this.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
  }

  /** Removes the entries made before `before`; answers how many. */
  prune(before: Date): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await sql`set local waymark.audit_retention = 'on'`.execute(trx);
      const result = await trx
        .deleteFrom('audit_log')
        .where('created_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    });
  }
}
