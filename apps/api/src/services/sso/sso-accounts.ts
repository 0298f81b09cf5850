import type { SsoError, SsoGroupRule } from '@waymark/contract/sso';
import type { SsoRow } from '../../repositories/sso.repository.js';
import type { UserRepository, UserWithGrants } from '../../repositories/user.repository.js';
import type { Actor, AuditService, Origin } from '../audit.service.js';

/** Who the provider says signed in. */
export interface SsoIdentity {
  email: string;
  groups: string[];
  firstName: string;
  lastName: string;
}

type Claims = Record<string, unknown>;

const text = (value: unknown, max: number) =>
  typeof value === 'string' ? value.slice(0, max) : '';

/** The identity in an ID token's claims, by the organisation's claim names; null without email. */
export function identityOf(claims: Claims, settings: SsoRow): SsoIdentity | null {
  const email = claims[settings.email_claim];
  if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) {
    return null;
  }
  // A provider that says the address is unverified cannot vouch for who owns it.
  if (claims.email_verified === false) return null;
  const rawGroups = claims[settings.groups_claim];
  const groups = (Array.isArray(rawGroups) ? rawGroups : [rawGroups]).filter(
    (g): g is string => typeof g === 'string',
  );
  return {
    email,
    groups,
    firstName: text(claims.given_name, 150),
    lastName: text(claims.family_name, 150),
  };
}

/**
 * The permissions a user keeps after signing in: those the organisation's rules do not manage
 * stay as they are; the managed ones are what the user's groups grant.
 */
export function mappedPermissions(
  current: readonly string[],
  rules: readonly SsoGroupRule[],
  groups: readonly string[],
): string[] {
  const managed = new Set<string>(rules.flatMap((rule) => rule.permissions));
  const granted = rules.filter((rule) => groups.includes(rule.group)).flatMap((r) => r.permissions);
  return [...new Set([...current.filter((p) => !managed.has(p)), ...granted])].sort();
}

/** The Waymark account of a provider's identity: found, created just in time, kept in step. */
export class SsoAccounts {
  constructor(
    private readonly users: UserRepository,
    private readonly audit: AuditService,
  ) {}

  /**
   * The account a provider may sign in: a member of its organisation, or a new account made at
   * first sign-in. Never another account (a provider vouches for its organisation's people only:
   * one that named any address would take over accounts elsewhere; an existing account joins by
   * an invitation it accepts), and never a superuser's, who signs in with a password.
   */
  async resolve(
    settings: SsoRow,
    identity: SsoIdentity,
    origin: Origin,
  ): Promise<{ userId: number } | { error: SsoError }> {
    const organisationId = settings.organisation_id;
    const existing = await this.users.findByEmail(identity.email);
    if (existing?.is_superuser) return { error: 'superuser' };
    if (existing && !existing.is_active) return { error: 'inactive' };
    let found = existing && (await this.users.findWithGrants(existing.id));
    const member = found?.memberships.some((m) => m.organisation_id === organisationId);
    if (existing ? !member : !settings.create_accounts) return { error: 'no_account' };
    const user =
      existing ??
      (await this.users.create({
        email: identity.email,
        first_name: identity.firstName,
        last_name: identity.lastName,
        password_hash: null,
      }));
    const actor: Actor = { userId: user.id, realUserId: user.id, ...origin };
    if (!existing) {
      await this.users.upsertMembership(user.id, organisationId, false);
      await this.audit.record(
        actor,
        'user.create',
        { type: 'user', id: user.id, organisationId },
        { organisation: organisationId, via: 'sso' },
      );
      found = await this.users.findWithGrants(user.id);
    }
    if (found) await this.keepInStep(settings, identity, found, actor);
    return { userId: user.id };
  }

  /** Permissions and the admin flag follow the provider's groups, where rules say how. */
  private async keepInStep(
    settings: SsoRow,
    identity: SsoIdentity,
    found: UserWithGrants,
    actor: Actor,
  ): Promise<void> {
    const rules = settings.group_permissions as SsoGroupRule[];
    const changes: Record<string, unknown> = {};
    if (rules.length > 0) {
      const next = mappedPermissions(found.permissions, rules, identity.groups);
      const added = next.filter((p) => !found.permissions.includes(p));
      const removed = found.permissions.filter((p) => !next.includes(p));
      if (added.length + removed.length > 0) {
        await this.users.setPermissions(found.user.id, next);
        Object.assign(changes, { permissions_added: added, permissions_removed: removed });
      }
    }
    if (settings.admin_groups.length > 0) {
      const admin = identity.groups.some((g) => settings.admin_groups.includes(g));
      const membership = found.memberships.find(
        (m) => m.organisation_id === settings.organisation_id,
      );
      if (membership && membership.admin !== admin) {
        await this.users.upsertMembership(found.user.id, settings.organisation_id, admin);
        changes.admin = admin;
      }
    }
    if (Object.keys(changes).length > 0) {
      await this.audit.record(
        actor,
        'user.permissions_sync',
        { type: 'user', id: found.user.id, organisationId: settings.organisation_id },
        { ...changes, organisation: settings.organisation_id, via: 'sso' },
      );
    }
  }
}
