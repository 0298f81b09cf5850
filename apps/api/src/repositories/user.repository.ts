import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { UsersTable } from '../db/schema.js';
import type { Ordering, PageWindow } from '../http/pagination.js';
import type { OrganisationScope } from './scope.js';
import { paginate } from './paginate.js';

export type UserRow = Selectable<UsersTable>;
export type UserOrderField = 'id' | 'email' | 'first_name' | 'last_name' | 'date_joined';

export interface MembershipRow {
  organisation_id: number;
  admin: boolean;
}

export interface NewUser {
  email: string;
  first_name?: string;
  last_name?: string;
  password_hash: string | null;
  is_superuser?: boolean;
  is_active?: boolean;
}

export interface UserChanges {
  email?: string;
  first_name?: string;
  last_name?: string;
  password_hash?: string | null;
  is_active?: boolean;
  is_superuser?: boolean;
}

export class UserRepository {
  constructor(private readonly db: Db) {}

  findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst();
  }

  /** A user visible in the scope: a member of one of its organisations (or anyone, for 'all'). */
  findInScope(id: number, scope: OrganisationScope): Promise<UserRow | undefined> {
    let query = this.db.selectFrom('users').selectAll().where('id', '=', id);
    if (scope.kind === 'some') query = query.where(this.memberOfAny(scope.ids));
    return query.executeTakeFirst();
  }

  async list(
    scope: OrganisationScope,
    order: Ordering<UserOrderField>,
    window: PageWindow,
  ): Promise<{ count: number; rows: UserRow[] }> {
    let base = this.db.selectFrom('users');
    if (scope.kind === 'some') base = base.where(this.memberOfAny(scope.ids));
    return paginate(base, window, (q) =>
      q.selectAll().orderBy(order.field, order.direction).orderBy('id'),
    );
  }

  listByOrganisation(organisationId: number): Promise<UserRow[]> {
    return this.db
      .selectFrom('users')
      .selectAll('users')
      .innerJoin('memberships', 'memberships.user_id', 'users.id')
      .where('memberships.organisation_id', '=', organisationId)
      .orderBy('users.first_name')
      .orderBy('users.last_name')
      .orderBy('users.id')
      .execute();
  }

  permissionsOf(userIds: readonly number[]): Promise<{ user_id: number; permission: string }[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('user_permissions')
      .select(['user_id', 'permission'])
      .where('user_id', 'in', userIds)
      .orderBy('permission')
      .execute();
  }

  membershipsOf(userIds: readonly number[]): Promise<(MembershipRow & { user_id: number })[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('memberships')
      .select(['user_id', 'organisation_id', 'admin'])
      .where('user_id', 'in', userIds)
      .orderBy('organisation_id')
      .execute();
  }

  async create(user: NewUser): Promise<UserRow> {
    return this.db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  }

  async update(id: number, changes: UserChanges): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await this.db
      .updateTable('users')
      .set({ ...changes, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  }

  async setPermissions(userId: number, permissions: readonly string[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('user_permissions').where('user_id', '=', userId).execute();
      if (permissions.length > 0) {
        await trx
          .insertInto('user_permissions')
          .values(permissions.map((permission) => ({ user_id: userId, permission })))
          .execute();
      }
    });
  }

  async upsertMembership(userId: number, organisationId: number, admin?: boolean): Promise<void> {
    await this.db
      .insertInto('memberships')
      .values({ user_id: userId, organisation_id: organisationId, admin: admin ?? false })
      .onConflict((oc) =>
        admin === undefined
          ? oc.columns(['user_id', 'organisation_id']).doNothing()
          : oc.columns(['user_id', 'organisation_id']).doUpdateSet({ admin }),
      )
      .execute();
  }

  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('users').where('id', '=', id).execute();
  }

  async touchLastLogin(id: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ last_login: sql`now()` })
      .where('id', '=', id)
      .execute();
  }

  async knownPermissions(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('permissions')
      .select('codename')
      .orderBy('codename')
      .execute();
    return rows.map((r) => r.codename);
  }

  private memberOfAny(ids: readonly number[]) {
    return sql<boolean>`exists (select 1 from memberships m where m.user_id = users.id and m.organisation_id = any(${sql.val(ids)}::int[]))`;
  }
}
