import sharp from 'sharp';
import { digest, newKey } from '../../services/secrets.js';
import { fixture, multipart } from '../multipart.js';
import { seedLines } from '../routes.js';
import type { TestContext } from '../test-app.js';
import { markupRequests } from './matrix-markup-requests.js';
import { packRequests } from './matrix-pack-requests.js';
import { ssoRequests } from './matrix-sso-requests.js';
import { FEATURE_LAT, FEATURE_LON, tileOf, type Kind, type Role, type World } from './world.js';

/** What one matrix cell sends. */
export interface MatrixRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Use this token instead of the role's own (operations that end or change a session). */
  token?: string | null;
}

export interface CellContext {
  t: TestContext;
  world: World;
  role: Role;
  /** The kind of organisation A's object the cell is about (ORG or OWN). */
  kind: Kind;
  /** The role's token (null for anonymous). */
  token: string | null;
}

/** A fresh token of the role's user, for operations that end or change the session. */
export async function freshToken({ t, world, role }: CellContext): Promise<string | null> {
  if (role === 'anonymous' || role === 'shareViewer') return null;
  const key = newKey();
  const id = await t.container.repos.tokens.create(world.userIds[role], digest(key));
  if (role === 'impersonating') {
    await t.container.repos.tokens.setImpersonation(id, world.userIds.shared);
  }
  return key;
}

let unique = 0;
const next = () => (unique += 1);

function uploadBody(files: { name: string; content: Buffer; attach?: string; type?: string }[]) {
  const parts = files.flatMap((f) => [
    { name: 'uploads', filename: f.name, content: f.content },
    { name: 'uploads_epsgs', value: '0' },
    { name: 'uploads_attach', value: f.attach ?? '' },
    { name: 'uploads_types', value: f.type ?? '' },
  ]);
  return multipart(parts);
}

const tile = tileOf(FEATURE_LON, FEATURE_LAT, 10);

/**
 * A fresh open invitation of A's plain member into organisation B (by B's admin): the member
 * answers it, B's admins cancel it. The member leaves B first, should an earlier cell's
 * acceptance have let them in.
 */
async function invitationOfMember({ t, world }: CellContext): Promise<MatrixRequest> {
  const { invitations, users } = t.container.repos;
  await t.db
    .deleteFrom('memberships')
    .where('user_id', '=', world.userIds.member)
    .where('organisation_id', '=', world.orgB)
    .execute();
  const member = await users.findById(world.userIds.member);
  const id = await invitations.invite({
    organisationId: world.orgB,
    userId: world.userIds.member,
    email: member!.email,
    admin: false,
    invitedBy: world.userIds.otherAdmin,
    expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
  });
  return { params: { id } };
}

async function ogcOrganisation({ world }: CellContext): Promise<MatrixRequest> {
  return { params: { id: world.orgA } };
}
async function ogcCollection({ world, kind }: CellContext) {
  return { params: { id: world.orgA, layerId: world.a[kind].layer } };
}

const TUS = { 'tus-resumable': '1.0.0' };
function tusCreate(target: string, length: number): Record<string, string> {
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  return {
    ...TUS,
    'upload-length': String(length),
    'upload-metadata': `filename ${b64('note.txt')},target ${b64(target)}`,
  };
}

/** A fresh resumable upload of 100 bytes, created by the editor into the ORG map. */
async function editorUpload({ t, world }: CellContext): Promise<string> {
  const res = await t.request('POST', '/api/uploads/', {
    token: world.tokens.editor,
    headers: tusCreate(`map:${world.a.ORG.map}`, 100),
  });
  if (res.statusCode !== 201) throw new Error(`tus create failed: ${res.body}`);
  return String(res.headers.location).split('/').pop()!;
}

/** A small real PNG, as a logo upload. */
async function logoForm() {
  const png = await sharp({
    create: { width: 60, height: 20, channels: 4, background: '#3f51b5' },
  })
    .png()
    .toBuffer();
  return multipart([
    { name: 'logo', filename: 'logo.png', content: png, contentType: 'image/png' },
  ]);
}

/**
 * The ids of the map's layers the role sees, last drawn first: a new order the role may set.
 * A role that cannot see the map sends the layer it would otherwise list.
 */
async function reversedLayers({ t, world, kind, token }: CellContext): Promise<number[]> {
  const map = world.a[kind].map;
  const res = await t.request('GET', `/api/maps/${map}/`, { token: token ?? undefined });
  if (res.statusCode !== 200) return [world.a[kind].layer];
  return (res.json() as { layers: { id: number }[] }).layers.map((l) => l.id).reverse();
}

