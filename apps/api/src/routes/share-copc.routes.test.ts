import { beforeAll, describe, expect, it } from 'vitest';
import { readCopcLayout, type CopcNodeRange } from '../processing/copc/copc-layout.js';
import { OUTSIDE_SHARE } from '../services/copc-share.service.js';
import { expectError } from '../test/assertions.js';
import { fixture, uploadForm } from '../test/multipart.js';
import { shareToken, stationsForSharing } from '../test/surveyor.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

// The fixture cloud: 300 × 200 m in New York (EPSG:3857), centre x -8242596.
const CLOUD = fixture('3d/ellipsoid.copc.laz');
const CENTRE_X = -8242596;
// The share keeps the cloud's western half: up to lon -74.0446 (x ≈ -8242607).
const WEST_HALF = [-74.05, 40.68, -74.0446, 40.7];
// The feature the cloud is attached to lies in that half.
const STATION = [-74.0452, 40.6892] as const;

describe('a share viewer reading a COPC point cloud by ranges', () => {
  const t = useTestApp();
  let user: TestUser;
  let layerId: number;
  let fileId: number;
  let token: string;
  let openToken: string;
  let east: CopcNodeRange;
  let west: CopcNodeRange;
  let headerEnd: number;

  beforeAll(async () => {
    const stations = await stationsForSharing(
      t,
      [{ ref: 'S1', lon: STATION[0], lat: STATION[1] }],
      [-74.05, 40.68, -74.04, 40.7],
    );
    ({ user, layerId } = stations);
    const form = uploadForm([{ fixture: '3d/ellipsoid.copc.laz', attach: 'ref,S1' }], false);
    const uploaded = await t.request('PATCH', `/api/layers/${layerId}/`, {
      token: user.token,
      body: form.body,
      headers: form.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const row = await t.db
      .selectFrom('layer_files')
      .select('id')
      .where('layer_id', '=', layerId)
      .executeTakeFirstOrThrow();
    fileId = row.id;
    token = await shareToken(t, user, stations.mapId, WEST_HALF);
    openToken = await shareToken(t, user, stations.mapId, null);

    // The file's own layout, read here from the fixture: nodes wholly east or west of the centre.
    const layout = await readCopcLayout(
      async (begin, end) => new Uint8Array(CLOUD.subarray(begin, end)),
      CLOUD.length,
    );
    // The root and four nodes: the halves' quarters, two wholly east of the centre.
    east = layout.nodes.find((node) => node.box[0] >= CENTRE_X)!;
    west = layout.nodes.find((node) => node.box[2] <= CENTRE_X)!;
    headerEnd = layout.open[0]!.end;
    expect(east?.box[0]).toBe(CENTRE_X);
    expect(west?.box[2]).toBe(CENTRE_X);
  });

  const content = () => `/api/layers/${layerId}/files/${fileId}/content/`;
  const read = (share: string, range?: string) =>
    t.request('GET', content(), {
      headers: { mapshare: `Token ${share}`, ...(range ? { range } : {}) },
    });
  const bytes = (node: CopcNodeRange) => `bytes=${node.start}-${node.end - 1}`;

  it('gets the points of the nodes inside the share, byte for byte', async () => {
    const res = await read(token, bytes(west));
    expect(res.statusCode).toBe(206);
    expect(Buffer.compare(res.rawPayload, CLOUD.subarray(west.start, west.end))).toBe(0);
  });

  it('is refused the points of a node outside the share (403), and the whole file', async () => {
    expectError(await read(token, bytes(east)), 403, { detail: OUTSIDE_SHARE });
    expectError(await read(token, `bytes=${east.start + 10}-${east.end + 100}`), 403);
    expectError(await read(token), 403, { detail: OUTSIDE_SHARE });
    // Nor by its name, as the files panel downloads it.
    const byName = `/api/layers/${layerId}/download_original/?file=ellipsoid.copc.laz`;
    expectError(await t.request('GET', byName, { headers: { mapshare: `Token ${token}` } }), 403);
    expect(
      (await t.request('GET', byName, { headers: { mapshare: `Token ${openToken}` } })).statusCode,
    ).toBe(200);
  });

  it('gets the header and hierarchy, a read running into refused points cut short', async () => {
    // copc.js opens a file by reading its first 64 KiB.
    const res = await read(token, 'bytes=0-65535');
    expect(res.statusCode).toBe(206);
    const [, start, end, size] = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(
      String(res.headers['content-range']),
    )!;
    expect([Number(start), Number(size)]).toEqual([0, CLOUD.length]);
    // Cut where the header and its VLRs end: the root node's points are read on their own.
    expect(Number(end) + 1).toBe(headerEnd);
    expect(Buffer.compare(res.rawPayload, CLOUD.subarray(0, Number(end) + 1))).toBe(0);
    // Past the end of the file is unsatisfiable, as for anyone.
    expect((await read(token, `bytes=${CLOUD.length + 10}-`)).statusCode).toBe(416);
  });

  it('leaves a share without bounds and the map’s own users every point', async () => {
    expect((await read(openToken, bytes(east))).statusCode).toBe(206);
    expect((await read(openToken)).statusCode).toBe(200);
    const own = await t.request('GET', content(), {
      token: user.token,
      headers: { range: bytes(east) },
    });
    expect(own.statusCode).toBe(206);
  });
});
