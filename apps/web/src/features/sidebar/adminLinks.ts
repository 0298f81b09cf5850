import type { Permission } from '@waymark/contract';
import type { MessageKey } from '../../i18n/keys.js';
import type { RouteName } from '../../routing/routeTable.js';
import { hasPermission } from '../../entities/session/permissions.js';
import type { SessionUser } from '../../entities/session/sessionUser.js';

export interface AdminLink {
  id: 'maps' | 'layers' | 'users' | 'organisations' | 'mapShares';
  label: MessageKey;
  to: string;
  permission: Permission;
  /** The list route and the detail route: the link is highlighted on both. */
  routes: readonly RouteName[];
}

/** The settings links of 2.5, each with its permission (section 6). */
export const ADMIN_LINKS: readonly AdminLink[] = [
  {
    id: 'maps',
    label: 'sidebar.maps',
    to: '/maps/',
    permission: 'maps.change_map',
    routes: ['Maps', 'Map'],
  },
  {
    id: 'layers',
    label: 'sidebar.layers',
    to: '/layers/',
    permission: 'layers.change_layer',
    routes: ['Layers', 'Layer'],
  },
  {
    id: 'users',
    label: 'sidebar.users',
    to: '/users/',
    permission: 'users.change_user',
    routes: ['Users', 'User'],
  },
  {
    id: 'organisations',
    label: 'sidebar.organisations',
    to: '/organisations/',
    permission: 'organisations.change_organisation',
    routes: ['Organisations', 'Organisation'],
  },
  {
    id: 'mapShares',
    label: 'sidebar.mapShares',
    to: '/mapshares/',
    permission: 'maps.change_mapshare',
    routes: ['MapShares', 'MapShareDetails'],
  },
];

export function visibleAdminLinks(user: Pick<SessionUser, 'permissions'> | null): AdminLink[] {
  return ADMIN_LINKS.filter((link) => hasPermission(user, link.permission));
}

export function isAdminLinkActive(link: AdminLink, routeName: RouteName | null): boolean {
  return routeName !== null && link.routes.includes(routeName);
}

/** The link whose pages a route belongs to (admin pages use its permission). */
export function adminLinkOf(routeName: RouteName): AdminLink | null {
  return ADMIN_LINKS.find((link) => link.routes.includes(routeName)) ?? null;
}
