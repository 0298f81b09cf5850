import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { fixture as fixturePath, tempDir } from '../processing/test-support/fixtures.js';
import { runGdal } from '../processing/tools/gdal.js';
import { expectFieldErrors } from '../test/assertions.js';
import { uploadForm } from '../test/multipart.js';
import { createSurveyor, type Surveyor } from '../test/surveyor.js';
import { useTestApp } from '../test/test-app.js';
import { decodeImage, decodeMvt, uploadLayer } from '../test/viewer.js';
import {
  latToY,
  lonToX,
  tileAt,
  tileBox,
  xToLon,
  yToLat,
  type TileAddress,
} from '../tiles/tile-math.js';

interface FileRead {
  id: number;
  name: string;
  role: string;
  survey_date: string | null;
  survey_date_source: string | null;
  abilities: Record<string, boolean>;
}

/** The pixel of a 256 px tile where a place lies. */
function pixelAt(tile: TileAddress, lon: number, lat: number) {
  const box = tileBox(tile);
  const res = (box.maxX - box.minX) / 256;
  return {
    x: Math.floor((lonToX(lon) - box.minX) / res),
    y: Math.floor((box.maxY - latToY(lat)) / res),
  };
}

/** A point feature collection at one place, with one property naming its survey. */
function points(survey: string): Buffer {
  return Buffer.from(
    JSON.stringify({
      type: 'FeatureCollection',
      features: [0, 1, 2].map((i) => ({
        type: 'Feature',
        properties: { survey, n: i },
        geometry: { type: 'Point', coordinates: [-6.26 + i * 0.001, 53.35] },
      })),
    }),
  );
}

/**
 * Survey dates: read from the file or given by the uploader (who may correct them), and a layer
 * whose files carry several dates is a series whose tiles are asked for by date.
 */
