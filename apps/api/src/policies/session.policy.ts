import { ADMIN_PERMISSIONS, SESSION_ACTIONS, type SessionAction } from '@waymark/contract';
import { KEYS_NOT_WHILE_IMPERSONATING } from './access-key.policy.js';
import { mayUpload } from './ownership.js';
import { READ_ONLY, unless, type Policy, type Refusal } from './policy.js';
import type { Principal } from './principal.js';

/**
 * What the signed-in user may do that belongs to no one object (section 6): the admin (cog)
 * button with any of the eight admin permissions, uploading, the 'Login as...' control (also
 * while impersonating, to end it), creating organisations and access keys (not while acting as
 * someone else: a key outlives the session), their own second factor (see secondFactorRefusal),
 * and the settings screens their permissions open.
 */
export const sessionPolicy: Policy<null, SessionAction> = {
  actions: SESSION_ACTIONS,
  refusal(principal: Principal, _none: null, action: SessionAction): Refusal {
    if (principal.readOnly) return READ_ONLY;
    switch (action) {
      case 'administer':
        return unless(ADMIN_PERMISSIONS.some((permission) => principal.has(permission)));
      case 'upload':
        return unless(mayUpload(principal));
      case 'impersonate':
        return unless(
          principal.real.has('profiles.impersonate') || principal.impersonator !== null,
        );
      case 'add_organisation':
        return unless(principal.has('organisations.add_organisation'));
      case 'add_access_key':
        return unless(principal.impersonator === null, KEYS_NOT_WHILE_IMPERSONATING);
      case 'manage_two_factor':
        return secondFactorRefusal(principal);
      case 'open_maps_settings':
        return unless(principal.has('maps.change_map'));
      case 'open_layers_settings':
        return unless(principal.has('layers.change_layer'));
      case 'open_users_settings':
        return unless(principal.has('users.change_user'));
      case 'open_organisations_settings':
        return unless(principal.has('organisations.change_organisation'));
      case 'open_audit_log_settings':
        return unless(
          principal.isSuperuser,
          'Only superusers read every organisation’s audit log.',
        );
      case 'open_mapshares_settings':
        return unless(principal.has('maps.change_mapshare'));
    }
  },
};

/**
 * A second factor guards password sign-in: set up and turned off by the account's own user,
 * signed in as themselves (not by an impersonator, who is not to take the account over).
 */
export function secondFactorRefusal(principal: Principal): Refusal {
  if (principal.readOnly) return READ_ONLY;
  if (principal.impersonator !== null) {
    return 'Two-factor sign-in is set up by the user themselves, not while impersonating.';
  }
  return unless(
    principal.user.password_hash !== null,
    'Two-factor sign-in protects password sign-in, and this account has no password.',
  );
}
