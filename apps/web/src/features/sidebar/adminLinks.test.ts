import { describe, expect, it } from 'vitest';
import { sessionAbilities } from '../../test/abilities.js';
import { ADMIN_LINKS, isAdminLinkActive, visibleAdminLinks } from './adminLinks.js';

describe('admin sidebar links (2.5)', () => {
  it('shows each link when the session may open its screen', () => {
    expect(visibleAdminLinks(sessionAbilities(false))).toEqual([]);
    expect(
      visibleAdminLinks(
        sessionAbilities(false, { open_users_settings: true, open_mapshares_settings: true }),
      ).map((l) => l.id),
    ).toEqual(['users', 'mapShares']);
    expect(visibleAdminLinks(sessionAbilities(true)).map((l) => l.id)).toEqual([
      'maps',
      'layers',
      'users',
      'organisations',
      'mapShares',
      'auditLog',
    ]);
  });

  it('hides a link whose ability is false, whatever else the session may do', () => {
    const links = visibleAdminLinks(sessionAbilities(true, { open_layers_settings: false }));
    expect(links.map((l) => l.id)).not.toContain('layers');
  });

  it('pairs each link with the ability that opens its screen', () => {
    expect(Object.fromEntries(ADMIN_LINKS.map((l) => [l.id, l.ability]))).toEqual({
      maps: 'open_maps_settings',
      layers: 'open_layers_settings',
      users: 'open_users_settings',
      organisations: 'open_organisations_settings',
      mapShares: 'open_mapshares_settings',
      auditLog: 'open_audit_log_settings',
    });
  });

  it('highlights a link on its list route and on its detail route', () => {
    const maps = ADMIN_LINKS[0]!;
    expect(isAdminLinkActive(maps, 'Maps')).toBe(true);
    expect(isAdminLinkActive(maps, 'Map')).toBe(true);
    expect(isAdminLinkActive(maps, 'MapView')).toBe(false);
    expect(isAdminLinkActive(maps, 'Home')).toBe(false);
  });
});
