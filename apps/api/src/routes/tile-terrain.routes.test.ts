import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../config.js';
import { seedLayer } from '../test/layers.js';
import { createSurveyor } from '../test/surveyor.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { decodeImage, pixelOf, uploadLayer, type UploadedLayer } from '../test/viewer.js';
import { decodeTerrainRgb } from '../tiles/elevation-rgb.js';
import { tileAt, tileBox, xToLon, yToLat, type TileAddress } from '../tiles/tile-math.js';

const run = promisify(execFile);

// The demo survey's DTM: bare earth at Autzen Stadium, heights in metres, a 10 ft grid in
// EPSG:2994 (demo/autzen/PROVENANCE.md).
const DTM = path.join(ROOT_DIR, 'demo/autzen/derived/autzen-dtm.tif');

const url = (layerId: number, { z, x, y }: TileAddress, ext = 'png') =>
  `/api/tiles/layers/${layerId}/terrain/${z}/${x}/${y}.${ext}`;

/** The longitude and latitude of a tile pixel's centre. */
function centreOf(tile: TileAddress, x: number, y: number): [number, number] {
  const box = tileBox(tile);
  const res = (box.maxX - box.minX) / 256;
  return [xToLon(box.minX + (x + 0.5) * res), yToLat(box.maxY - (y + 0.5) * res)];
}

/** What GDAL reads in the DTM file at each longitude and latitude (its cell there). */
async function gdalHeights(points: [number, number][]): Promise<number[]> {
  const child = run('gdallocationinfo', ['-valonly', '-wgs84', DTM]);
  child.child.stdin!.end(points.map(([lon, lat]) => `${lon} ${lat}`).join('\n') + '\n');
  const { stdout } = await child;
  return stdout.trim().split('\n').map(Number);
}

type Decoded = Awaited<ReturnType<typeof decodeImage>>;
const heightAt = (image: Decoded, { x, y }: { x: number; y: number }) => {
  const px = image.at(x, y);
  return decodeTerrainRgb(px.r, px.g, px.b);
};

/** A tile that carries no height: every pixel at the layer's lowest height. */
function expectFlat(image: Decoded, base: number) {
  const heights = new Set<number>();
  for (let y = 0; y < 256; y += 15) {
    for (let x = 0; x < 256; x += 15) {
      const px = image.at(x, y);
      heights.add(Math.round(decodeTerrainRgb(px.r, px.g, px.b) * 10));
    }
  }
  expect([...heights]).toEqual([Math.round(base * 10)]);
}

