import { ORGANISATION_ACTIONS, type OrganisationAction } from '@waymark/contract';
import { firstRefusal, READ_ONLY, unless, type Policy, type Refusal } from './policy.js';
import type { Principal } from './principal.js';

export const ONLY_ADMIN_CHANGES = 'Only an admin of this organisation can change it.';
export const ONLY_ADMIN_MANAGES_USERS = 'Only an admin of this organisation can manage its users.';

/** Setting a user's membership (and admin flag) of an organisation: its admins only. */
export function membershipRefusal(principal: Principal, organisationId: number): Refusal {
  return unless(principal.isAdminOf(organisationId), ONLY_ADMIN_MANAGES_USERS);
}

/**
 * An organisation the principal belongs to (any, for a superuser; the repositories answer 404
 * for the others), and what they may do inside it: its admins change it with
 * organisations.change_organisation, add users with users.add_user and see their access keys;
 * users.change_user lists its users, maps.change_mapshare its shares; maps.add_map,
 * layers.add_layer and maps.add_mapshare create maps, layers and shares in it. Its usage figures
 * and audit log are its admins' to read, and its markup categories theirs to keep.
 */
export const organisationPolicy: Policy<{ id: number }, OrganisationAction> = {
  actions: ORGANISATION_ACTIONS,
  refusal(principal: Principal, organisation: { id: number }, action: OrganisationAction): Refusal {
    const admin = (message: string) => unless(principal.isAdminOf(organisation.id), message);
    switch (action) {
      case 'view':
        return null;
      case 'view_users':
        return unless(principal.has('users.change_user'));
      case 'view_access_keys':
        return admin('Only an admin of this organisation can see its access keys.');
      case 'view_mapshares':
        return unless(principal.has('maps.change_mapshare'));
      case 'view_usage':
        return admin('Only an admin of this organisation can see its usage.');
      case 'view_audit_log':
        return admin('Only an admin of this organisation can read its audit log.');
    }
    if (principal.readOnly) return READ_ONLY;
    switch (action) {
      case 'change':
        return firstRefusal(
          () => unless(principal.has('organisations.change_organisation')),
          () => admin(ONLY_ADMIN_CHANGES),
        );
      case 'add_user':
        return firstRefusal(
          () => unless(principal.has('users.add_user')),
          () => membershipRefusal(principal, organisation.id),
        );
      case 'add_map':
        return unless(principal.has('maps.add_map'));
      case 'add_layer':
        return unless(
          principal.has('layers.add_layer'),
          'Creating layers needs the layers.add_layer permission.',
        );
      case 'add_mapshare':
        return unless(principal.has('maps.add_mapshare'));
      case 'manage_markup_categories':
        return admin('Only an admin of this organisation can keep its markup categories.');
    }
  },
};
