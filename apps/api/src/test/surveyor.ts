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
