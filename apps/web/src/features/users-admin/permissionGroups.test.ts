import { PERMISSIONS } from '@waymark/contract';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.js';
import { PERMISSION_GROUPS, permissionLabel } from './permissionGroups.js';

describe('permission groups', () => {
  it('place every permission of the contract exactly once', () => {
    const placed = PERMISSION_GROUPS.flatMap((g) => g.permissions.map((p) => p.permission));
    expect([...placed].sort()).toEqual([...PERMISSIONS].sort());
  });

  it('give each permission a label in every language', () => {
    for (const language of ['en', 'fr', 'ga']) {
      const t = i18n.getFixedT(language);
      for (const permission of PERMISSIONS) {
        const key = permissionLabel(permission);
        expect(key).not.toBeNull();
        expect(t(key!)).not.toBe(key);
      }
    }
    expect(permissionLabel('unknown.thing')).toBeNull();
  });
});
