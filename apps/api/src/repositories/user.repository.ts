import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { UserOrderField } from '@waymark/contract';
import type { Db } from '../db/database.js';
import type { UsersTable } from '../db/schema.js';
import type { Ordering, PageWindow } from '../lib/ordering.js';
import type { OrganisationScope } from './scope.js';
import { paginate } from './paginate.js';
import { textMatches } from './text-search.js';
import type { ActiveToken } from './token.repository.js';
import { twoFactorPendingOf } from './two-factor.repository.js';

export type UserRow = Selectable<UsersTable>;
export type { UserOrderField };

export interface MembershipRow {
  organisation_id: number;
  admin: boolean;
}

export interface UserWithGrants {
  user: UserRow;
  permissions: string[];
  memberships: MembershipRow[];
}

export interface Grants {
  grants: string[];
  orgs: MembershipRow[];
}

/** Select-list columns `grants` (permission codenames) and `orgs` (memberships) of a user row. */
export function grantsOf(user: RawBuilder<unknown>) {
  return sql`case when ${user}.is_superuser
      then array(select codename from permissions order by codename)
      else array(select permission from user_permissions p where p.user_id = ${user}.id order by permission)
    end as grants,
    coalesce((select json_agg(json_build_object('organisation_id', m.organisation_id, 'admin', m.admin)
              order by m.organisation_id) from memberships m where m.user_id = ${user}.id), '[]') as orgs`;
}

export function withGrants(row: UserRow & Grants): UserWithGrants {
  const { grants, orgs, ...user } = row;
  return { user: user as UserRow, permissions: grants, memberships: orgs };
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
  markup_notices?: boolean;
}

export class UserRepository {
  constructor(private readonly db: Db) {}

  findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * A user with their permissions (every known one for a superuser) and memberships, in one
   * round trip: every authenticated request loads this.
   */
  async findWithGrants(id: number): Promise<UserWithGrants | undefined> {
    const rows = await sql<UserRow & Grants>`
      select u.*, ${grantsOf(sql`u`)} from users u where u.id = ${id}`.execute(this.db);
    return rows.rows[0] && withGrants(rows.rows[0]);
  }

  /**
   * The same for the owner of a live token (digest of its key), with the token and whether the
   * owner must set up a second factor first: one query. A session made by an organisation's
   * identity provider belongs to that organisation only: the provider vouches for no other, so
   * the owner's other memberships are left out of it.
   */
  async findByTokenWithGrants(
    keyHash: Buffer,
  ): Promise<(UserWithGrants & { token: ActiveToken; twoFactorPending: boolean }) | undefined> {
    const rows = await sql<
      UserRow &
        Grants & {
          token_id: number;
          impersonated: number | null;
          pending: boolean;
          sso_organisation: number | null;
        }
    >`
      select u.*, ${grantsOf(sql`u`)}, t.id as token_id, t.impersonated_user_id as impersonated,
        case when t.method = 'sso' then coalesce(t.sso_organisation_id, 0) end as sso_organisation,
        -- A second factor guards password sign-ins; the identity provider guards its own.
        (t.method <> 'sso' and ${twoFactorPendingOf(sql`u`)}) as pending
      from auth_tokens t join users u on u.id = t.user_id
      where t.key_hash = ${keyHash} and t.revoked_at is null and u.is_active`.execute(this.db);
    const row = rows.rows[0];
    if (!row) return undefined;
    const { token_id, impersonated, pending, sso_organisation, ...rest } = row;
    const found = withGrants(rest);
    if (sso_organisation !== null) {
      found.memberships = found.memberships.filter((m) => m.organisation_id === sso_organisation);
    }
    return {
      ...found,
      token: { id: token_id, user_id: found.user.id, impersonated_user_id: impersonated },
      twoFactorPending: pending,
    };
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

  /** A page of an organisation's users, optionally those whose names or email hold `search`. */
  async listInOrganisation(
    organisationId: number,
    order: Ordering<UserOrderField>,
    window: PageWindow,
    search?: string,
  ): Promise<{ count: number; rows: UserRow[] }> {
    let base = this.db
      .selectFrom('users')
      .where(
        sql<boolean>`exists (select 1 from memberships m where m.user_id = users.id and m.organisation_id = ${organisationId})`,
      );
    const match = textMatches(search, ['users.first_name', 'users.last_name', 'users.email']);
    if (match) base = base.where(match);
    // Users who never signed in come last either way (last_login is the one nullable field).
    return paginate(base, window, (q) =>
      q
        .selectAll()
        .orderBy(order.field, (ob) => ob[order.direction]().nullsLast())
        .orderBy('id'),
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

  /** Names and emails of users, for owner names in lists. */
  namesOf(
    ids: readonly number[],
  ): Promise<Pick<UserRow, 'id' | 'first_name' | 'last_name' | 'email'>[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'email'])
      .where('id', 'in', ids)
      .execute();
  }

  /**
   * Of these users, those who take mail about markups: active members of the organisation whose
   * markup_notices setting is on.
   */
  noticeRecipients(
    ids: readonly number[],
    organisationId: number,
  ): Promise<Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name'>[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name'])
      .where('id', 'in', ids)
      .where('is_active', '=', true)
      .where('markup_notices', '=', true)
      .where(this.memberOfAny([organisationId]))
      .execute();
  }

  /** The active members of an organisation with these emails, by lower-cased email. */
  async membersByEmail(
    organisationId: number,
    emails: readonly string[],
  ): Promise<Map<string, UserRow>> {
    if (emails.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('users')
      .selectAll()
      .where(
        sql<string>`lower(email)`,
        'in',
        emails.map((e) => e.toLowerCase()),
      )
      .where('is_active', '=', true)
      .where(this.memberOfAny([organisationId]))
      .execute();
    return new Map(rows.map((r) => [r.email.toLowerCase(), r]));
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
