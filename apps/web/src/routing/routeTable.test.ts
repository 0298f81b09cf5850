import { describe, expect, it } from 'vitest';
import { ROUTES } from './routeTable.js';

describe('route table (spec 2.1)', () => {
  it('has exactly the spec routes with their names, modules and login flags', () => {
    expect(ROUTES.map((r) => [r.path, r.name, r.module, r.loginRequired])).toEqual([
      ['/', 'Home', 'home', true],
      ['/maps/', 'Maps', 'admin', true],
      ['/maps/:id/', 'MapView', 'maps', true],
      ['/maps/:id/detail/', 'Map', 'admin', true],
      ['/maps/:id/share/:token/', 'MapShare', 'maps', true],
      ['/mapshares/', 'MapShares', 'admin', true],
      ['/mapshare/:id/', 'MapShareDetails', 'admin', true],
      ['/layers/', 'Layers', 'admin', true],
      ['/layers/:id/', 'Layer', 'admin', true],
      ['/users/', 'Users', 'admin', true],
      ['/user/:id/', 'User', 'admin', true],
      ['/organisations/', 'Organisations', 'admin', true],
      ['/organisations/:id/', 'Organisation', 'admin', true],
      ['/audit-log/', 'AuditLog', 'admin', true],
      ['/auth/login/', 'Login', 'auth', false],
      ['/auth/login/sso/', 'SingleSignOn', 'auth', false],
      ['/auth/logout/', 'Logout', 'auth', false],
      ['/auth/password/reset/', 'PasswordReset', 'auth', false],
      ['/auth/password/reset/confirm/:uid/:token/', 'PasswordResetConfirm', 'auth', false],
      ['/permission-denied/', 'PermissionDenied', null, false],
      ['/invitations/', 'Invitations', null, true],
      ['*', 'NotFound', null, true],
    ]);
  });

  it('requires login everywhere but Login, SingleSignOn, Logout, PasswordReset, PasswordResetConfirm and PermissionDenied', () => {
    expect(ROUTES.filter((r) => !r.loginRequired).map((r) => r.name)).toEqual([
      'Login',
      'SingleSignOn',
      'Logout',
      'PasswordReset',
      'PasswordResetConfirm',
      'PermissionDenied',
    ]);
  });

  it("uses every on-demand section of the spec, and the invitations' own", () => {
    expect(new Set(ROUTES.map((r) => r.section))).toEqual(
      new Set([
        'mapshares',
        'mapshare',
        'mapview',
        'core',
        'maps',
        'users',
        'organisations',
        'auth',
        'layers',
        'invitations',
      ]),
    );
  });
});
