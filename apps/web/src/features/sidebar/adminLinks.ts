import type { MessageKey } from '../../i18n/keys.js';
import type { RouteName } from '../../routing/routeTable.js';
import {
  openSettingsScreens,
  SETTINGS_SCREENS,
  type SettingsScreen,
} from '../../entities/session/settingsScreens.js';
import type { SessionAbilities } from '@waymark/contract';

export interface AdminLink extends SettingsScreen {
  label: MessageKey;
}

const LABELS: Record<SettingsScreen['id'], MessageKey> = {
  maps: 'sidebar.maps',
  layers: 'sidebar.layers',
  users: 'sidebar.users',
  organisations: 'sidebar.organisations',
  mapShares: 'sidebar.mapShares',
  auditLog: 'sidebar.auditLog',
};

/** The settings links of 2.5, in order: one per settings screen. */
export const ADMIN_LINKS: readonly AdminLink[] = SETTINGS_SCREENS.map((screen) => ({
  ...screen,
  label: LABELS[screen.id],
}));

/** The links of the screens the session may open (its `open_*_settings` abilities). */
export function visibleAdminLinks(abilities: SessionAbilities): AdminLink[] {
  const open = new Set(openSettingsScreens(abilities).map((screen) => screen.id));
  return ADMIN_LINKS.filter((link) => open.has(link.id));
}

export function isAdminLinkActive(link: AdminLink, routeName: RouteName | null): boolean {
  return routeName !== null && link.routes.includes(routeName);
}
