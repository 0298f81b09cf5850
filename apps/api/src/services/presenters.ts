import {
  layoutSchema,
  type Layout,
  type Organisation,
  type Profile,
  type ProfileOrganisation,
  type UserRead,
} from '@waymark/contract';
import type {
  OrganisationRepository,
  OrganisationRow,
} from '../repositories/organisation.repository.js';
import { ALL_ORGANISATIONS, inScope, type OrganisationScope } from '../repositories/scope.js';
import type { UserRepository, UserRow } from '../repositories/user.repository.js';

/** A stored layout that no longer parses is dropped rather than sent half-valid. */
export function presentLayout(raw: unknown): Layout | null {
  if (raw === null || raw === undefined) return null;
  const parsed = layoutSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** What an organisation shows of itself, here and in profiles' organisation entries. */
function organisationFields(row: OrganisationRow): Omit<Organisation, 'user_count'> {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    alt_domains: row.alt_domains,
    layout: presentLayout(row.layout),
    map: row.map_id,
  };
}

/** `userCount`: its members (OrganisationRepository.memberCounts). */
export function presentOrganisation(row: OrganisationRow, userCount: number): Organisation {
  return { ...organisationFields(row), user_count: userCount };
}

export function displayName(user: Pick<UserRow, 'first_name' | 'last_name' | 'email'>): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}

/** The display names of the owners of a page of maps or layers, in one query. */
export async function ownerNames(
  users: UserRepository,
  ownerIds: readonly (number | null)[],
): Promise<Map<number, string>> {
  const ids = [...new Set(ownerIds.filter((id): id is number => id !== null))];
  const rows = await users.namesOf(ids);
  return new Map(rows.map((row) => [row.id, displayName(row)]));
}

/** Shapes users for the API in batches: three queries whatever the number of users. */
export class UserPresenter {
  constructor(
    private readonly users: UserRepository,
    private readonly organisations: OrganisationRepository,
  ) {}

  /**
   * `scope` is the reader's: a user's memberships elsewhere are another tenant's business and
   * are left out.
   */
  async present(
    rows: readonly UserRow[],
    scope: OrganisationScope = ALL_ORGANISATIONS,
  ): Promise<UserRead[]> {
    const ids = rows.map((r) => r.id);
    const [permissionRows, membershipRows, allPermissions] = await Promise.all([
      this.users.permissionsOf(ids),
      this.users.membershipsOf(ids),
      rows.some((r) => r.is_superuser) ? this.users.knownPermissions() : Promise.resolve([]),
    ]);
    const orgs = await this.organisations.findByIds([
      ...new Set(membershipRows.map((m) => m.organisation_id)),
    ]);
    const orgById = new Map(orgs.map((o) => [o.id, o]));
    return rows.map((user) => {
      const organisations: ProfileOrganisation[] = membershipRows
        .filter((m) => m.user_id === user.id && inScope(scope, m.organisation_id))
        .flatMap((m) => {
          const org = orgById.get(m.organisation_id);
          return org ? [{ ...organisationFields(org), admin: m.admin }] : [];
        });
      return {
        id: user.id,
        first_name: user.first_name,
        last_name: user.last_name,
        name: displayName(user),
        email: user.email,
        is_superuser: user.is_superuser,
        is_active: user.is_active,
        last_login: user.last_login ? new Date(user.last_login).toISOString() : null,
        date_joined: new Date(user.date_joined).toISOString(),
        permissions: user.is_superuser
          ? allPermissions
          : permissionRows.filter((p) => p.user_id === user.id).map((p) => p.permission),
        organisations,
      };
    });
  }

  async presentOne(row: UserRow, scope?: OrganisationScope): Promise<UserRead> {
    const [user] = await this.present([row], scope);
    if (!user) throw new Error('presenter returned nothing');
    return user;
  }

  /** The profile of the acting user, with the organisations the session may act in. */
  async profile(
    row: UserRow,
    impersonator: UserRow | null,
    scope: OrganisationScope,
  ): Promise<Profile> {
    const full = await this.presentOne(row, scope);
    return {
      id: full.id,
      first_name: full.first_name,
      last_name: full.last_name,
      name: full.name,
      email: full.email,
      is_superuser: full.is_superuser,
      permissions: full.permissions,
      organisations: full.organisations,
      impersonated_by: impersonator
        ? { id: impersonator.id, name: displayName(impersonator) }
        : null,
    };
  }
}