describe('survey dates and series', () => {
  const t = useTestApp();
  let s: Surveyor;
  let rgb: Buffer;
  let inverted: Buffer;
  let datedDem: Buffer;

  beforeAll(async () => {
    s = await createSurveyor(t);
    const dir = await tempDir();
    // The same orthophoto twice, its second survey made visibly different (inverted bands).
    rgb = await readFile(fixturePath('geotiff/RGB.byte.tif'));
    await runGdal(
      'gdal_translate',
      [
        '-q',
        '-scale',
        '0',
        '255',
        '255',
        '0',
        fixturePath('geotiff/RGB.byte.tif'),
        path.join(dir, 'b.tif'),
      ],
      { timeoutMs: 60_000 },
    );
    inverted = await readFile(path.join(dir, 'b.tif'));
    // The real DEM with the TIFF DateTime tag its writer would set.
    await runGdal(
      'gdal_translate',
      [
        '-q',
        '-mo',
        'TIFFTAG_DATETIME=2020:06:15 10:42:00',
        fixturePath('geotiff/dom1_32_356_5699_1_nw_2020.tif'),
        path.join(dir, 'dem.tif'),
      ],
      { timeoutMs: 60_000 },
    );
    datedDem = await readFile(path.join(dir, 'dem.tif'));
  });

  const get = (url: string, query: Record<string, string> = {}) =>
    t.request('GET', url, { token: s.user.token, query });
  const filesOf = async (layerId: number) =>
    (await get(`/api/layers/${layerId}/files/`)).json() as FileRead[];
  const centreTile = (extent: number[] | null, z: number): TileAddress => {
    const [w, south, e, n] = extent!;
    return tileAt((w! + e!) / 2, (south! + n!) / 2, z);
  };
  const tileUrl = (layer: number, tile: TileAddress, ext: string) =>
    `/api/tiles/layers/${layer}/${tile.z}/${tile.x}/${tile.y}.${ext}`;

  it('makes a series of two orthophoto surveys, drawn one date at a time', async () => {
    const layer = await uploadLayer(t, s.user.token, s.mapId, 'Orthophotos', [
      { name: 'ortho-2023.tif', content: rgb, type: 'raster', date: '2023-05-02' },
      { name: 'ortho-2024.tif', content: inverted, type: 'raster', date: '2024-05-07' },
    ]);
    const read = (await get(`/api/layers/${layer.id}/`)).json() as { survey_dates: string[] };
    expect(read.survey_dates).toEqual(['2023-05-02', '2024-05-07']);
    const files = await filesOf(layer.id);
    expect(files.map((f) => [f.name, f.survey_date, f.survey_date_source])).toEqual([
      ['ortho-2023.tif', '2023-05-02', 'user'],
      ['ortho-2024.tif', '2024-05-07', 'user'],
    ]);

    const tile = centreTile(layer.extent, 10);
    const early = await get(tileUrl(layer.id, tile, 'png'), { date: '2023-05-02' });
    const late = await get(tileUrl(layer.id, tile, 'png'), { date: '2024-05-07' });
    expect([early.statusCode, late.statusCode]).toEqual([200, 200]);
    // Each date has its own ETag, and its own pixels: the second survey is the first inverted.
    expect(early.headers.etag).not.toBe(late.headers.etag);
    const [a, b] = [await decodeImage(early.rawPayload), await decodeImage(late.rawPayload)];
    const p = a.at(128, 128);
    const q = b.at(128, 128);
    expect(p.a).toBeGreaterThan(0);
    expect(Math.abs(p.r + q.r - 255)).toBeLessThan(8);
    // A date the series does not have draws nothing; no date draws them all.
    expect((await get(tileUrl(layer.id, tile, 'png'), { date: '2022-01-01' })).statusCode).toBe(
      204,
    );
    expect((await get(tileUrl(layer.id, tile, 'png'))).statusCode).toBe(200);
    const again = await t.request('GET', tileUrl(layer.id, tile, 'png'), {
      token: s.user.token,
      query: { date: '2023-05-02' },
      headers: { 'if-none-match': early.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    // A share link asks for a date as the map's users do, and sees it only inside its bounds:
    // the share below ends 0.1° east of the middle of the tile read above.
    await t.container.repos.users.setPermissions(s.user.id, [
      'layers.add_layer',
      'layers.change_layer',
      'layers.upload',
      'maps.change_map',
      'maps.add_mapshare',
    ]);
    const [west, south, east, north] = layer.extent!;
    const box = tileBox(tile);
    const [tileLon, tileLat] = [
      xToLon((box.minX + box.maxX) / 2),
      yToLat((box.minY + box.maxY) / 2),
    ];
    const middle = tileLon + 0.1;
    const made = await t.request('POST', '/api/mapshares/', {
      token: s.user.token,
      body: {
        map: s.mapId,
        expiry: new Date(Date.now() + 3600_000).toISOString(),
        bounds: [west, south, middle, north],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const share = { mapshare: `Token ${made.json().token as string}` };
    /** The pixel a share link gets of a date's tile at a place (zoom 10). */
    const sharedPixel = async (date: string, lon: number, lat: number, asUser = false) => {
      const at = tileAt(lon, lat, 10);
      const res = await t.request('GET', tileUrl(layer.id, at, 'png'), {
        ...(asUser ? { token: s.user.token } : { headers: share }),
        query: { date },
      });
      if (res.statusCode === 204) return null;
      expect(res.statusCode).toBe(200);
      const place = pixelAt(at, lon, lat);
      return (await decodeImage(res.rawPayload)).at(place.x, place.y);
    };
    const e = await sharedPixel('2023-05-02', tileLon, tileLat);
    const l = await sharedPixel('2024-05-07', tileLon, tileLat);
    expect(e?.a).toBeGreaterThan(0);
    expect(Math.abs(e!.r + l!.r - 255)).toBeLessThan(8);
    // Beyond the bounds, where the map's users see the survey, the share link sees nothing.
    const beyondLon = (middle + east!) / 2;
    expect((await sharedPixel('2024-05-07', beyondLon, tileLat, true))?.a).toBeGreaterThan(0);
    const beyond = await sharedPixel('2024-05-07', beyondLon, tileLat);
    expect(beyond?.a ?? 0).toBe(0);
  });

  it('draws a vector series’ features of the chosen date only', async () => {
    const layer = await uploadLayer(t, s.user.token, s.mapId, 'Culverts', [
      {
        name: 'culverts-a.geojson',
        content: points('A'),
        type: 'vector',
        epsg: 4326,
        date: '2021-03-01',
      },
      {
        name: 'culverts-b.geojson',
        content: points('B'),
        type: 'vector',
        epsg: 4326,
        date: '2022-03-01',
      },
    ]);
    const tile = centreTile(layer.extent, 14);
    const surveysIn = async (query: Record<string, string>) => {
      const res = await get(tileUrl(layer.id, tile, 'pbf'), query);
      expect(res.statusCode, res.body).toBe(200);
      return [
        ...new Set(decodeMvt(res.rawPayload).features.map((f) => f.properties.survey)),
      ].sort();
    };
    expect(await surveysIn({ date: '2021-03-01' })).toEqual(['A']);
    expect(await surveysIn({ date: '2022-03-01' })).toEqual(['B']);
    expect(await surveysIn({})).toEqual(['A', 'B']);
  });

  it('reads a date from the file, and lets the uploader correct it, which then stands', async () => {
    const layer = await uploadLayer(t, s.user.token, s.mapId, 'DTM', [
      { name: 'dem.tif', content: datedDem, type: 'raster' },
    ]);
    const [dem] = await filesOf(layer.id);
    expect(dem).toMatchObject({ survey_date: '2020-06-15', survey_date_source: 'file' });
    expect(dem!.abilities.change).toBe(true);

    const url = `/api/layers/${layer.id}/files/${dem!.id}/`;
    const corrected = await t.request('PATCH', url, {
      token: s.user.token,
      body: { survey_date: '2020-06-14' },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({
      survey_date: '2020-06-14',
      survey_date_source: 'user',
    });
    // Processing the file again reads its own date, but the uploader's stands.
    await t.db
      .updateTable('layer_files')
      .set({ status: 'queued' })
      .where('id', '=', dem!.id)
      .execute();
    await t.container.processor.process(dem!.id);
    expect((await filesOf(layer.id))[0]).toMatchObject({ survey_date: '2020-06-14' });
    // Cleared: it has none until a file says otherwise.
    const cleared = await t.request('PATCH', url, {
      token: s.user.token,
      body: { survey_date: null },
    });
    expect(cleared.json()).toMatchObject({ survey_date: null, survey_date_source: null });
    for (const bad of ['2020-02-30', '15/06/2020', 'soon', '']) {
      expectFieldErrors(
        await t.request('PATCH', url, { token: s.user.token, body: { survey_date: bad } }),
        ['survey_date'],
      );
    }
  });

  it('refuses a survey date that is no day, naming the file', async () => {
    const form = uploadForm([
      { fixture: 'geotiff/byte.tif', layerName: 'Bad', type: 'raster', date: '2023-13-01' },
    ]);
    const res = await t.request('PATCH', `/api/maps/${s.mapId}/`, {
      token: s.user.token,
      body: form.body,
      headers: form.headers,
    });
    expect(expectFieldErrors(res, ['uploads_dates']).uploads_dates).toEqual([
      'byte.tif: "2023-13-01" is not a survey date (YYYY-MM-DD).',
    ]);
  });
});
