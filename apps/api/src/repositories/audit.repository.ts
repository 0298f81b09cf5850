import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../db/database.js';
import { escapeLike } from './text-search.js';

export interface AuditEntry {
  actorId: number | null;
  asUserId: number | null;
  action: string;
  objectType?: string;
  objectId?: string | number;
  /** The object's organisation when the caller knows it (a deleted object's); else derived. */
  organisationId?: number | null;
  details?: Record<string, unknown>;
  ip?: string;
  requestId?: string;
}

/** Which entries a reader may see: one organisation's. */
/** One organisation's entries (and its members' own events), or every entry (superusers). */
export type AuditScope = { organisationId: number } | { all: true };

export interface AuditFilters {
  /** Only this organisation's entries (the all-organisations log's filter). */
  organisation?: number;
  user?: number;
  action?: string;
  objectType?: string;
  from?: Date;
  to?: Date;
}

/** Where each type of object keeps its organisation: the table, and its column there. */
const ORGANISATION_OF: Readonly<Record<string, readonly [string, string]>> = {
  organisation: ['organisations', 'id'],
  map: ['maps', 'organisation_id'],
  layer: ['layers', 'organisation_id'],
  mapshare: ['map_shares', 'organisation_id'],
  markup: ['markups', 'organisation_id'],
  markup_category: ['markup_categories', 'organisation_id'],
};

/** The organisation of an object that still exists, by its type (none for a user's events). */
function organisationOf(type: string | undefined, id: string | number | undefined) {
  const owner = type === undefined ? undefined : ORGANISATION_OF[type];
  if (!owner || id === undefined || !/^\d{1,9}$/.test(String(id))) return null;
  const [table, column] = owner;
  return sql<number>`(select ${sql.ref(column)} from ${sql.table(table)} where id = ${Number(id)})`;
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
        organisation_id: entry.organisationId ?? organisationOf(entry.objectType, entry.objectId),
        details: JSON.stringify(entry.details ?? {}),
        ip: entry.ip ?? null,
        request_id: entry.requestId ?? null,
      })
      .execute();
  }

  listRecent(limit: number) {
    return this.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
  }

  private filtered(scope: AuditScope, filters: AuditFilters) {
    return this.db
      .selectFrom('audit_log as a')
      .leftJoin('users as actor', 'actor.id', 'a.actor_id')
      .leftJoin('users as as_user', 'as_user.id', 'a.as_user_id')
      .leftJoin('organisations as o', 'o.id', 'a.organisation_id')
      .where((eb) => {
        const conditions: Expression<SqlBool>[] = [];
        if ('organisationId' in scope) {
          // The organisation's own entries, and its members' own events (no organisation).
          const member = (column: 'a.actor_id' | 'a.as_user_id') =>
            eb.exists(
              eb
                .selectFrom('memberships as m')
                .select('m.user_id')
                .where('m.organisation_id', '=', scope.organisationId)
                .whereRef('m.user_id', '=', column),
            );
          conditions.push(
            eb.or([
              eb('a.organisation_id', '=', scope.organisationId),
              eb.and([
                eb('a.organisation_id', 'is', null),
                eb.or([member('a.actor_id'), member('a.as_user_id')]),
              ]),
            ]),
          );
        } else if (filters.organisation !== undefined) {
          conditions.push(eb('a.organisation_id', '=', filters.organisation));
        }
        if (filters.user !== undefined) {
          conditions.push(
            eb.or([eb('a.actor_id', '=', filters.user), eb('a.as_user_id', '=', filters.user)]),
          );
        }
        if (filters.action) {
          conditions.push(eb('a.action', 'like', `${escapeLike(filters.action)}%`));
        }
        if (filters.objectType) conditions.push(eb('a.object_type', '=', filters.objectType));
        if (filters.from) conditions.push(eb('a.created_at', '>=', filters.from));
        if (filters.to) conditions.push(eb('a.created_at', '<', filters.to));
        return eb.and(conditions);
      });
  }

  async count(scope: AuditScope, filters: AuditFilters): Promise<number> {
    const row = await this.filtered(scope, filters)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** Newest first. */
  page(scope: AuditScope, filters: AuditFilters, window: { limit: number; offset: number }) {
    return this.filtered(scope, filters)
      .select([
        'a.id',
        'a.created_at',
        'a.action',
        'a.object_type',
        'a.object_id',
        'a.details',
        'a.ip',
        'a.request_id',
        'a.actor_id',
        'actor.email as actor_email',
        'a.as_user_id',
        'as_user.email as as_user_email',
        'a.organisation_id',
        'o.name as organisation_name',
      ])
      .orderBy('a.id', 'desc')
      .limit(window.limit)
      .offset(window.offset)
      .execute();
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

export type AuditRow = Awaited<ReturnType<AuditRepository['page']>>[number];
