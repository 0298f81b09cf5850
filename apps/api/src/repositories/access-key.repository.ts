import { sql, type Selectable } from 'kysely';
import type { AccessKeyStatus } from '@waymark/contract';
import type { Db } from '../db/database.js';
import type { AccessKeysTable } from '../db/schema.js';
import type { Ordering, PageWindow } from '../lib/ordering.js';
import { paginate } from './paginate.js';
import { textMatches } from './text-search.js';
import {
  grantsOf,
  withGrants,
  type Grants,
  type UserRow,
  type UserWithGrants,
} from './user.repository.js';

export type AccessKeyRow = Selectable<AccessKeysTable>;

/** A key with its owner's names, as lists show it. */
export type AccessKeyView = AccessKeyRow & {
  email: string;
  first_name: string;
  last_name: string;
};

/** The live key of a presented secret, with its owner's grants (see authenticate). */
export type KeyOwner = UserWithGrants & { keyId: number; expiresAt: Date };

export type AccessKeyOrderField = 'id' | 'name' | 'created_at' | 'expires_at' | 'last_used_at';

export interface AccessKeyFilter {
  /** The keys of one user. */
  userId?: number;
  /** The keys of the members of one organisation. */
  organisationId?: number;
  status?: AccessKeyStatus;
  /** Part of the key's name or its owner's email. */
  search?: string;
}

/** Personal access keys: stored as digests, listed with their owners. */
export class AccessKeyRepository {
  constructor(private readonly db: Db) {}

  async create(values: {
    userId: number;
    name: string;
    keyHash: Buffer;
    prefix: string;
    expiresAt: Date;
  }): Promise<number> {
    const row = await this.db
      .insertInto('access_keys')
      .values({
        user_id: values.userId,
        name: values.name,
        key_hash: values.keyHash,
        key_prefix: values.prefix,
        expires_at: values.expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * The owner and grants of a key that is neither revoked nor owned by an inactive user, in
   * one query (every request with a key asks). Expiry is the caller's to check: the answer is
   * cached, and a key expires without any write.
   */
  async findOwner(keyHash: Buffer): Promise<KeyOwner | undefined> {
    const rows = await sql<UserRow & Grants & { key_id: number; key_expires: Date }>`
      select u.*, ${grantsOf(sql`u`)}, k.id as key_id, k.expires_at as key_expires
      from access_keys k join users u on u.id = k.user_id
      where k.key_hash = ${keyHash} and k.revoked_at is null and u.is_active`.execute(this.db);
    const row = rows.rows[0];
    if (!row) return undefined;
    const { key_id, key_expires, ...user } = row;
    return { ...withGrants(user), keyId: key_id, expiresAt: new Date(key_expires) };
  }

  findById(id: number): Promise<AccessKeyView | undefined> {
    return this.withOwner()
      .selectAll('access_keys')
      .select(['users.email', 'users.first_name', 'users.last_name'])
      .where('access_keys.id', '=', id)
      .executeTakeFirst();
  }

  /** Organisations the key's owner belongs to (who, besides the owner, may revoke it). */
  /** The organisations of each of these key owners, in one query. */
  async ownersOrganisations(userIds: readonly number[]): Promise<Map<number, number[]>> {
    const found = new Map<number, number[]>(userIds.map((id) => [id, []]));
    if (userIds.length === 0) return found;
    const rows = await this.db
      .selectFrom('memberships')
      .select(['user_id', 'organisation_id'])
      .where('user_id', 'in', [...new Set(userIds)])
      .execute();
    for (const row of rows) found.get(row.user_id)?.push(row.organisation_id);
    return found;
  }

  async ownerOrganisations(userId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('memberships')
      .select('organisation_id')
      .where('user_id', '=', userId)
      .execute();
    return rows.map((r) => r.organisation_id);
  }

  async countLive(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('access_keys')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    return row?.n ?? 0;
  }

  list(
    filter: AccessKeyFilter,
    order: Ordering<AccessKeyOrderField>,
    window: PageWindow,
  ): Promise<{ count: number; rows: AccessKeyView[] }> {
    let base = this.withOwner();
    if (filter.userId !== undefined) base = base.where('access_keys.user_id', '=', filter.userId);
    if (filter.organisationId !== undefined) {
      const organisationId = filter.organisationId;
      base = base.where(
        sql<boolean>`exists (select 1 from memberships m
          where m.user_id = access_keys.user_id and m.organisation_id = ${organisationId})`,
      );
    }
    const live = sql<boolean>`access_keys.revoked_at is null`;
    const unexpired = sql<boolean>`access_keys.expires_at > now()`;
    if (filter.status === 'revoked') base = base.where(sql<boolean>`not ${live}`);
    if (filter.status === 'expired') base = base.where(live).where(sql<boolean>`not ${unexpired}`);
    if (filter.status === 'active') base = base.where(live).where(unexpired);
    const match = textMatches(filter.search, ['access_keys.name', 'users.email']);
    if (match) base = base.where(match);
    return paginate(base, window, (q) =>
      q
        .selectAll('access_keys')
        .select(['users.email', 'users.first_name', 'users.last_name'])
        .orderBy(
          sql`${sql.ref(`access_keys.${order.field}`)} ${sql.raw(order.direction)} nulls last`,
        )
        .orderBy('access_keys.id', 'desc'),
    );
  }

  async revoke(id: number, revokedBy: number | null): Promise<void> {
    await this.db
      .updateTable('access_keys')
      .set({ revoked_at: sql`now()`, revoked_by: revokedBy })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Bookkeeping only: written at most once a minute per key (see AccessKeyService.touch). */
  async touch(id: number): Promise<void> {
    await this.db
      .updateTable('access_keys')
      .set({ last_used_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  }

  private withOwner() {
    return this.db.selectFrom('access_keys').innerJoin('users', 'users.id', 'access_keys.user_id');
  }
}
