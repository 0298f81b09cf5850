import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteName, SectionName } from '../routing/routeTable.js';
import { lazyPage } from '../lib/lazySection.js';

/** One dynamic import per on-demand section, so each section is one chunk. */
const SECTIONS = {
  core: () => import('./sections/core.js'),
  maps: () => import('./sections/maps.js'),
  mapview: () => import('./sections/mapview.js'),
  mapshares: () => import('./sections/mapshares.js'),
  mapshare: () => import('./sections/mapshare.js'),
  layers: () => import('./sections/layers.js'),
  users: () => import('./sections/users.js'),
  organisations: () => import('./sections/organisations.js'),
  auth: () => import('./sections/auth.js'),
  invitations: () => import('./sections/invitations.js'),
} satisfies Record<SectionName, () => Promise<Record<string, unknown>>>;

/** Each route's page, from its section. */
export const PAGES: Record<RouteName, LazyExoticComponent<ComponentType>> = {
  Home: lazyPage(SECTIONS.core, 'HomePage'),
  NotFound: lazyPage(SECTIONS.core, 'NotFoundPage'),
  PermissionDenied: lazyPage(SECTIONS.core, 'PermissionDeniedPage'),
  Maps: lazyPage(SECTIONS.maps, 'MapsPage'),
  Map: lazyPage(SECTIONS.maps, 'MapPage'),
  MapView: lazyPage(SECTIONS.mapview, 'MapViewPage'),
  MapShare: lazyPage(SECTIONS.mapview, 'MapSharePage'),
  MapShares: lazyPage(SECTIONS.mapshares, 'MapSharesPage'),
  MapShareDetails: lazyPage(SECTIONS.mapshare, 'MapShareDetailsPage'),
  Layers: lazyPage(SECTIONS.layers, 'LayersPage'),
  Layer: lazyPage(SECTIONS.layers, 'LayerPage'),
  Users: lazyPage(SECTIONS.users, 'UsersPage'),
  User: lazyPage(SECTIONS.users, 'UserPage'),
  Organisations: lazyPage(SECTIONS.organisations, 'OrganisationsPage'),
  AuditLog: lazyPage(SECTIONS.organisations, 'AuditLogPage'),
  Organisation: lazyPage(SECTIONS.organisations, 'OrganisationPage'),
  Login: lazyPage(SECTIONS.auth, 'LoginPage'),
  Logout: lazyPage(SECTIONS.auth, 'LogoutPage'),
  PasswordReset: lazyPage(SECTIONS.auth, 'PasswordResetPage'),
  PasswordResetConfirm: lazyPage(SECTIONS.auth, 'PasswordResetConfirmPage'),
  SingleSignOn: lazyPage(SECTIONS.auth, 'SsoCompletePage'),
  Invitations: lazyPage(SECTIONS.invitations, 'InvitationsPage'),
};
