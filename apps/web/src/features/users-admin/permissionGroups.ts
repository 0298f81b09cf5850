import type { Permission } from '@waymark/contract';
import type { MessageKey } from '../../i18n/keys.js';

export interface PermissionGroup {
  id: 'layers' | 'maps' | 'mapShares' | 'markups' | 'users' | 'organisations' | 'profiles';
  label: MessageKey;
  permissions: readonly { permission: Permission; label: MessageKey }[];
}

/**
 * The permissions of the contract grouped by the area they open, each with a readable label.
 * A permission added to the contract must be placed here (permissionGroups.test.ts checks).
 */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = [
  {
    id: 'layers',
    label: 'usersAdmin.groups.layers',
    permissions: [
      { permission: 'layers.add_layer', label: 'usersAdmin.permissions.addLayer' },
      { permission: 'layers.change_layer', label: 'usersAdmin.permissions.changeLayer' },
      { permission: 'layers.delete_layer', label: 'usersAdmin.permissions.deleteLayer' },
      { permission: 'layers.upload', label: 'usersAdmin.permissions.upload' },
      { permission: 'layers.upload_geodata', label: 'usersAdmin.permissions.uploadGeodata' },
    ],
  },
  {
    id: 'maps',
    label: 'usersAdmin.groups.maps',
    permissions: [
      { permission: 'maps.add_map', label: 'usersAdmin.permissions.addMap' },
      { permission: 'maps.change_map', label: 'usersAdmin.permissions.changeMap' },
      { permission: 'maps.delete_map', label: 'usersAdmin.permissions.deleteMap' },
    ],
  },
  {
    id: 'mapShares',
    label: 'usersAdmin.groups.mapShares',
    permissions: [
      { permission: 'maps.add_mapshare', label: 'usersAdmin.permissions.addMapShare' },
      { permission: 'maps.change_mapshare', label: 'usersAdmin.permissions.changeMapShare' },
      { permission: 'maps.delete_mapshare', label: 'usersAdmin.permissions.deleteMapShare' },
    ],
  },
  {
    id: 'markups',
    label: 'usersAdmin.groups.markups',
    permissions: [
      { permission: 'markups.add_markup', label: 'usersAdmin.permissions.addMarkup' },
      { permission: 'markups.change_markup', label: 'usersAdmin.permissions.changeMarkup' },
      { permission: 'markups.delete_markup', label: 'usersAdmin.permissions.deleteMarkup' },
    ],
  },
  {
    id: 'users',
    label: 'usersAdmin.groups.users',
    permissions: [
      { permission: 'users.add_user', label: 'usersAdmin.permissions.addUser' },
      { permission: 'users.change_user', label: 'usersAdmin.permissions.changeUser' },
      { permission: 'users.delete_user', label: 'usersAdmin.permissions.deleteUser' },
    ],
  },
  {
    id: 'organisations',
    label: 'usersAdmin.groups.organisations',
    permissions: [
      {
        permission: 'organisations.add_organisation',
        label: 'usersAdmin.permissions.addOrganisation',
      },
      {
        permission: 'organisations.change_organisation',
        label: 'usersAdmin.permissions.changeOrganisation',
      },
    ],
  },
  {
    id: 'profiles',
    label: 'usersAdmin.groups.profiles',
    permissions: [
      { permission: 'profiles.impersonate', label: 'usersAdmin.permissions.impersonate' },
    ],
  },
];

const LABELS = new Map<string, MessageKey>(
  PERMISSION_GROUPS.flatMap((group) => group.permissions.map((p) => [p.permission, p.label])),
);

/** The readable label of a permission string; one the contract does not know has none. */
export function permissionLabel(permission: string): MessageKey | null {
  return LABELS.get(permission) ?? null;
}
