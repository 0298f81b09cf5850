import type { Db } from '../db/database.js';

export interface AuditEntry {
  actorId: number | null;
  asUserId: number | null;
  action: string;
  objectType?: string;
  objectId?: string | number;
  details?: Record<string, unknown>;
  ip?: string;
}

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
      })
      .execute();
  }

  listRecent(limit: number) {
    return this.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
  }
}
