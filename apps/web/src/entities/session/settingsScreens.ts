import type { SessionAbilities, SessionAction } from '@waymark/contract';
import { paths } from '../../routing/paths.js';
import type { RouteName } from '../../routing/routeTable.js';

/** A session ability that opens a settings screen (section 6's links). */
export type SettingsAbility = Extract<SessionAction, `open_${string}_settings`>;

export interface SettingsScreen {
  id: 'maps' | 'layers' | 'users' | 'organisations' | 'mapShares' | 'auditLog';
  /** Who may open it: the server's answer in the session's abilities. */
  ability: SettingsAbility;
  /** Its list route. */
  to: string;
  /** The list route and the detail route (the sidebar's link is highlighted on both). */
  routes: readonly RouteName[];
}

/** The settings screens in the admin sidebar's order (2.5). */
export const SETTINGS_SCREENS: readonly SettingsScreen[] = [
  { id: 'maps', ability: 'open_maps_settings', to: paths.maps, routes: ['Maps', 'Map'] },
  { id: 'layers', ability: 'open_layers_settings', to: '/layers/', routes: ['Layers', 'Layer'] },
  { id: 'users', ability: 'open_users_settings', to: '/users/', routes: ['Users', 'User'] },
  {
    id: 'organisations',
    ability: 'open_organisations_settings',
    to: '/organisations/',
    routes: ['Organisations', 'Organisation'],
  },
  {
    id: 'mapShares',
    ability: 'open_mapshares_settings',
    to: '/mapshares/',
    routes: ['MapShares', 'MapShareDetails'],
  },
  { id: 'auditLog', ability: 'open_audit_log_settings', to: '/audit-log/', routes: ['AuditLog'] },
];

/** The settings screens the session may open, in the sidebar's order. */
export function openSettingsScreens(abilities: SessionAbilities): SettingsScreen[] {
  return SETTINGS_SCREENS.filter((screen) => abilities[screen.ability]);
}
