import { ADMIN_PERMISSIONS, SESSION_ACTIONS, type SessionAction } from '@waymark/contract';
import { KEYS_NOT_WHILE_IMPERSONATING } from './access-key.policy.js';
import { mayUpload } from './ownership.js';
import { READ_ONLY, unless, type Policy, type Refusal } from './policy.js';
import type { Principal } from './principal.js';

/**
 * What the signed-in user may do that belongs to no one object (section 6): the admin (cog)
 * button with any of the eight admin permissions, uploading, the 'Login as...' control (also
 * while impersonating, to end it), creating organisations and access keys (not while acting as
 * someone else: a key outlives the session), and the settings screens their permissions open.
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
      case 'open_maps_settings':
        return unless(principal.has('maps.change_map'));
      case 'open_layers_settings':
        return unless(principal.has('layers.change_layer'));
      case 'open_users_settings':
        return unless(principal.has('users.change_user'));
      case 'open_organisations_settings':
        return unless(principal.has('organisations.change_organisation'));
      case 'open_mapshares_settings':
        return unless(principal.has('maps.change_mapshare'));
    }
  },
};
