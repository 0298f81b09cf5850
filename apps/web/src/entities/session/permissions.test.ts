import { describe, expect, it } from 'vitest';
import { canAdminister, hasPermission, showsImpersonation } from './permissions.js';

const user = (
  permissions: string[],
  impersonated_by: { id: number; name: string } | null = null,
) => ({
  permissions,
  impersonated_by,
});

describe('permissions', () => {
  it('checks one permission', () => {
    expect(hasPermission(user(['maps.change_map']), 'maps.change_map')).toBe(true);
    expect(hasPermission(user([]), 'maps.change_map')).toBe(false);
    expect(hasPermission(null, 'maps.change_map')).toBe(false);
  });

  it.each([
    'layers.add_layer',
    'layers.change_layer',
    'maps.add_map',
    'maps.change_map',
    'users.add_user',
    'users.change_user',
    'organisations.add_organisation',
    'organisations.change_organisation',
  ])('shows the cog for %s', (permission) => {
    expect(canAdminister(user([permission]))).toBe(true);
  });

  it('hides the cog for other permissions', () => {
    expect(
      canAdminister(user(['layers.upload', 'maps.change_mapshare', 'profiles.impersonate'])),
    ).toBe(false);
  });

  it('shows the impersonation control to impersonators and while impersonating', () => {
    expect(showsImpersonation(user(['profiles.impersonate']), false)).toBe(true);
    expect(showsImpersonation(user([], { id: 1, name: 'Admin' }), false)).toBe(true);
    expect(showsImpersonation(user([]), true)).toBe(true);
    expect(showsImpersonation(user([]), false)).toBe(false);
    expect(showsImpersonation(null, true)).toBe(false);
  });
});
