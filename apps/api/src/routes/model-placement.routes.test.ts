import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors, NO_PERMISSION } from '../test/assertions.js';
import { seedLayer } from '../test/layers.js';
import { uploadForm } from '../test/multipart.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

interface FileRead {
  id: number;
  name: string;
  placement: unknown;
}

const PLACE = { lng: -6.26, lat: 53.35, height: 12.5, heading: 30, scale: 1 };

describe('a 3D model attachment’s place (PATCH layers/:id/files/:fileId/)', () => {
  const t = useTestApp();
  let owner: TestUser;
  let colleague: TestUser;
  let layerId: number;
  let byName: Record<string, FileRead>;

  beforeAll(async () => {
    const acme = await t.createOrganisation('Acme', 'acme.test');
    owner = await t.createUser({
      email: 'owner@acme.test',
      organisations: [{ id: acme }],
      permissions: ['layers.upload', 'layers.change_layer'],
    });
    colleague = await t.createUser({ email: 'colleague@acme.test', organisations: [{ id: acme }] });
    layerId = await seedLayer(t, acme, owner.id, { name: 'Bridges' });
    const form = uploadForm(
      [
        { fixture: 'shapefile/box.shp', type: 'vector' },
        { fixture: 'shapefile/box.shx' },
        { fixture: 'shapefile/box.dbf' },
        { fixture: '3d/Box.glb', attach: '__ALL__,*' },
        { fixture: 'attachments/pdf-definition.pdf', attach: '__ALL__,*' },
      ],
      false,
    );
    const res = await t.request('PATCH', `/api/layers/${layerId}/`, {
      token: owner.token,
      body: form.body,
      headers: form.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = await t.request('GET', `/api/layers/${layerId}/files/`, { token: owner.token });
    byName = Object.fromEntries((list.json() as FileRead[]).map((f) => [f.name, f]));
  });

  const patch = (user: TestUser, name: string, body: unknown) =>
    t.request('PATCH', `/api/layers/${layerId}/files/${byName[name]!.id}/`, {
      token: user.token,
      body,
    });

  it('is set by the layer’s editor, read back with the files, and cleared with null', async () => {
    expect(byName['Box.glb']!.placement).toBeNull();
    const set = await patch(owner, 'Box.glb', { placement: PLACE });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ name: 'Box.glb', placement: PLACE, survey_date: null });
    const list = await t.request('GET', `/api/layers/${layerId}/files/`, {
      token: colleague.token,
    });
    const read = (list.json() as FileRead[]).find((file) => file.name === 'Box.glb');
    expect(read?.placement).toEqual(PLACE);
    const cleared = await patch(owner, 'Box.glb', { placement: null });
    expect(cleared.json()).toMatchObject({ placement: null });
  });

  it('is refused to a reader, and for a file that is no 3D model', async () => {
    expectError(await patch(colleague, 'Box.glb', { placement: PLACE }), 403, NO_PERMISSION);
    const notModel = expectFieldErrors(
      await patch(owner, 'pdf-definition.pdf', { placement: PLACE }),
      ['placement'],
    );
    expect(notModel.placement).toEqual([
      'Only a 3D model attached to the layer (GLB or IFC) takes a place.',
    ]);
  });

  it('answers 400 for a place off the map, a scale of nothing, or an empty patch', async () => {
    for (const bad of [
      { ...PLACE, lat: 91 },
      { ...PLACE, lng: 'east' },
      { ...PLACE, scale: 0 },
      { lng: 1, lat: 2 },
    ]) {
      const res = await patch(owner, 'Box.glb', { placement: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await patch(owner, 'Box.glb', {})).statusCode).toBe(400);
  });
});
