import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { tileAt, type TileAddress } from '../tiles/tile-math.js';
import { createSurveyor } from '../test/surveyor.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { decodeImage, pixelOf, uploadLayer, type UploadedLayer } from '../test/viewer.js';

const url = (layerId: number, { z, x, y }: TileAddress, ext = 'png') =>
  `/api/tiles/layers/${layerId}/${z}/${x}/${y}.${ext}`;

// RGB.byte.tif: a Landsat scene in UTM 18N over the Bahamas, about 78.96°W–76.57°W,
// 23.56°N–25.55°N, with nodata (0) around its tilted footprint.
const CENTRE = [-77.76, 24.56] as const;
const EXTENT_CORNER = [-78.9, 25.5] as const;
const OUTSIDE = [-80.5, 22.5] as const;

describe('raster tiles', () => {
  const t = useTestApp();
  let user: TestUser;
  let mapId: number;
  let ortho: UploadedLayer;
  const whole = tileAt(CENTRE[0], CENTRE[1], 6);

  beforeAll(async () => {
    ({ user, mapId } = await createSurveyor(t));
    ortho = await uploadLayer(t, user.token, mapId, 'Ortho', [
      { fixture: 'geotiff/RGB.byte.tif', type: 'raster' },
    ]);
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    t.request('GET', path, { token: user.token, headers });

  it('draws the data opaque and leaves outside the data and outside the COG transparent', async () => {
    const res = await get(url(ortho.id, whole));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const image = await decodeImage(res.rawPayload);
    expect([image.width, image.height, image.format]).toEqual([256, 256, 'raw']);
    const centre = pixelOf(whole, ...CENTRE);
    expect(image.at(centre.x, centre.y).a).toBe(255);
    expect(image.at(centre.x, centre.y).r + image.at(centre.x, centre.y).g).toBeGreaterThan(0);
    const corner = pixelOf(whole, ...EXTENT_CORNER);
    expect(image.at(corner.x, corner.y).a).toBe(0);
    const outside = pixelOf(whole, ...OUTSIDE);
    expect(image.at(outside.x, outside.y).a).toBe(0);
    expect(image.at(0, 0).a).toBe(0);
    expect(image.opaque).toBeGreaterThan(1000);
  });

  it('answers WebP with alpha and JPEG on white', async () => {
    const webp = await get(url(ortho.id, whole, 'webp'));
    expect(webp.headers['content-type']).toBe('image/webp');
    const decoded = await decodeImage(webp.rawPayload);
    expect(decoded.at(0, 0).a).toBe(0);
    const centre = pixelOf(whole, ...CENTRE);
    expect(decoded.at(centre.x, centre.y).a).toBe(255);

    const jpg = await get(url(ortho.id, whole, 'jpg'));
    expect(jpg.headers['content-type']).toBe('image/jpeg');
    const flat = await decodeImage(jpg.rawPayload);
    expect(flat.transparent).toBe(0);
    expect(flat.at(0, 0).r).toBeGreaterThan(245);
  });

  it('sends a WebP tile at the COG’s zoom as its stored block, byte for byte, drawn alike', async () => {
    // The fixture's pixels are 330 m: its COG is laid out on zoom 9's tiles.
    const tile = tileAt(CENTRE[0], CENTRE[1], 9);
    const res = await get(url(ortho.id, tile, 'webp'));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('RIFF');
    const [cog] = await t.container.repos.layerFiles.listForLayer(ortho.id, { roles: ['derived'] });
    const stored = await readFile(t.container.storage.localPath(cog!.storage_key)!);
    expect(stored.indexOf(res.rawPayload)).toBeGreaterThan(0);
    // The same pixels as the tile drawn from the decoded block (PNG: nothing lost on the way).
    const [sent, drawn] = await Promise.all([
      decodeImage(res.rawPayload),
      get(url(ortho.id, tile, 'png')).then((png) => decodeImage(png.rawPayload)),
    ]);
    const differing = Array.from({ length: 256 * 256 }, (_, i) => i * 4).filter(
      (i) =>
        sent.data[i + 3] !== drawn.data[i + 3] ||
        (sent.data[i + 3]! > 0 && sent.data.compare(drawn.data, i, i + 3, i, i + 3) !== 0),
    );
    expect(differing).toEqual([]);
    expect(sent.opaque).toBeGreaterThan(1000);
  });

  it('answers 204 where the layer has no data', async () => {
    expect((await get(url(ortho.id, tileAt(10, 50, 6)))).statusCode).toBe(204);
  });

  it('clips to the layer bounds', async () => {
    const layer = await uploadLayer(t, user.token, mapId, 'Clipped', [
      { fixture: 'geotiff/RGB.byte.tif', type: 'raster' },
    ]);
    const patch = await t.request('PATCH', `/api/layers/${layer.id}/`, {
      token: user.token,
      body: { bounds: [-80, 23, CENTRE[0] + 0.3, 26] },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const image = await decodeImage((await get(url(layer.id, whole))).rawPayload);
    const west = pixelOf(whole, CENTRE[0] - 0.2, CENTRE[1]);
    const east = pixelOf(whole, CENTRE[0] + 0.6, CENTRE[1]);
    expect(image.at(west.x, west.y).a).toBe(255);
    expect(image.at(east.x, east.y).a).toBe(0);
    // The unclipped layer has data there.
    const full = await decodeImage((await get(url(ortho.id, whole))).rawPayload);
    expect(full.at(east.x, east.y).a).toBe(255);
    // At the COG's own zoom too: the stored block straddles the bounds, so it is drawn, clipped.
    const straddling = tileAt(CENTRE[0] + 0.3, CENTRE[1], 9);
    const clipped = await get(url(layer.id, straddling, 'webp'));
    const stored = await get(url(ortho.id, straddling, 'webp'));
    expect(clipped.rawPayload.equals(stored.rawPayload)).toBe(false);
    const [inner, outer] = [CENTRE[0] + 0.2, CENTRE[0] + 0.35].map((lon) =>
      pixelOf(straddling, lon, CENTRE[1]),
    );
    const clippedImage = await decodeImage(clipped.rawPayload);
    expect(clippedImage.at(inner!.x, inner!.y).a).toBe(255);
    expect(clippedImage.at(outer!.x, outer!.y).a).toBe(0);
    expect((await decodeImage(stored.rawPayload)).at(outer!.x, outer!.y).a).toBe(255);
    // A tile wholly east of the bounds is empty.
    expect((await get(url(layer.id, tileAt(CENTRE[0] + 1.2, CENTRE[1], 9)))).statusCode).toBe(204);
  });

  it('draws a Float32 DEM as relief (its ramp and hillshade), or as a grey stretch as an image', async () => {
    const dem = await uploadLayer(t, user.token, mapId, 'DEM', [
      { fixture: 'geotiff/dom1_32_356_5699_1_nw_2020.tif', type: 'raster' },
    ]);
    const read = (await get(`/api/layers/${dem.id}/`)).json() as {
      raster_kind: string;
      relief: { ramp: string; min: number | null; max: number | null; hillshade: boolean };
      value_range: [number, number];
    };
    // Recognised at ingest: a single band of heights; its range from the COG's overviews.
    expect(read.raster_kind).toBe('elevation');
    expect(read.relief).toEqual({ ramp: 'terrain', min: null, max: null, hillshade: true });
    expect(read.value_range[0]).toBeGreaterThan(85);
    expect(read.value_range[0]).toBeLessThan(92);
    expect(read.value_range[1]).toBeGreaterThan(158);
    expect(read.value_range[1]).toBeLessThan(170);

    const [w, s, e, n] = dem.extent!;
    const tile = tileAt((w! + e!) / 2, (s! + n!) / 2, 14);
    const relief = await get(url(dem.id, tile));
    expect(relief.statusCode).toBe(200);
    const image = await decodeImage(relief.rawPayload);
    const centre = pixelOf(tile, (w! + e!) / 2, (s! + n!) / 2);
    expect(image.at(centre.x, centre.y).a).toBe(255);
    // Colour along the terrain ramp, shaded: many colours, not greys.
    const colours = new Set<string>();
    let coloured = 0;
    for (let y = 0; y < 256; y += 8) {
      for (let x = 0; x < 256; x += 8) {
        const px = image.at(x, y);
        if (px.a === 0) continue;
        colours.add(`${px.r},${px.g},${px.b}`);
        if (Math.max(px.r, px.g, px.b) - Math.min(px.r, px.g, px.b) > 20) coloured += 1;
      }
    }
    expect(colours.size).toBeGreaterThan(50);
    expect(coloured).toBeGreaterThan(100);
    const wide = tileAt((w! + e!) / 2, (s! + n!) / 2, 11);
    expect((await decodeImage((await get(url(dem.id, wide))).rawPayload)).at(0, 0).a).toBe(0);

    // Another ramp and range: other tiles (and ETags), in grey.
    const patch = (body: Record<string, unknown>) =>
      t.request('PATCH', `/api/layers/${dem.id}/`, { token: user.token, body });
    expect(
      (await patch({ relief: { ramp: 'grey', min: 100, max: 150, hillshade: false } })).statusCode,
    ).toBe(200);
    const grey = await get(url(dem.id, tile));
    expect(grey.headers.etag).not.toBe(relief.headers.etag);
    const g = (await decodeImage(grey.rawPayload)).at(centre.x, centre.y);
    expect(Math.max(g.r, g.g, g.b) - Math.min(g.r, g.g, g.b)).toBeLessThanOrEqual(1);

    // Drawn as an image: the grey linear stretch of every single-band raster.
    expect((await patch({ raster_kind: 'image' })).statusCode).toBe(200);
    const stretch = await decodeImage((await get(url(dem.id, tile))).rawPayload);
    const px = stretch.at(centre.x, centre.y);
    expect(px.r).toBe(px.g);
    expect(px.g).toBe(px.b);
    const greys = new Set<number>();
    for (let y = 0; y < 256; y += 8) for (let x = 0; x < 256; x += 8) greys.add(stretch.at(x, y).r);
    expect(greys.size).toBeGreaterThan(10);
    // Only a raster of heights is drawn as relief.
    const rgb = await uploadLayer(t, user.token, mapId, 'RGB', [
      { fixture: 'geotiff/RGB.byte.tif', type: 'raster' },
    ]);
    const refused = await t.request('PATCH', `/api/layers/${rgb.id}/`, {
      token: user.token,
      body: { raster_kind: 'elevation' },
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json() as object)).toEqual(['raster_kind']);
  });

  it('mosaics a layer’s COGs with the later file on top', async () => {
    const world = await uploadLayer(t, user.token, mapId, 'World', [
      { fixture: 'geotiff/world.rgb.tif', type: 'raster' },
    ]);
    const before = await decodeImage((await get(url(world.id, whole))).rawPayload);
    await uploadLayer(t, user.token, mapId, 'World', [
      { fixture: 'geotiff/RGB.byte.tif', type: 'raster', layerId: world.id },
    ]);
    const after = await decodeImage((await get(url(world.id, whole))).rawPayload);
    const ownOrtho = await decodeImage((await get(url(ortho.id, whole))).rawPayload);
    const centre = pixelOf(whole, ...CENTRE);
    // Inside the scene the mosaic shows the scene; outside it the world map stays.
    expect(after.at(centre.x, centre.y)).toEqual(ownOrtho.at(centre.x, centre.y));
    expect(after.at(centre.x, centre.y)).not.toEqual(before.at(centre.x, centre.y));
    const outside = pixelOf(whole, ...OUTSIDE);
    expect(after.at(outside.x, outside.y)).toEqual(before.at(outside.x, outside.y));
    expect(after.at(outside.x, outside.y).a).toBe(255);
  });

  it('revalidates with the ETag until the layer’s data change', async () => {
    const first = await get(url(ortho.id, whole));
    const etag = first.headers.etag as string;
    expect((await get(url(ortho.id, whole), { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await get(url(ortho.id, whole, 'webp'))).headers.etag).not.toBe(etag);
    await uploadLayer(t, user.token, mapId, 'Ortho', [
      { fixture: 'geotiff/byte.tif', type: 'raster', layerId: ortho.id },
    ]);
    const after = await get(url(ortho.id, whole), { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });
});
