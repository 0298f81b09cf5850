import { seedFeatures, seedLayer } from './layers.js';
import type { TestContext, TestUser } from './test-app.js';

export interface Surveyor {
  orgId: number;
  user: TestUser;
  mapId: number;
}

/** An organisation admin who may create layers and upload, with an organisation-wide map. */
export async function createSurveyor(t: TestContext): Promise<Surveyor> {
  const orgId = await t.createOrganisation('Rail', 'rail.test');
  const user = await t.createUser({
    email: 'surveyor@rail.test',
    organisations: [{ id: orgId, admin: true }],
    permissions: ['layers.add_layer', 'layers.change_layer', 'layers.upload', 'maps.change_map'],
  });
  const map = await t.container.repos.maps.create({
    organisation_id: orgId,
    owner_id: user.id,
    name: 'Corridor',
    visibility: 'ORG',
  });
  return { orgId, user, mapId: map.id };
}

/** A station of a stations layer: its attachment field's value and where it stands. */
export interface Station {
  ref: string;
  lon: number;
  lat: number;
}

/**
 * A surveyor who may also share maps, and a layer of stations on their map whose attachment
 * field is `ref` (so that an upload attached 'ref,S1' goes to station S1).
 */
export async function stationsForSharing(
  t: TestContext,
  stations: readonly Station[],
  extent: [number, number, number, number],
): Promise<Surveyor & { layerId: number }> {
  const surveyor = await createSurveyor(t);
  await t.container.repos.users.setPermissions(surveyor.user.id, [
    'layers.change_layer',
    'layers.upload',
    'maps.add_mapshare',
  ]);
  const layerId = await seedLayer(
    t,
    surveyor.orgId,
    surveyor.user.id,
    { name: 'Stations', attributes: ['ref'], attachment_field: 'ref', extent },
    [surveyor.mapId],
  );
  await seedFeatures(
    t,
    layerId,
    stations.map(({ ref, lon, lat }, i) => ({ fid: i + 1, properties: { ref }, lon, lat })),
  );
  return { ...surveyor, layerId };
}

/** A share link's token for the map, an hour long, kept to `bounds` (null: the whole map). */
export async function shareToken(
  t: TestContext,
  user: TestUser,
  mapId: number,
  bounds: readonly number[] | null,
): Promise<string> {
  const shared = await t.request('POST', '/api/mapshares/', {
    token: user.token,
    body: { map: mapId, expiry: new Date(Date.now() + 3600_000).toISOString(), bounds },
  });
  return shared.json().token as string;
}
