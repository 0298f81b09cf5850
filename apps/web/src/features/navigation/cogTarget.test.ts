import type { SessionAction } from '@waymark/contract';
import { describe, expect, it } from 'vitest';
import { sessionAbilities } from '../../test/abilities.js';
import { cogTarget } from './cogTarget.js';

const changeable = { mapId: 4, abilities: { change: true } };
const readOnly = { mapId: 4, abilities: { change: false } };

describe("the cog's target (2.3)", () => {
  it("leads to the active map's detail when the map may be changed", () => {
    expect(cogTarget(changeable, sessionAbilities(false, { administer: true }))).toBe(
      '/maps/4/detail/',
    );
  });

  it('leads to the first settings screen the user may open, in the sidebar’s order', () => {
    const session = (open: Partial<Record<SessionAction, boolean>>) =>
      sessionAbilities(false, { administer: true, ...open });
    expect(cogTarget(readOnly, session({ open_maps_settings: true }))).toBe('/maps/');
    expect(
      cogTarget(readOnly, session({ open_layers_settings: true, open_users_settings: true })),
    ).toBe('/layers/');
    expect(cogTarget(readOnly, session({ open_users_settings: true }))).toBe('/users/');
    expect(cogTarget(readOnly, session({ open_organisations_settings: true }))).toBe(
      '/organisations/',
    );
    expect(cogTarget(readOnly, session({ open_mapshares_settings: true }))).toBe('/mapshares/');
  });

  it('leads a user who only administers users to the Users screen', () => {
    const usersAdmin = sessionAbilities(false, { administer: true, open_users_settings: true });
    expect(cogTarget(readOnly, usersAdmin)).toBe('/users/');
    // The active map's abilities may not be known yet: the same.
    expect(cogTarget({ mapId: 4, abilities: null }, usersAdmin)).toBe('/users/');
  });

  it("falls back to the active map's detail (read-only), or Home without an active map", () => {
    const onlyCreates = sessionAbilities(false, { administer: true });
    expect(cogTarget(readOnly, onlyCreates)).toBe('/maps/4/detail/');
    expect(cogTarget({ mapId: null, abilities: null }, onlyCreates)).toBe('/');
  });
});
