import { describe, expect, it } from 'vitest';
import { ADMIN_LINKS, adminLinkOf, isAdminLinkActive, visibleAdminLinks } from './adminLinks.js';

describe('admin sidebar links (2.5)', () => {
  it('shows each link only with its permission', () => {
    expect(visibleAdminLinks({ permissions: [] })).toEqual([]);
    expect(
      visibleAdminLinks({ permissions: ['users.change_user', 'maps.change_mapshare'] }).map(
        (l) => l.id,
      ),
    ).toEqual(['users', 'mapShares']);
    expect(visibleAdminLinks(null)).toEqual([]);
  });

  it('pairs each link with its permission', () => {
    expect(Object.fromEntries(ADMIN_LINKS.map((l) => [l.id, l.permission]))).toEqual({
      maps: 'maps.change_map',
      layers: 'layers.change_layer',
      users: 'users.change_user',
      organisations: 'organisations.change_organisation',
      mapShares: 'maps.change_mapshare',
    });
  });

  it('highlights a link on its list route and on its detail route', () => {
    const maps = ADMIN_LINKS[0]!;
    expect(isAdminLinkActive(maps, 'Maps')).toBe(true);
    expect(isAdminLinkActive(maps, 'Map')).toBe(true);
    expect(isAdminLinkActive(maps, 'MapView')).toBe(false);
    expect(isAdminLinkActive(maps, 'Home')).toBe(false);
    expect(adminLinkOf('MapShareDetails')?.id).toBe('mapShares');
    expect(adminLinkOf('User')?.id).toBe('users');
  });
});
