/**
 * Permission strings of the spec (section 6) plus the delete/add permissions the admin screens
 * need. The database has the same list in its `permissions` table; a migration adds new ones.
 */
export const PERMISSIONS = [
  'layers.add_layer',
  'layers.change_layer',
  'layers.delete_layer',
  'layers.upload',
  'layers.upload_geodata',
  'maps.add_map',
  'maps.change_map',
  'maps.delete_map',
  'maps.add_mapshare',
  'maps.change_mapshare',
  'maps.delete_mapshare',
  'markups.add_markup',
  'markups.change_markup',
  'markups.delete_markup',
  'users.add_user',
  'users.change_user',
  'users.delete_user',
  'organisations.add_organisation',
  'organisations.change_organisation',
  'profiles.impersonate',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Any of these shows the admin (cog) button. */
export const ADMIN_PERMISSIONS: readonly Permission[] = [
  'layers.add_layer',
  'layers.change_layer',
  'maps.add_map',
  'maps.change_map',
  'users.add_user',
  'users.change_user',
  'organisations.add_organisation',
  'organisations.change_organisation',
];
