import { z } from 'zod';

/**
 * What the caller may do, as the server's policies answer it (one policy per entity). Every read
 * of an entity carries `abilities`: an object of booleans named after the entity's actions. The
 * web app shows buttons, fields and screens from them and keeps no copy of a rule.
 */
function abilitiesOf<const A extends string>(actions: readonly A[]) {
  return z.object(
    Object.fromEntries(actions.map((action) => [action, z.boolean()])) as Record<A, z.ZodBoolean>,
  );
}

/**
 * A map: change its settings and its layers (maps.change_map and ownership), delete it, change
 * its visibility (its owner), share it (maps.add_mapshare), upload files into it (the general
 * upload: layers.upload or layers.upload_geodata), and add new layers to it from there or from
 * its tools (an elevation change: an upload permission and layers.add_layer); see its markups
 * (every signed-in reader; a share viewer as the share says), add them (markups.add_markup),
 * comment on them (every signed-in reader; a share viewer when the share opens comments), and
 * list whom they may be assigned to (markups.add_markup or markups.change_markup; never an access
 * key or a share viewer), and pack it for offline use (every signed-in reader and share viewer;
 * never an access key).
 */
export const MAP_ACTIONS = [
  'view',
  'change',
  'delete',
  'change_visibility',
  'share',
  'upload',
  'add_layer',
  'view_markups',
  'add_markup',
  'comment_markups',
  'list_markup_assignees',
  'pack',
] as const;
export type MapAction = (typeof MAP_ACTIONS)[number];
export const mapAbilities = abilitiesOf(MAP_ACTIONS);
export type MapAbilities = z.infer<typeof mapAbilities>;

/** A layer: change it (and its files), delete it, change its visibility, upload files into it. */
export const LAYER_ACTIONS = ['view', 'change', 'delete', 'change_visibility', 'upload'] as const;
export type LayerAction = (typeof LAYER_ACTIONS)[number];
export const layerAbilities = abilitiesOf(LAYER_ACTIONS);
export type LayerAbilities = z.infer<typeof layerAbilities>;

/** A layer's file: fetch it (view, download), change it (its survey date), delete it. */
export const LAYER_FILE_ACTIONS = ['view', 'change', 'delete'] as const;
export type LayerFileAction = (typeof LAYER_FILE_ACTIONS)[number];
export const layerFileAbilities = abilitiesOf(LAYER_FILE_ACTIONS);
export type LayerFileAbilities = z.infer<typeof layerFileAbilities>;

/** A map share: change its expiry, bounds or note, revoke it (delete), rotate its token. */
export const MAP_SHARE_ACTIONS = ['view', 'change', 'delete', 'rotate'] as const;
export type MapShareAction = (typeof MAP_SHARE_ACTIONS)[number];
export const mapShareAbilities = abilitiesOf(MAP_SHARE_ACTIONS);
export type MapShareAbilities = z.infer<typeof mapShareAbilities>;

/**
 * A markup: change it (its author, or markups.change_markup), change its status alone
 * (change_status: its author, its assignee, or markups.change_markup), delete it (its author, or
 * markups.delete_markup), comment on it (whoever sees it, a share viewer when the share opens
 * comments), attach photos and files to it (as change_status: the assignee attaches the photo of
 * the fix). An access key and a share viewer do none of these but read and, as said, comment.
 */
export const MARKUP_ACTIONS = [
  'view',
  'change',
  'change_status',
  'delete',
  'comment',
  'attach',
] as const;
export type MarkupAction = (typeof MARKUP_ACTIONS)[number];
export const markupAbilities = abilitiesOf(MARKUP_ACTIONS);
export type MarkupAbilities = z.infer<typeof markupAbilities>;

/** A markup category: its organisation's admins change and delete (or archive) it. */
export const MARKUP_CATEGORY_ACTIONS = ['view', 'change', 'delete'] as const;
export type MarkupCategoryAction = (typeof MARKUP_CATEGORY_ACTIONS)[number];
export const markupCategoryAbilities = abilitiesOf(MARKUP_CATEGORY_ACTIONS);
export type MarkupCategoryAbilities = z.infer<typeof markupCategoryAbilities>;

/** An access key: revoke it. */
export const ACCESS_KEY_ACTIONS = ['view', 'revoke'] as const;
export type AccessKeyAction = (typeof ACCESS_KEY_ACTIONS)[number];
export const accessKeyAbilities = abilitiesOf(ACCESS_KEY_ACTIONS);
export type AccessKeyAbilities = z.infer<typeof accessKeyAbilities>;

/**
 * An invitation of an existing account to an organisation: its invitee accepts or declines it,
 * signed in as themselves; those who may add users to the organisation cancel it.
 */
export const INVITATION_ACTIONS = ['view', 'accept', 'decline', 'cancel'] as const;
export type InvitationAction = (typeof INVITATION_ACTIONS)[number];
export const invitationAbilities = abilitiesOf(INVITATION_ACTIONS);
export type InvitationAbilities = z.infer<typeof invitationAbilities>;

/**
 * A user: change their names, email and state (change), their permissions and admin flags
 * (change_permissions), delete them, act as them (impersonate), and remove their second factor
 * (reset_two_factor: those who may change them, never oneself, who turns it off with a code).
 */
export const USER_ACTIONS = [
  'view',
  'change',
  'change_permissions',
  'delete',
  'impersonate',
  'reset_two_factor',
] as const;
export type UserAction = (typeof USER_ACTIONS)[number];
export const userAbilities = abilitiesOf(USER_ACTIONS);
export type UserAbilities = z.infer<typeof userAbilities>;

/**
 * An organisation: change it (its domains, layout, logo), and what the caller may do inside it:
 * list, add and invite users, list the access keys of its users and its map shares, see its
 * usage (its admins), create maps, layers and map shares, keep its markup categories (its admins).
 */
export const ORGANISATION_ACTIONS = [
  'view',
  'change',
  'view_users',
  'add_user',
  'view_access_keys',
  'view_mapshares',
  'view_usage',
  'view_audit_log',
  'add_map',
  'add_layer',
  'add_mapshare',
  'manage_markup_categories',
] as const;
export type OrganisationAction = (typeof ORGANISATION_ACTIONS)[number];
export const organisationAbilities = abilitiesOf(ORGANISATION_ACTIONS);
export type OrganisationAbilities = z.infer<typeof organisationAbilities>;

/**
 * The signed-in user's abilities that belong to no one object (GET users/me/): the admin (cog)
 * button, uploading, the 'Login as...' control, creating organisations and access keys, setting
 * up and turning off their own two-factor sign-in (a password account, signed in as itself), and
 * which settings screens they may open (section 6's links).
 */
export const SESSION_ACTIONS = [
  'administer',
  'upload',
  'impersonate',
  'add_organisation',
  'add_access_key',
  'manage_two_factor',
  'open_maps_settings',
  'open_layers_settings',
  'open_users_settings',
  'open_organisations_settings',
  'open_mapshares_settings',
  'open_audit_log_settings',
] as const;
export type SessionAction = (typeof SESSION_ACTIONS)[number];
export const sessionAbilities = abilitiesOf(SESSION_ACTIONS);
export type SessionAbilities = z.infer<typeof sessionAbilities>;