describe('terrain tiles of a DTM', () => {
  const t = useTestApp();
  let user: TestUser;
  let mapId: number;
  let orgId: number;
  let dtm: UploadedLayer;
  /** The DTM's lowest height, to the decimetre: what its tiles give where it has none. */
  let lowest: number;

  beforeAll(async () => {
    ({ user, mapId, orgId } = await createSurveyor(t));
    dtm = await uploadLayer(t, user.token, mapId, 'DTM', [
      { name: 'autzen-dtm.tif', content: readFileSync(DTM), type: 'raster' },
    ]);
    const read = await t.request('GET', `/api/layers/${dtm.id}/`, { token: user.token });
    lowest = Math.round((read.json().value_range as number[])[0]! * 10) / 10;
    expect(lowest).toBeGreaterThan(115);
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    t.request('GET', path, { token: user.token, headers });

  it('gives the heights GDAL reads in the file, to the decimetre on bare earth', async () => {
    const [w, s, e, n] = dtm.extent as [number, number, number, number];
    const probes: { tile: TileAddress; x: number; y: number }[] = [];
    for (let i = 1; i < 6; i += 1) {
      for (let j = 1; j < 6; j += 1) {
        const lon = w + ((e - w) * i) / 6;
        const lat = s + ((n - s) * j) / 6;
        const tile = tileAt(lon, lat, 19);
        probes.push({ tile, ...pixelOf(tile, lon, lat) });
      }
    }
    const served: number[] = [];
    for (const { tile, x, y } of probes) {
      const res = await get(url(dtm.id, tile));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      served.push(heightAt(await decodeImage(res.rawPayload), { x, y }));
    }
    const gdal = await gdalHeights(probes.map((p) => centreOf(p.tile, p.x, p.y)));
    const errors = served.map((h, k) => Math.abs(h - gdal[k]!)).sort((a, b) => a - b);
    // The tiles interpolate (the COG is warped to Web Mercator); GDAL reads the file's cell.
    expect(errors[Math.floor(errors.length / 2)]).toBeLessThan(0.1);
    expect(errors.at(-1)).toBeLessThan(0.3);
    expect(Math.min(...served)).toBeGreaterThan(120);
    expect(Math.max(...served)).toBeLessThan(150);
  });

  it('answers lossless WebP with the same heights, and the lowest beyond the data', async () => {
    const [w, s, e, n] = dtm.extent as [number, number, number, number];
    // The DTM's western edge runs through this tile (its grid is turned a little against
    // north: points well inside and well outside).
    const tile = tileAt(w, (s + n) / 2, 14);
    const png = await decodeImage((await get(url(dtm.id, tile))).rawPayload);
    const webp = await get(url(dtm.id, tile, 'webp'));
    expect(webp.headers['content-type']).toBe('image/webp');
    const lossless = await decodeImage(webp.rawPayload);
    const inside = pixelOf(tile, w + (e - w) * 0.06, (s + n) / 2);
    const outside = pixelOf(tile, w - (e - w) * 0.06, (s + n) / 2);
    for (const p of [inside, outside]) {
      expect(Math.min(p.x, 255 - p.x), 'both in the tile').toBeGreaterThanOrEqual(0);
      expect(lossless.at(p.x, p.y)).toEqual(png.at(p.x, p.y));
    }
    expect(heightAt(png, inside)).toBeGreaterThan(120);
    expect(heightAt(png, outside)).toBeCloseTo(lowest, 3);
    expect(png.opaque).toBe(256 * 256);
  });

  it('revalidates with an ETag of its own; outside the layer a flat tile at its foot', async () => {
    const [w, s, e, n] = dtm.extent as [number, number, number, number];
    const tile = tileAt((w + e) / 2, (s + n) / 2, 15);
    const first = await get(url(dtm.id, tile));
    const etag = first.headers.etag as string;
    expect((await get(url(dtm.id, tile), { 'if-none-match': etag })).statusCode).toBe(304);
    // Not the relief drawing's tag: another body.
    const drawn = await get(`/api/tiles/layers/${dtm.id}/${tile.z}/${tile.x}/${tile.y}.png`);
    expect(drawn.headers.etag).not.toBe(etag);
    const outside = await get(url(dtm.id, tileAt(e + 0.05, n, 15)));
    expect(outside.statusCode).toBe(200);
    expectFlat(await decodeImage(outside.rawPayload), lowest);
  });

  it('is not found for a layer that is not of heights, nor for another organisation', async () => {
    const vector = await seedLayer(t, orgId, user.id, { name: 'Fences' }, [mapId]);
    const tile = tileAt(-123.07, 44.05, 15);
    expect((await get(url(vector, tile))).statusCode).toBe(404);
    const other = await t.createOrganisation('Other', 'other.test');
    const stranger = await t.createUser({
      email: 'admin@other.test',
      organisations: [{ id: other, admin: true }],
    });
    const res = await t.request('GET', url(dtm.id, tile), { token: stranger.token });
    expect(res.statusCode).toBe(404);
  });

  it('sends a share viewer heights only inside the share’s bounds', async () => {
    await t.container.repos.users.setPermissions(user.id, ['maps.add_mapshare']);
    const [w, s, e, n] = dtm.extent as [number, number, number, number];
    const middle = (w + e) / 2;
    const created = await t.request('POST', '/api/mapshares/', {
      token: user.token,
      body: {
        map: mapId,
        expiry: new Date(Date.now() + 3600_000).toISOString(),
        bounds: [w - 0.01, s - 0.01, middle, n + 0.01],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const share = { mapshare: `Token ${created.json().token as string}` };
    /** The height a share viewer, or the map's own user, is sent at a longitude (mid-DTM). */
    const heightOf = async (lon: number, headers: object) => {
      const tile = tileAt(lon, (s + n) / 2, 16);
      const res = await t.request('GET', url(dtm.id, tile), headers);
      expect(res.statusCode).toBe(200);
      return heightAt(await decodeImage(res.rawPayload), pixelOf(tile, lon, (s + n) / 2));
    };
    const west = middle - (e - w) * 0.02;
    const east = middle + (e - w) * 0.02;
    expect(await heightOf(west, { headers: share })).toBeGreaterThan(120);
    expect(await heightOf(east, { headers: share })).toBeCloseTo(lowest, 3);
    // The map's own users get the heights east of the share's bounds too.
    expect(await heightOf(east, { token: user.token })).toBeGreaterThan(120);
    // A tile wholly east of the share's bounds sends no height.
    const outside = await t.request('GET', url(dtm.id, tileAt(e - (e - w) * 0.05, n, 17)), {
      headers: share,
    });
    expect(outside.statusCode).toBe(200);
    expectFlat(await decodeImage(outside.rawPayload), lowest);
  });
});
