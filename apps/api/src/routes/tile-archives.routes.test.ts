import type { PackRead, TileArchiveList } from '@waymark/contract/pack';
import { beforeAll, describe, expect, it } from 'vitest';
import { archiveReader, packAndBuild, type Caller } from '../test/packs.js';
import { createSurveyor, shareToken } from '../test/surveyor.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { SENATE_SHAPEFILE, uploadLayer, type UploadedLayer } from '../test/viewer.js';
import type { Area } from '../tiles/pack-tiles.js';

// Around Worcester, Massachusetts: inside the senate districts; and a wider box around it.
const AREA: Area = [-71.9, 42.2, -71.7, 42.35];
const WIDER: Area = [-72.1, 42.1, -71.5, 42.45];

describe('the archives the viewer draws from (GET /api/maps/:id/tile-archives/)', () => {
  const t = useTestApp();
  let user: TestUser;
  let mapId: number;
  let senate: UploadedLayer;

  beforeAll(async () => {
    ({ user, mapId } = await createSurveyor(t));
    senate = await uploadLayer(t, user.token, mapId, 'Senate', SENATE_SHAPEFILE);
    await t.container.repos.users.setPermissions(user.id, ['maps.add_mapshare']);
  });

  const archives = async (caller: Caller) => {
    const res = await t.request('GET', `/api/maps/${mapId}/tile-archives/`, caller);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as TileArchiveList).results;
  };

  it('lists none before the map is packed', async () => {
    expect(await archives(user)).toEqual([]);
  });

  it('lists the archive of each layer that serves most of it, at its signed URL', async () => {
    const small = await packAndBuild(t, user, mapId, { bbox: AREA, zoom_min: 8, zoom_max: 11 });
    expect(await archives(user)).toEqual([
      {
        layer: senate.id,
        kind: 'vector',
        url: small.archives[0]!.url,
        url_expires: small.archives[0]!.url_expires,
        zoom_min: 8,
        zoom_max: 11,
        area: AREA,
      },
    ]);
    // A pack of more zooms serves more of the layer; of the same zooms, the larger area.
    const deeper = await packAndBuild(t, user, mapId, { bbox: AREA, zoom_min: 8, zoom_max: 12 });
    expect((await archives(user)).map((a) => a.url)).toEqual([deeper.archives[0]!.url]);
    const wider = await packAndBuild(t, user, mapId, { bbox: WIDER, zoom_min: 8, zoom_max: 12 });
    const [listed] = await archives(user);
    expect(listed!.url).toBe(wider.archives[0]!.url);
    // The URL opens the archive, as a PMTiles reader over HTTP reads it.
    const header = await archiveReader(t, listed!.url).getHeader();
    expect([header.minZoom, header.maxZoom]).toEqual([8, 12]);
  });

  it('lists a share viewer the share’s archives only, and the organisation none of them', async () => {
    const viewer: Caller = {
      headers: { mapshare: `Token ${await shareToken(t, user, mapId, AREA)}` },
    };
    // The organisation's archives are not the share's (they are not clipped to its bounds).
    expect(await archives(viewer)).toEqual([]);
    const shared: PackRead = await packAndBuild(t, viewer, mapId, {
      bbox: null,
      zoom_min: 8,
      zoom_max: 10,
    });
    expect((await archives(viewer)).map((a) => a.url)).toEqual([shared.archives[0]!.url]);
    expect((await archives(user)).map((a) => a.url)).not.toContain(shared.archives[0]!.url);
  });

  it('lists none of a layer whose data changed since it was packed', async () => {
    await t.db
      .updateTable('layers')
      .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
      .where('id', '=', senate.id)
      .execute();
    expect(await archives(user)).toEqual([]);
  });
});
