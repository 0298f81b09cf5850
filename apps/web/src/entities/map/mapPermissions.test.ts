import { describe, expect, it } from 'vitest';
import { canChangeMapVisibility, canDeleteMap, canEditMap } from './mapPermissions.js';
import { editor, mapRead } from '../../features/maps-admin/testFixtures.js';

const own = mapRead({ owner: { id: 1 }, visibility: 'OWN' });
const theirs = mapRead({ owner: { id: 7 }, visibility: 'OWN' });
const shared = mapRead({ owner: { id: 7 }, visibility: 'ORG' });

describe('map permissions (section 6)', () => {
  it('lets the owner with maps.change_map edit, and nobody without it', () => {
    expect(canEditMap(editor(['maps.change_map']), own)).toBe(true);
    expect(canEditMap(editor([]), own)).toBe(false);
    expect(canEditMap(null, own)).toBe(false);
  });

  it("lets an organisation admin edit a shared map, not someone's own map", () => {
    expect(canEditMap(editor(['maps.change_map'], true), shared)).toBe(true);
    expect(canEditMap(editor(['maps.change_map'], true), theirs)).toBe(false);
    expect(canEditMap(editor(['maps.change_map'], false), shared)).toBe(false);
  });

  it('lets a superuser edit any map, as the server does', () => {
    const superuser = { ...editor(['maps.change_map']), is_superuser: true };
    expect(canEditMap(superuser, theirs)).toBe(true);
  });

  it('needs maps.delete_map and the same ownership to delete', () => {
    expect(canDeleteMap(editor(['maps.change_map']), own)).toBe(false);
    expect(canDeleteMap(editor(['maps.delete_map']), own)).toBe(true);
    expect(canDeleteMap(editor(['maps.delete_map'], true), shared)).toBe(true);
    expect(canDeleteMap(editor(['maps.delete_map'], true), theirs)).toBe(false);
  });

  it('leaves Visibility to the owner only (and to the creator of a new map)', () => {
    expect(canChangeMapVisibility(editor(['maps.change_map']), own)).toBe(true);
    expect(canChangeMapVisibility(editor(['maps.change_map'], true), shared)).toBe(false);
    expect(canChangeMapVisibility(editor(['maps.change_map']), mapRead({ owner: null }))).toBe(
      false,
    );
    expect(canChangeMapVisibility(editor(['maps.add_map']), null)).toBe(true);
  });
});
