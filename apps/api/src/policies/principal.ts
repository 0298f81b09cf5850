import type { Permission, ShareMarkupMode } from '@waymark/contract';
import { NotFoundError, PermissionDeniedError } from '../lib/errors.js';
import type { UserRepository, UserRow, UserWithGrants } from '../repositories/user.repository.js';
import {
  ALL_ORGANISATIONS,
  inScope,
  scopeOf,
  type OrganisationScope,
} from '../repositories/scope.js';

/** What a share link opens: one map of one organisation, until its expiry, maybe in a box. */
export interface ShareGrant {
  shareId: number;
  organisationId: number;
  mapId: number;
  /** [west, south, east, north] in degrees, or null for the whole map. */
  bounds: number[] | null;
  expiry: Date;
  /** Who shared: the viewer sees the map's layers as shared with the organisation or theirs. */
  createdBy: number | null;
  /** What the viewer sees of the map's markups: nothing, them, or them and their comments. */
  markups: ShareMarkupMode;
}

/** How a principal came to act, beyond its own grants. */
export interface Acting {
  /** The real user while this principal is an impersonated one. */
  impersonator?: Principal | null;
  /** Reads only: a personal access key, or a share link's viewer. */
  readOnly?: boolean;
}

/** Who a request acts as: the user, what they may do, and where. */
export class Principal {
  readonly impersonator: Principal | null;
  readonly readOnly: boolean;

  constructor(
    readonly user: UserRow,
    readonly permissions: ReadonlySet<string>,
    /** organisation id → organisation admin flag */
    readonly memberships: ReadonlyMap<number, boolean>,
    /** Set for a share link's viewer: no user, no permissions, no memberships, one map. */
    readonly share: ShareGrant | null = null,
    acting: Acting = {},
  ) {
    this.impersonator = acting.impersonator ?? null;
    this.readOnly = (acting.readOnly ?? false) || share !== null;
  }

  /** The token's own user: the impersonator while impersonating, else this principal. */
  get real(): Principal {
    return this.impersonator ?? this;
  }

  /** The same grants, acting as `acting` says (impersonated, read-only). */
  acting(acting: Acting): Principal {
    return new Principal(this.user, this.permissions, this.memberships, this.share, {
      impersonator: this.impersonator,
      readOnly: this.readOnly,
      ...acting,
    });
  }

  /**
   * A share link's viewer (spec section 6, map-share viewers): no user (id 0 owns nothing), no
   * permissions, no organisations; its queries reach the shared map's organisation only, and
   * the repositories keep them to that map (Viewer.onlyMap).
   */
  static forShare(grant: ShareGrant): Principal {
    const nobody = {
      id: 0,
      email: '',
      first_name: '',
      last_name: '',
      is_superuser: false,
      is_active: true,
    } as UserRow;
    return new Principal(nobody, new Set(), new Map(), grant);
  }

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
    if (this.share) return scopeOf([this.share.organisationId]);
    return this.isSuperuser ? ALL_ORGANISATIONS : scopeOf([...this.memberships.keys()]);
  }

  /** The same principal, a member (and maybe admin) of one more organisation: its creator. */
  joined(organisationId: number, admin: boolean): Principal {
    return new Principal(
      this.user,
      this.permissions,
      new Map([...this.memberships, [organisationId, admin]]),
      this.share,
      { impersonator: this.impersonator, readOnly: this.readOnly },
    );
  }

  /**
   * The same user acting only inside `scope`: memberships outside it are dropped, so every
   * query and check treats those organisations as a stranger's. An impersonated session is the
   * target restricted to where the impersonator may impersonate.
   */
  within(scope: OrganisationScope): Principal {
    if (scope.kind === 'all') return this;
    return new Principal(
      this.user,
      this.permissions,
      new Map([...this.memberships].filter(([organisationId]) => inScope(scope, organisationId))),
      this.share,
      { impersonator: this.impersonator, readOnly: this.readOnly },
    );
  }
}

/** A principal from a user row with its grants (see UserRepository.findWithGrants). */
export function principalOf(found: UserWithGrants): Principal {
  return new Principal(
    found.user,
    new Set(found.permissions),
    new Map(found.memberships.map((m) => [m.organisation_id, m.admin])),
  );
}

export async function loadPrincipal(users: UserRepository, userId: number): Promise<Principal> {
  // One query (user, permissions, memberships): this runs for every authenticated request.
  const found = await users.findWithGrants(userId);
  if (!found) throw new NotFoundError();
  return principalOf(found);
}
