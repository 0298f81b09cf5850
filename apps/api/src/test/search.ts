import { expect } from 'vitest';
import { seedFeatures, seedLayer } from './layers.js';
import type { TestContext } from './test-app.js';

/** Places in Switzerland and one in Illinois, as points of a layer searched by `name`. */
export const PLACES = [
  { fid: 1, properties: { name: 'Zürich', kind: 'city' }, lon: 8.5417, lat: 47.3769 },
  { fid: 2, properties: { name: 'Zurichberg', kind: 'hill' }, lon: 8.5656, lat: 47.3819 },
  { fid: 3, properties: { name: 'Zuerich', kind: 'typo' }, lon: 8.53, lat: 47.36 },
  { fid: 4, properties: { name: 'Lake Zurich', kind: 'village' }, lon: -88.0934, lat: 42.1969 },
  { fid: 5, properties: { name: 'Geneva', kind: 'city' }, lon: 6.1432, lat: 46.2044 },
];
export const SWITZERLAND = '5.9,45.8,10.5,47.8';
export const ILLINOIS = '-88.5,41.9,-87.6,42.5';

/** An organisation with a map whose one searchable layer holds PLACES. */
export async function searchableMap(t: TestContext) {
  const orgId = await t.createOrganisation('Rail', 'rail.test');
  const user = await t.createUser({
    email: 'surveyor@rail.test',
    organisations: [{ id: orgId, admin: true }],
    permissions: ['layers.change_layer', 'maps.change_map'],
  });
  const mapId = await t.createMap(orgId, 'Corridor');
  await t.db.updateTable('maps').set({ visibility: 'ORG' }).where('id', '=', mapId).execute();
  const layerId = await seedLayer(t, orgId, user.id, { attributes: ['name', 'kind'] }, [mapId]);
  await seedFeatures(t, layerId, PLACES);
  const patch = await t.request('PATCH', `/api/layers/${layerId}/`, {
    token: user.token,
    body: { search_field: 'name' },
  });
  expect(patch.statusCode, patch.body).toBe(200);
  return { orgId, user, mapId, layerId };
}
