import { USER_ACTIONS, type UserAction, type UserPatch } from '@waymark/contract';
import type { UserRow } from '../repositories/user.repository.js';
import { inScope } from '../repositories/scope.js';
import {
  firstRefusal,
  NOT_PERMITTED,
  READ_ONLY,
  unless,
  type Policy,
  type Refusal,
} from './policy.js';
import type { Principal } from './principal.js';

/** A user and every organisation they belong to (not only those the reader shares). */
export interface UserWithMemberships {
  user: Pick<UserRow, 'id' | 'is_superuser' | 'is_active'>;
  organisations: readonly number[];
}

export const NOT_YOUR_OWN_PERMISSIONS = 'You cannot change your own permissions.';
export const NOT_YOURSELF = 'You cannot delete yourself.';
export const NOT_YOUR_OWN_SECOND_FACTOR =
  'Turn your own two-factor sign-in off with a code from your app or a recovery code.';

/**
 * Another user is managed by an admin of every one of their organisations (their email,
 * password and deletion reach all of them); a superuser only by a superuser.
 */
function manageable(principal: Principal, target: UserWithMemberships): Refusal {
  if (target.user.is_superuser && !principal.isSuperuser) {
    return 'Only a superuser can change a superuser.';
  }
  if (principal.isSuperuser) return null;
  return unless(
    target.organisations.length > 0 &&
      target.organisations.every((organisationId) => principal.isAdminOf(organisationId)),
    "Only an admin of the user's organisation can change them.",
  );
}

/**
 * Whether `real` may act as `target`: the conditions of acquire, checked again on every request,
 * so that a target promoted to superuser, deactivated or moved out of the organisation (or an
 * impersonator who lost the permission) ends the impersonation.
 */
export function impersonationRefusal(
  real: Principal,
  target: UserWithMemberships['user'],
  organisations: readonly number[],
): Refusal {
  return firstRefusal(
    () => unless(real.has('profiles.impersonate')),
    () => unless(target.id !== real.id, 'You cannot impersonate yourself.'),
    () => unless(!target.is_superuser, 'A superuser cannot be impersonated.'),
    () => unless(target.is_active, 'This user is not active.'),
    () => unless(organisations.some((organisationId) => inScope(real.scope, organisationId))),
  );
}

/**
 * A user the principal sees (one of their organisations'): themselves, or with users.change_user
 * anyone there. Users change their own names and email, never their own rights; other users are
 * changed with users.change_user and deleted with users.delete_user by an admin of all their
 * organisations. profiles.impersonate acts as a user (of the real user, while impersonating).
 * Whoever may change a user may also remove their second factor (a lost phone), never their own.
 */
export const userPolicy: Policy<UserWithMemberships, UserAction> = {
  actions: USER_ACTIONS,
  refusal(principal: Principal, target: UserWithMemberships, action: UserAction): Refusal {
    const self = target.user.id === principal.id;
    if (action === 'view') return unless(self || principal.has('users.change_user'));
    if (principal.readOnly) return READ_ONLY;
    const manage = (permission: 'users.change_user' | 'users.delete_user') =>
      firstRefusal(
        () => unless(principal.has(permission)),
        () => manageable(principal, target),
      );
    switch (action) {
      case 'change':
        return self ? null : manage('users.change_user');
      case 'change_permissions':
        return self ? NOT_YOUR_OWN_PERMISSIONS : manage('users.change_user');
      case 'delete':
        return self || target.user.id === principal.real.id
          ? NOT_YOURSELF
          : manage('users.delete_user');
      case 'impersonate':
        return principal.real.readOnly
          ? NOT_PERMITTED
          : impersonationRefusal(principal.real, target.user, target.organisations);
      case 'reset_two_factor':
        return self || target.user.id === principal.real.id
          ? NOT_YOUR_OWN_SECOND_FACTOR
          : manage('users.change_user');
    }
  },
};

/** Nobody hands out a permission they do not hold themselves. */
export function grantRefusal(
  principal: Principal,
  permissions: readonly string[] | undefined,
  alreadyHeld: readonly string[] = [],
): Refusal {
  // What the user already holds is kept, not granted (the user form sends the whole list).
  const extra = (permissions ?? []).filter(
    (p) => !principal.permissions.has(p) && !alreadyHeld.includes(p),
  );
  return unless(
    extra.length === 0,
    `You cannot grant permissions you do not hold: ${extra.join(', ')}.`,
  );
}

/**
 * Users edit their own names and email, never their own rights (permissions, admin flags, their
 * account's state), their password only with their current one (the Change Password form), and
 * an impersonator never changes the email: acting for the user is not taking over their account.
 */
export function selfChangeRefusal(principal: Principal, email: string, body: UserPatch): Refusal {
  const current = new Set(principal.user.is_superuser ? [] : principal.permissions);
  const permissionsChange =
    body.permissions !== undefined &&
    !principal.isSuperuser &&
    (body.permissions.length !== current.size || body.permissions.some((p) => !current.has(p)));
  const adminChange =
    body.admin !== undefined &&
    body.organisation !== undefined &&
    principal.memberships.get(body.organisation) !== body.admin;
  return firstRefusal(
    () =>
      unless(
        !permissionsChange && !adminChange && body.is_active !== false,
        NOT_YOUR_OWN_PERMISSIONS,
      ),
    () =>
      unless(body.password === undefined, 'Change your own password with your current password.'),
    () =>
      unless(
        principal.impersonator === null ||
          body.email === undefined ||
          body.email.toLowerCase() === email.toLowerCase(),
        'The email cannot be changed while impersonating.',
      ),
  );
}