/**
 * How each operation of the API is called in the matrix: a request that would succeed for a
 * caller with every right, so that only the caller's rights decide the answer. Operations that
 * delete, detach or change a layer's files get fresh objects of the cell's kind, so that the
 * world stays as built for the cells after them.
 */
export const MATRIX_REQUESTS: Record<string, (c: CellContext) => Promise<MatrixRequest>> = {
  'POST /api/auth/login/': async () => ({
    body: { email: 'member@alpha.test', password: 'Correct-Horse-42' },
  }),
  'POST /api/auth/logout/': async (c) => ({ token: await freshToken(c) }),
  'GET /api/auth/user/': async () => ({}),
  'GET /api/users/me/': async () => ({}),
  'POST /api/auth/password/change/': async () => ({
    body: {
      old_password: 'Not-The-Password-1',
      new_password1: 'Brand-New-Pass-77',
      new_password2: 'Brand-New-Pass-77',
    },
  }),
  'POST /api/auth/password/reset/': async () => ({
    body: { email: `nobody${next()}@nowhere.test` },
  }),
  'POST /api/auth/password/reset/confirm/': async () => ({
    body: {
      uid: 'MQ',
      token: 'not-a-token',
      new_password1: 'Brand-New-Pass-77',
      new_password2: 'Brand-New-Pass-77',
    },
  }),
  'POST /api/auth/two-factor/setup/': async () => ({}),
  'POST /api/auth/two-factor/confirm/': async () => ({ body: { code: '000000' } }),
  'POST /api/auth/two-factor/disable/': async () => ({ body: { code: '000000' } }),
  'POST /api/users/{id}/two-factor/reset/': async ({ world }) => ({
    params: { id: world.memberOfA },
  }),
  'GET /api/users/': async ({ world }) => ({ query: { organisation: String(world.orgA) } }),
  'POST /api/users/': async ({ world }) => ({
    body: { email: `new${next()}@alpha.test`, organisation: world.orgA },
  }),
  'GET /api/users/{id}/': async ({ world }) => ({ params: { id: world.memberOfA } }),
  'PATCH /api/users/{id}/': async ({ world }) => ({
    params: { id: world.memberOfA },
    body: { first_name: 'Victim' },
  }),
  'DELETE /api/users/{id}/': async ({ world }) => ({
    params: { id: await world.newMemberOfA() },
  }),
  'GET /api/organisations/': async () => ({}),
  'POST /api/organisations/': async () => ({ body: { name: `New organisation ${next()}` } }),
  'GET /api/organisations/{id}/': async ({ world }) => ({ params: { id: world.orgA } }),
  'PATCH /api/organisations/{id}/': async ({ world }) => ({
    params: { id: world.orgA },
    body: { alt_domains: ['alpha.example'] },
  }),
  'GET /api/organisations/{id}/users/': async ({ world }) => ({ params: { id: world.orgA } }),
  'POST /api/organisations/{id}/logo/': async ({ world }) => {
    const form = await logoForm();
    return { params: { id: world.orgA }, body: form.body, headers: form.headers };
  },
  'GET /api/organisations/{id}/logo/': async ({ t, world }) => {
    // The DELETE cells remove it: the logo is set anew (by a superuser) when it is missing.
    const org = await t.container.repos.organisations.findById(world.orgA);
    if (!org?.logo_key) {
      const form = await logoForm();
      const res = await t.request('POST', `/api/organisations/${world.orgA}/logo/`, {
        token: world.tokens.superuser,
        body: form.body,
        headers: form.headers,
      });
      if (res.statusCode !== 200) throw new Error(`logo upload failed: ${res.body}`);
    }
    return { params: { id: world.orgA } };
  },
  'DELETE /api/organisations/{id}/logo/': async ({ world }) => ({ params: { id: world.orgA } }),
  'GET /api/layout/': async () => ({ headers: { host: 'alpha.test' } }),
  'GET /api/layout/{id}': async ({ world }) => ({
    params: { id: world.orgA },
    headers: { host: 'alpha.test' },
  }),
  'GET /api/maps/': async () => ({}),
  'POST /api/maps/': async ({ world }) => ({
    body: { name: `New map ${next()}`, organisation_id: world.orgA },
  }),
  'GET /api/maps/{id}/': async ({ world, kind }) => ({ params: { id: world.a[kind].map } }),
  'PATCH /api/maps/{id}/': async ({ world, kind }) => ({
    params: { id: world.a[kind].map },
    body: { title: `Changed ${next()}` },
  }),
  'DELETE /api/maps/{id}/': async ({ world, kind }) => ({
    params: { id: await world.newMap(kind) },
  }),
  'PATCH /api/maps/{id}/layer/{layerId}/': async ({ world, kind }) => ({
    params: { id: world.a[kind].map, layerId: await world.newLayer(kind) },
  }),
  'DELETE /api/maps/{id}/layer/{layerId}/': async ({ world, kind }) => ({
    params: { id: world.a[kind].map, layerId: await world.newLayer(kind, world.a[kind].map) },
  }),
  'PUT /api/maps/{id}/layers/': async (c) => ({
    params: { id: c.world.a[c.kind].map },
    body: { layer_ids: await reversedLayers(c) },
  }),
  'GET /api/organisations/{id}/maps/': async ({ world }) => ({ params: { id: world.orgA } }),
  'GET /api/maps/{id}/search/': async ({ world, kind }) => ({
    params: { id: world.a[kind].map },
    query: { query: 'Bridge' },
  }),
  'GET /api/maps/{id}/files/': async ({ world, kind }) => ({ params: { id: world.a[kind].map } }),
  'POST /api/maps/{id}/views/': async ({ world, kind }) => ({ params: { id: world.a[kind].map } }),
  'GET /api/maps/{id}/layers/{layerId}/elevation/': async ({ world, kind }) => ({
    params: { id: world.a[kind].map, layerId: world.a[kind].layer },
    query: { lng: String(FEATURE_LON), lat: String(FEATURE_LAT) },
  }),
  'POST /api/maps/{id}/volume/': async ({ world, kind }) => ({
    params: { id: world.a[kind].map },
    body: {
      polygon: {
        type: 'Polygon',
        coordinates: [
          [
            [FEATURE_LON - 0.001, FEATURE_LAT - 0.001],
            [FEATURE_LON + 0.001, FEATURE_LAT - 0.001],
            [FEATURE_LON + 0.001, FEATURE_LAT + 0.001],
            [FEATURE_LON - 0.001, FEATURE_LAT + 0.001],
            [FEATURE_LON - 0.001, FEATURE_LAT - 0.001],
          ],
        ],
      },
      later: { layer: world.a[kind].layer },
      base_elevation: 0,
    },
  }),
  'POST /api/maps/{id}/elevation-change/': async ({ world, kind }) => ({
    params: { id: world.a[kind].map },
    body: { earlier: { layer: world.a[kind].layer }, later: { layer: world.a[kind].layer } },
  }),
  'GET /api/maps/{id}/section/': async ({ world, kind }) => ({
    params: { id: world.a[kind].map },
    query: { line: `${FEATURE_LON - 0.01},${FEATURE_LAT};${FEATURE_LON + 0.01},${FEATURE_LAT}` },
  }),
  'GET /api/maps/{id}/download/': async ({ world, kind }) => ({
    params: { id: world.a[kind].map },
    query: {
      bbox: `${FEATURE_LON - 0.02},${FEATURE_LAT - 0.02},${FEATURE_LON + 0.02},${FEATURE_LAT + 0.02}`,
    },
  }),
  // A route layer of the kind on the kind's map: a line through the feature, clicked there.
  'GET /api/maps/{id}/layers/{layerId}/features/{fid}/measure/': async ({ t, world, kind }) => {
    const map = world.a[kind].map;
    const layerId = await world.newLayer(kind, map);
    const line: [number, number][] = [
      [FEATURE_LON - 0.005, FEATURE_LAT],
      [FEATURE_LON + 0.005, FEATURE_LAT],
    ];
    await seedLines(t, layerId, [{ fid: 2, properties: {}, parts: [line] }]);
    await t.db
      .updateTable('layers')
      .set({ route_enabled: true })
      .where('id', '=', layerId)
      .execute();
    return {
      params: { id: map, layerId, fid: 2 },
      query: { lng: String(FEATURE_LON), lat: String(FEATURE_LAT) },
    };
  },
  'GET /api/tiles/layers/{id}/{z}/{x}/{tile}': async ({ world, kind }) => ({
    params: { id: world.a[kind].layer, z: 10, x: tile.x, tile: `${tile.y}.pbf` },
  }),
  // A layer of heights (its kind set, no files yet): each caller's answer is about access.
  'GET /api/tiles/layers/{id}/terrain/{z}/{x}/{tile}': async ({ t, world, kind }) => {
    const layerId = await world.newLayer(kind, world.a[kind].map);
    await t.db
      .updateTable('layers')
      .set({ raster_kind: 'elevation' })
      .where('id', '=', layerId)
      .execute();
    return { params: { id: layerId, z: 10, x: tile.x, tile: `${tile.y}.png` } };
  },
  'GET /api/layers/': async () => ({}),
  'POST /api/layers/': async ({ world }) => ({
    body: { name: `New layer ${next()}`, organisation_id: world.orgA },
  }),
  'GET /api/organisations/{id}/layers/': async ({ world }) => ({ params: { id: world.orgA } }),
  'GET /api/layers/{id}/': async ({ world, kind }) => ({ params: { id: world.a[kind].layer } }),
  'PATCH /api/layers/{id}/': async ({ world, kind }) => ({
    params: { id: world.a[kind].layer },
    body: { description: `Changed ${next()}` },
  }),
  'DELETE /api/layers/{id}/': async ({ world, kind }) => ({
    params: { id: await world.newLayer(kind) },
  }),
  'POST /api/layers/{id}/upload_file/': async ({ world, kind }) => {
    const form = uploadBody([
      { name: 'box.shp', content: fixture('shapefile/box.shp'), type: 'vector' },
      { name: 'box.shx', content: fixture('shapefile/box.shx') },
      { name: 'box.dbf', content: fixture('shapefile/box.dbf') },
      { name: 'box.prj', content: fixture('shapefile/box.prj') },
    ]);
    return { params: { id: await world.newLayer(kind) }, body: form.body, headers: form.headers };
  },
  'POST /api/layers/{id}/upload_attachment/': async ({ world, kind }) => {
    const form = uploadBody([
      { name: 'note.pdf', content: fixture('attachments/pdf-definition.pdf'), attach: '__ALL__,*' },
    ]);
    return { params: { id: await world.newLayer(kind) }, body: form.body, headers: form.headers };
  },
  'GET /api/layers/{id}/status': async ({ world, kind }) => ({
    params: { id: world.a[kind].layer },
  }),
  'GET /api/layers/{id}/field-values/{field}/': async ({ world, kind }) => ({
    params: { id: world.a[kind].layer, field: 'name' },
  }),
  'GET /api/layers/{id}/files/': async ({ world, kind }) => ({
    params: { id: world.a[kind].layer },
  }),
  'GET /api/layers/{id}/download_original/': async ({ world, kind }) => ({
    params: { id: world.a[kind].layer },
    query: { file: world.a[kind].fileName },
  }),
  'GET /api/layers/{id}/files/{fileId}/content/': async ({ world, kind }) => ({
    params: { id: world.a[kind].layer, fileId: world.a[kind].file },
  }),
  'GET /api/layers/{id}/files/{fileId}/model/': async ({ world, kind }) => ({
    params: { id: world.a[kind].layer, fileId: world.a[kind].model },
  }),
  'GET /api/layers/{id}/files/{fileId}/model/properties/': async ({ world, kind }) => ({
    params: { id: world.a[kind].layer, fileId: world.a[kind].model },
  }),
  'DELETE /api/layers/{id}/files/delete_multi/': async ({ world, kind }) => {
    const layer = await world.newLayer(kind);
    return { params: { id: layer }, body: { ids: [await world.newFile(layer)] } };
  },
  'DELETE /api/layers/{id}/files/{fileId}': async ({ world, kind }) => {
    const layer = await world.newLayer(kind);
    return { params: { id: layer, fileId: await world.newFile(layer) } };
  },
  'PATCH /api/layers/{id}/files/{fileId}/': async ({ world, kind }) => ({
    params: { id: world.a[kind].layer, fileId: world.a[kind].file },
    body: { survey_date: '2024-06-01' },
  }),
  'GET /api/types/': async () => ({}),
  'GET /api/maps/coordinate-systems/': async () => ({}),
  'GET /api/maps/coordinate-systems/{code}/': async () => ({ params: { code: 25832 } }),
  'POST /api/impersonate/acquire/': async (c) => ({
    token: await freshToken(c),
    body: { user_pk: c.world.memberOfA },
  }),
  'POST /api/impersonate/release/': async (c) => ({ token: await freshToken(c) }),
  'GET /api/health/': async () => ({}),
  'GET /api/organisations/{id}/usage/': async ({ world }) => ({ params: { id: world.orgA } }),
  'GET /api/organisations/{id}/audit-log/': async ({ world }) => ({ params: { id: world.orgA } }),
  'GET /api/organisations/{id}/audit-log/export/': async ({ world }) => ({
    params: { id: world.orgA },
  }),
  'POST /api/analytics/events/': async () => ({ body: { name: 'pageview', route: '/maps/:id/' } }),
  'GET /api/health/live/': async () => ({}),
  'GET /api/health/ready/': async () => ({}),
  'POST /api/mapshares/': async ({ world, kind }) => ({
    body: { map: world.a[kind].map, expiry: new Date(Date.now() + 3600_000).toISOString() },
  }),
  'GET /api/organisations/{id}/mapshares/': async ({ world }) => ({ params: { id: world.orgA } }),
  'GET /api/organisations/{id}/invitations/': async ({ world }) => ({ params: { id: world.orgA } }),
  'GET /api/invitations/': async () => ({}),
  'POST /api/invitations/{id}/accept/': invitationOfMember,
  'POST /api/invitations/{id}/decline/': invitationOfMember,
  'POST /api/invitations/{id}/cancel/': invitationOfMember,
  'GET /api/mapshares/{id}/': async ({ world, kind }) => ({
    params: { id: world.shareIds[kind] },
  }),
  'PATCH /api/mapshares/{id}/': async ({ world, kind }) => ({
    params: { id: world.shareIds[kind] },
    body: { note: `Checked ${next()}` },
  }),
  // Revoking and rotating would end the world's shares: fresh ones.
  'DELETE /api/mapshares/{id}/': async ({ world, kind }) => ({
    params: { id: await world.newShare(kind) },
  }),
  'POST /api/mapshares/{id}/rotate/': async ({ world, kind }) => ({
    params: { id: await world.newShare(kind) },
  }),
  'POST /api/uploads/': async ({ world, kind }) => ({
    headers: tusCreate(`map:${world.a[kind].map}`, 100),
  }),
  'PATCH /api/uploads/{upload}/': async (c) => ({
    params: { upload: await editorUpload(c) },
    headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    body: Buffer.alloc(10, 1),
  }),
  'DELETE /api/uploads/{upload}/': async (c) => ({
    params: { upload: await editorUpload(c) },
    headers: TUS,
  }),
  'GET /api/access-keys/': async () => ({}),
  'POST /api/access-keys/': async () => ({
    body: { name: `Key ${next()}`, expires_at: new Date(Date.now() + 86_400_000).toISOString() },
  }),
  'DELETE /api/access-keys/{id}/': async ({ t, world }) => ({
    params: {
      id: await t.container.repos.accessKeys.create({
        userId: world.userIds.editor,
        name: `Key ${next()}`,
        keyHash: digest(newKey()),
        prefix: 'wmk_0000',
        expiresAt: new Date(Date.now() + 86_400_000),
      }),
    },
  }),
  'GET /api/organisations/{id}/access-keys/': async ({ world }) => ({
    params: { id: world.orgA },
  }),
  ...markupRequests,
  ...packRequests,
  ...ssoRequests,
  'GET /api/ogc/': async () => ({}),
  'GET /api/ogc/organisations/{id}/': ogcOrganisation,
  'GET /api/ogc/organisations/{id}/conformance': ogcOrganisation,
  'GET /api/ogc/organisations/{id}/collections': ogcOrganisation,
  'GET /api/ogc/organisations/{id}/collections/{layerId}': ogcCollection,
  'GET /api/ogc/organisations/{id}/collections/{layerId}/queryables': ogcCollection,
  'GET /api/ogc/organisations/{id}/collections/{layerId}/schema': ogcCollection,
  'GET /api/ogc/organisations/{id}/collections/{layerId}/items': ogcCollection,
  'GET /api/ogc/organisations/{id}/collections/{layerId}/items/{featureId}': async (c) => ({
    params: { ...(await ogcCollection(c)).params, featureId: 1 },
  }),
  'GET /api/ogc/organisations/{id}/collections/{layerId}/tiles': ogcCollection,
  'GET /api/ogc/organisations/{id}/collections/{layerId}/tiles/{tileMatrixSetId}': async (c) => ({
    params: { ...(await ogcCollection(c)).params, tileMatrixSetId: 'WebMercatorQuad' },
  }),
  'GET /api/ogc/organisations/{id}/collections/{layerId}/tiles/{tileMatrixSetId}/{tileMatrix}/{tileRow}/{tileCol}':
    async (c) => ({
      params: {
        ...(await ogcCollection(c)).params,
        tileMatrixSetId: 'WebMercatorQuad',
        tileMatrix: 10,
        tileRow: tile.y,
        tileCol: tile.x,
      },
    }),
};
