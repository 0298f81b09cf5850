import { describe, expect, it } from 'vitest';
import { organisationAbilities, userAbilities } from '../../test/abilities.js';
import { userRead } from './testFixtures.js';
import { newUserRules, userEditRules } from './userEditRules.js';

describe('userEditRules: the user form follows the user’s abilities', () => {
  it('offers Edit, the rights and the password as `change` and `change_permissions` say', () => {
    const rules = userEditRules(1, userRead({ abilities: userAbilities(true, { delete: false }) }));
    expect(rules).toMatchObject({
      self: false,
      canEdit: true,
      canEditRights: true,
      canSetPassword: true,
      canDelete: false,
      permissionLock: null,
    });
  });

  it('locks the permissions when `change_permissions` is false, whatever else is allowed', () => {
    const rules = userEditRules(
      1,
      userRead({ abilities: userAbilities(true, { change_permissions: false }) }),
    );
    expect(rules).toMatchObject({ canEdit: true, canEditRights: false, canDelete: true });
    expect(rules.permissionLock).toBe('readOnly');
  });

  it('offers nothing when the abilities allow nothing', () => {
    const rules = userEditRules(1, userRead({ abilities: userAbilities(false, { view: true }) }));
    expect(rules).toMatchObject({
      canEdit: false,
      canEditRights: false,
      canSetPassword: false,
      canDelete: false,
      permissionLock: 'readOnly',
    });
  });

  it('shows the own account with its own lock and no password field (the dialog sets it)', () => {
    const self = userEditRules(
      5,
      userRead({
        id: 5,
        abilities: userAbilities(false, { view: true, change: true }),
      }),
    );
    expect(self).toMatchObject({ self: true, canEdit: true, canSetPassword: false });
    expect(self.permissionLock).toBe('own');
  });

  it("says a superuser's boxes are all held", () => {
    const rules = userEditRules(1, userRead({ is_superuser: true }));
    expect(rules.permissionLock).toBe('superuser');
  });

  it("creates users when the organisation's `add_user` allows it", () => {
    expect(newUserRules(organisationAbilities(false, { add_user: true }))).toMatchObject({
      canEdit: true,
      canEditRights: true,
      canSetPassword: true,
      permissionLock: null,
    });
    expect(newUserRules(organisationAbilities(true, { add_user: false })).canEdit).toBe(false);
  });
});
