import {
  layoutSchema,
  type Layout,
  type MembershipOrganisation,
  type Organisation,
  type OrganisationAbilities,
  type Profile,
  type UserRead,
} from '@waymark/contract';
import { organisationPolicy } from '../policies/organisation.policy.js';
import { abilitiesOf } from '../policies/policy.js';
import type { Principal } from '../policies/principal.js';
import { sessionPolicy } from '../policies/session.policy.js';
import { userPolicy } from '../policies/user.policy.js';
import type {
  OrganisationRepository,
  OrganisationRow,
} from '../repositories/organisation.repository.js';
import { inScope } from '../repositories/scope.js';
import type { TwoFactorRepository } from '../repositories/two-factor.repository.js';
import type { UserRepository, UserRow } from '../repositories/user.repository.js';

/** A stored layout that no longer parses is dropped rather than sent half-valid. */
export function presentLayout(raw: unknown): Layout | null {
  if (raw === null || raw === undefined) return null;
  const parsed = layoutSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** What an organisation shows of itself, here and in profiles' organisation entries. */
function organisationFields(
  row: OrganisationRow,
): Omit<
  Organisation,
  'user_count' | 'abilities' | 'share_viewer_analytics' | 'require_two_factor'
> {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    alt_domains: row.alt_domains,
    layout: presentLayout(row.layout),
    map: row.map_id,
  };
}

/**
 * `userCount`: its members (OrganisationRepository.memberCounts); `abilities`: the organisation
 * policy's answer for the reader.
 */
export function presentOrganisation(
  row: OrganisationRow,
  userCount: number,
  abilities: OrganisationAbilities,
): Organisation {
  return {
    ...organisationFields(row),
    user_count: userCount,
    share_viewer_analytics: row.share_viewer_analytics,
    require_two_factor: row.require_two_factor,
    abilities,
  };
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

/** Shapes users for the API in batches: four queries whatever the number of users. */
export class UserPresenter {
  constructor(
    private readonly users: UserRepository,
    private readonly organisations: OrganisationRepository,
    private readonly secondFactors: TwoFactorRepository,
  ) {}

  /**
   * Users as `reader` sees them: their memberships elsewhere are another tenant's business and
   * are left out; their abilities are what the reader may do with them.
   */
  async present(reader: Principal, rows: readonly UserRow[]): Promise<UserRead[]> {
    const scope = reader.scope;
    const ids = rows.map((r) => r.id);
    const [permissionRows, membershipRows, allPermissions, twoFactor] = await Promise.all([
      this.users.permissionsOf(ids),
      this.users.membershipsOf(ids),
      rows.some((r) => r.is_superuser) ? this.users.knownPermissions() : Promise.resolve([]),
      this.secondFactors.enabledAmong(ids),
    ]);
    const orgs = await this.organisations.findByIds([
      ...new Set(membershipRows.map((m) => m.organisation_id)),
    ]);
    const orgById = new Map(orgs.map((o) => [o.id, o]));
    return rows.map((user) => {
      const memberships = membershipRows.filter((m) => m.user_id === user.id);
      const organisations: MembershipOrganisation[] = memberships
        .filter((m) => inScope(scope, m.organisation_id))
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
        two_factor_enabled: twoFactor.has(user.id),
        abilities: abilitiesOf(userPolicy, reader, {
          user,
          organisations: memberships.map((m) => m.organisation_id),
        }),
      };
    });
  }

  async presentOne(reader: Principal, row: UserRow): Promise<UserRead> {
    const [user] = await this.present(reader, [row]);
    if (!user) throw new Error('presenter returned nothing');
    return user;
  }

  /**
   * The profile of the acting user, with the organisations the session may act in, what they may
   * do in each, and what they may do that belongs to no one object. `twoFactorPending`: the
   * session must set up a second factor before anything else (RequestAuth).
   */
  async profile(
    principal: Principal,
    impersonator: UserRow | null,
    twoFactorPending: boolean,
  ): Promise<Profile> {
    const full = await this.presentOne(principal, principal.user);
    return {
      id: full.id,
      first_name: full.first_name,
      last_name: full.last_name,
      name: full.name,
      email: full.email,
      is_superuser: full.is_superuser,
      permissions: full.permissions,
      organisations: full.organisations.map((organisation) => ({
        ...organisation,
        abilities: abilitiesOf(organisationPolicy, principal, organisation),
      })),
      impersonated_by: impersonator
        ? { id: impersonator.id, name: displayName(impersonator) }
        : null,
      abilities: abilitiesOf(sessionPolicy, principal, null),
      settings: { markup_notices: principal.user.markup_notices },
      two_factor: { enabled: full.two_factor_enabled, setup_required: twoFactorPending },
    };
  }
}
