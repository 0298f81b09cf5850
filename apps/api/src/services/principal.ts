import type { Permission } from '@waymark/contract';
import { NotFoundError, PermissionDeniedError } from '../http/errors.js';
import type { UserRepository, UserRow } from '../repositories/user.repository.js';
import { ALL_ORGANISATIONS, scopeOf, type OrganisationScope } from '../repositories/scope.js';

/** Who a request acts as: the user, what they may do, and where. */
export class Principal {
  constructor(
    readonly user: UserRow,
    readonly permissions: ReadonlySet<string>,
    /** organisation id → organisation admin flag */
    readonly memberships: ReadonlyMap<number, boolean>,
  ) {}

  get id(): number {
    return this.user.id;
  }

  get isSuperuser(): boolean {
    return this.user.is_superuser;
  }

  has(permission: Permission): boolean {
    return this.permissions.has(permission);
  }

  require(permission: Permission): void {
    if (!this.has(permission)) throw new PermissionDeniedError();
  }

  isMemberOf(organisationId: number): boolean {
    return this.isSuperuser || this.memberships.has(organisationId);
  }

  isAdminOf(organisationId: number): boolean {
    return this.isSuperuser || this.memberships.get(organisationId) === true;
  }

  /** The organisations this principal's queries may reach. */
  get scope(): OrganisationScope {
    return this.isSuperuser ? ALL_ORGANISATIONS : scopeOf([...this.memberships.keys()]);
  }
}

export async function loadPrincipal(users: UserRepository, userId: number): Promise<Principal> {
  const user = await users.findById(userId);
  if (!user) throw new NotFoundError();
  const [permissionRows, membershipRows] = await Promise.all([
    user.is_superuser ? Promise.resolve([]) : users.permissionsOf([userId]),
    users.membershipsOf([userId]),
  ]);
  // A superuser holds every permission, as in the profile's permission list.
  const permissions = user.is_superuser
    ? await users.knownPermissions()
    : permissionRows.map((r) => r.permission);
  return new Principal(
    user,
    new Set(permissions),
    new Map(membershipRows.map((m) => [m.organisation_id, m.admin])),
  );
}
