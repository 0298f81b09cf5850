import {
  PERMISSIONS,
  type OrganisationAbilities,
  type Permission,
  type Profile,
  type SessionAbilities,
} from '@waymark/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedLayer } from '../test/layers.js';
import { useTestApp } from '../test/test-app.js';

/**
 * Section 6 of the spec, as a table of what the server answers in users/me: the permission and
 * the abilities it gives (the screens and buttons the web app shows from them).
 */
const SECTION_6: Record<
  Permission,
  { session?: (keyof SessionAbilities)[]; organisation?: (keyof OrganisationAbilities)[] }
> = {
  'layers.add_layer': { session: ['administer'], organisation: ['add_layer'] },
  'layers.change_layer': { session: ['administer', 'open_layers_settings'] },
  'layers.delete_layer': {},
  'layers.upload': { session: ['upload'] },
  'layers.upload_geodata': { session: ['upload'] },
  'maps.add_map': { session: ['administer'], organisation: ['add_map'] },
  'maps.change_map': { session: ['administer', 'open_maps_settings'] },
  'maps.delete_map': {},
  'maps.add_mapshare': { organisation: ['add_mapshare'] },
  'maps.change_mapshare': {
    session: ['open_mapshares_settings'],
    organisation: ['view_mapshares'],
  },
  'maps.delete_mapshare': {},
  // Markup permissions open map and markup actions (see the abilities test), no session ones.
  'markups.add_markup': {},
  'markups.change_markup': {},
  'markups.delete_markup': {},
  'users.add_user': { session: ['administer'] },
  'users.change_user': {
    session: ['administer', 'open_users_settings'],
    organisation: ['view_users'],
  },
  'users.delete_user': {},
  'organisations.add_organisation': { session: ['administer', 'add_organisation'] },
  'organisations.change_organisation': { session: ['administer', 'open_organisations_settings'] },
  'profiles.impersonate': { session: ['impersonate'] },
};

/** What every signed-in user may do, whatever their permissions. */
const ALWAYS_SESSION: (keyof SessionAbilities)[] = ['add_access_key', 'manage_two_factor'];
const ALWAYS_ORGANISATION: (keyof OrganisationAbilities)[] = ['view'];

describe('section 6, as the server answers it', () => {
  const t = useTestApp();
  let org: number;

  beforeAll(async () => {
    org = await t.createOrganisation('Table Rail', 'table.test');
  });

  const profileOf = async (permissions: Permission[], admin = false) => {
    const user = await t.createUser({
      email: `${permissions.join('-').replace(/[._]/g, '') || 'nothing'}${admin ? '-admin' : ''}@table.test`,
      organisations: [{ id: org, admin }],
      permissions,
    });
    const res = await t.request('GET', '/api/users/me/', { token: user.token });
    expect(res.statusCode).toBe(200);
    return res.json() as Profile;
  };
  const granted = (abilities: Record<string, boolean>) =>
    Object.entries(abilities)
      .filter(([, yes]) => yes)
      .map(([name]) => name)
      .sort();

  it('gives each permission alone exactly its row of the table', async () => {
    for (const permission of PERMISSIONS) {
      const profile = await profileOf([permission]);
      const row = SECTION_6[permission];
      expect(granted(profile.abilities), permission).toEqual(
        [...new Set([...(row.session ?? []), ...ALWAYS_SESSION])].sort(),
      );
      expect(granted(profile.organisations[0]!.abilities), permission).toEqual(
        [...(row.organisation ?? []), ...ALWAYS_ORGANISATION].sort(),
      );
    }
  });

  it('opens to an organisation admin what needs the admin flag as well', async () => {
    const plain = await profileOf([], true);
    // An admin flag alone shows the organisation's access keys, usage and audit log and keeps
    // its markup categories, nothing else.
    expect(granted(plain.organisations[0]!.abilities)).toEqual([
      'manage_markup_categories',
      'view',
      'view_access_keys',
      'view_audit_log',
      'view_usage',
    ]);
    expect(granted(plain.abilities)).toEqual(['add_access_key', 'manage_two_factor']);
    const full = await profileOf(['users.add_user', 'organisations.change_organisation'], true);
    expect(full.organisations[0]!.abilities).toMatchObject({ add_user: true, change: true });
    // Without the flag the same permissions change nothing of the organisation.
    const notAdmin = await profileOf(['users.add_user', 'organisations.change_organisation']);
    expect(notAdmin.organisations[0]!.abilities).toMatchObject({ add_user: false, change: false });
  });

  it('lets only a layer’s owner change its visibility, and anyone allowed while it has none', async () => {
    const editor = await t.createUser({
      email: 'editor@table.test',
      organisations: [{ id: org, admin: true }],
      permissions: ['layers.change_layer'],
    });
    const colleague = await t.createUser({
      email: 'colleague@table.test',
      organisations: [{ id: org }],
    });
    const theirs = await seedLayer(t, org, colleague.id, { name: 'Theirs', visibility: 'ORG' });
    const nobodys = await seedLayer(t, org, null, { name: 'Nobody’s', visibility: 'ORG' });
    const read = async (layer: number) =>
      (await t.request('GET', `/api/layers/${layer}/`, { token: editor.token })).json() as {
        abilities: Record<string, boolean>;
      };
    // Admin of the organisation, the editor changes a shared layer, but not its visibility.
    expect((await read(theirs)).abilities).toMatchObject({
      change: true,
      change_visibility: false,
    });
    expect((await read(nobodys)).abilities).toMatchObject({
      change: true,
      change_visibility: true,
    });
  });
});
