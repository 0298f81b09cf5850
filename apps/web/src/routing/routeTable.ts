/** The route table of spec 2.1. */
export type RouteModule = 'home' | 'maps' | 'admin' | 'auth' | null;

/** The on-demand sections (2.1): each is one lazily loaded chunk. */
export type SectionName =
  | 'mapshares'
  | 'mapshare'
  | 'mapview'
  | 'core'
  | 'maps'
  | 'users'
  | 'organisations'
  | 'auth'
  | 'layers'
  | 'invitations';

export interface RouteDefinition {
  path: string;
  name: RouteName;
  module: RouteModule;
  loginRequired: boolean;
  section: SectionName;
}

export type RouteName =
  | 'Home'
  | 'Maps'
  | 'MapView'
  | 'Map'
  | 'MapShare'
  | 'MapShares'
  | 'MapShareDetails'
  | 'Layers'
  | 'Layer'
  | 'Users'
  | 'User'
  | 'Organisations'
  | 'Organisation'
  | 'AuditLog'
  | 'Login'
  | 'SingleSignOn'
  | 'Logout'
  | 'PasswordReset'
  | 'PasswordResetConfirm'
  | 'PermissionDenied'
  | 'Invitations'
  | 'NotFound';

const route = (
  path: string,
  name: RouteName,
  module: RouteModule,
  loginRequired: boolean,
  section: SectionName,
): RouteDefinition => ({ path, name, module, loginRequired, section });

export const ROUTES: readonly RouteDefinition[] = [
  route('/', 'Home', 'home', true, 'core'),
  route('/maps/', 'Maps', 'admin', true, 'maps'),
  route('/maps/:id/', 'MapView', 'maps', true, 'mapview'),
  route('/maps/:id/detail/', 'Map', 'admin', true, 'maps'),
  route('/maps/:id/share/:token/', 'MapShare', 'maps', true, 'mapview'),
  route('/mapshares/', 'MapShares', 'admin', true, 'mapshares'),
  route('/mapshare/:id/', 'MapShareDetails', 'admin', true, 'mapshare'),
  route('/layers/', 'Layers', 'admin', true, 'layers'),
  route('/layers/:id/', 'Layer', 'admin', true, 'layers'),
  route('/users/', 'Users', 'admin', true, 'users'),
  route('/user/:id/', 'User', 'admin', true, 'users'),
  route('/organisations/', 'Organisations', 'admin', true, 'organisations'),
  route('/organisations/:id/', 'Organisation', 'admin', true, 'organisations'),
  // Every organisation's audit log, for superusers (issue 30).
  route('/audit-log/', 'AuditLog', 'admin', true, 'organisations'),
  route('/auth/login/', 'Login', 'auth', false, 'auth'),
  // Where an identity provider's sign-in lands (issue 30): it trades a one-time code for a token.
  route('/auth/login/sso/', 'SingleSignOn', 'auth', false, 'auth'),
  route('/auth/logout/', 'Logout', 'auth', false, 'auth'),
  route('/auth/password/reset/', 'PasswordReset', 'auth', false, 'auth'),
  route('/auth/password/reset/confirm/:uid/:token/', 'PasswordResetConfirm', 'auth', false, 'auth'),
  route('/permission-denied/', 'PermissionDenied', null, false, 'core'),
  // The signed-in account's invitations to other organisations (the link their mail carries).
  route('/invitations/', 'Invitations', null, true, 'invitations'),
  // Any other path: the 'File not found' page. Like every route but the six above, it needs a
  // login (2.1): a signed-out visitor goes to Login, with the path as `next`.
  route('*', 'NotFound', null, true, 'core'),
];

/** The top bar is hidden on these (2.3). */
export const ROUTES_WITHOUT_TOP_BAR: readonly RouteName[] = [
  'Login',
  'SingleSignOn',
  'PasswordReset',
  'PasswordResetConfirm',
];

/** "In settings" is any route other than these (2.3). */
export const NON_SETTINGS_ROUTES: readonly RouteName[] = ['MapView', 'MapShare', 'Home'];

/** The admin sidebar belongs to the admin routes and Home (2.5). */
export function hasAdminSidebar(route: RouteDefinition | null): boolean {
  return !!route && (route.module === 'admin' || route.name === 'Home');
}

/** Routes with a sidebar: the admin sidebar's, and the map sidebar of the maps module (2.6). */
export function hasSidebar(route: RouteDefinition | null): boolean {
  return hasAdminSidebar(route) || route?.module === 'maps';
}

/** Routes whose :id is a map id. */
export const MAP_ID_ROUTES: readonly RouteName[] = ['MapView', 'Map', 'MapShare'];
