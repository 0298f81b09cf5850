import { describe, expect, it } from 'vitest';
import { editor, userRead } from './testFixtures.js';
import { userEditRules } from './userEditRules.js';

describe('userEditRules', () => {
  it('lets an admin with users.change_user manage others, granting only what they hold', () => {
    const rules = userEditRules(
      editor(['users.change_user', 'maps.change_map']),
      userRead({ permissions: ['layers.add_layer'] }),
      1,
    );
    expect(rules).toMatchObject({
      self: false,
      canEdit: true,
      canEditRights: true,
      canDelete: false,
    });
    expect(rules.lockOf('maps.change_map')).toBeNull();
    expect(rules.lockOf('layers.add_layer')).toBe('kept');
    expect(rules.lockOf('maps.add_map')).toBe('notGrantable');
  });

  it('needs users.delete_user to delete, never oneself', () => {
    const me = editor(['users.change_user', 'users.delete_user']);
    expect(userEditRules(me, userRead(), 1).canDelete).toBe(true);
    const self = userEditRules(me, userRead({ id: 1 }), 1);
    expect(self).toMatchObject({
      self: true,
      canEdit: true,
      canEditRights: false,
      canDelete: false,
    });
    expect(self.canSetPassword).toBe(false);
    expect(self.lockOf('users.change_user')).toBe('own');
  });

  it('leaves others alone without the admin flag of the organisation, or for a superuser', () => {
    expect(userEditRules(editor(['users.change_user'], false), userRead(), 1).canEdit).toBe(false);
    expect(userEditRules(editor(['users.change_user']), userRead(), null).canEdit).toBe(false);
    expect(
      userEditRules(editor(['users.change_user']), userRead({ is_superuser: true }), 1).canEdit,
    ).toBe(false);
    const superuser = editor(['users.change_user'], false, { is_superuser: true });
    const rules = userEditRules(superuser, userRead({ is_superuser: true }), 1);
    expect(rules.canEdit).toBe(true);
    expect(rules.lockOf('maps.add_map')).toBe('superuser');
  });

  it('does not manage a user who belongs to an organisation the editor does not administer', () => {
    const other = userRead({
      organisations: [
        ...userRead().organisations,
        { ...userRead().organisations[0]!, id: 2, name: 'Elsewhere' },
      ],
    });
    expect(userEditRules(editor(['users.change_user']), other, 1).canEdit).toBe(false);
  });

  it('creates users with users.add_user as an admin of the organisation', () => {
    expect(userEditRules(editor(['users.add_user']), null, 1).canEdit).toBe(true);
    expect(userEditRules(editor(['users.change_user']), null, 1).canEdit).toBe(false);
  });
});
