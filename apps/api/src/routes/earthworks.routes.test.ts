import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../processing/test-support/fixtures.js';
import { runGdal } from '../processing/tools/gdal.js';
import { expectError, expectFieldErrors } from '../test/assertions.js';
import {
  CUT_M3,
  CUTTING,
  DEM_EPSG,
  FILL_M3,
  polygonOfCells,
  surveysWithEarthworks,
} from '../test/earthworks.js';
import { createSurveyor, type Surveyor } from '../test/surveyor.js';
import { useTestApp } from '../test/test-app.js';
import { uploadLayer } from '../test/viewer.js';

interface Volume {
  cut_m3: number;
  fill_m3: number;
  net_m3: number;
  cut_area_m2: number;
  fill_area_m2: number;
  cells: number;
  cell_size_m: number;
  crs: { epsg: number | null; name: string };
  method: string;
}

/**
 * Two surveys of one place as a series (the real DSM, then the same with a cutting and an
 * embankment), and the earthworks measured through the API.
 */
describe('earthworks through the API', () => {
  const t = useTestApp();
  let s: Surveyor;
  let dtm: number;
  let rgb: number;
  let elsewhere: number;
  let earlierBytes: Buffer;
  let laterBytes: Buffer;
  const around = () => polygonOfCells(150, 250, 550, 450);
  const SERIES = { earlier: '2020-06-15', later: '2024-06-11' };

  beforeAll(async () => {
    s = await createSurveyor(t);
    const dir = await tempDir();
    const surveys = await surveysWithEarthworks(dir);
    earlierBytes = await readFile(surveys.earlier);
    laterBytes = await readFile(surveys.later);
    dtm = (
      await uploadLayer(t, s.user.token, s.mapId, 'DSM', [
        { name: 'dsm-2020.tif', content: earlierBytes, type: 'raster', date: SERIES.earlier },
        { name: 'dsm-2024.tif', content: laterBytes, type: 'raster', date: SERIES.later },
      ])
    ).id;
    rgb = (
      await uploadLayer(t, s.user.token, s.mapId, 'Ortho', [
        { fixture: 'geotiff/RGB.byte.tif', type: 'raster' },
      ])
    ).id;
    // The same surface 50 km east: it overlaps nothing of the first.
    const shifted = path.join(dir, 'dsm-elsewhere.tif');
    await runGdal(
      'gdal_translate',
      ['-q', '-a_ullr', '406000', '5700000', '407000', '5699000', surveys.earlier, shifted],
      { timeoutMs: 60_000 },
    );
    elsewhere = (
      await uploadLayer(t, s.user.token, s.mapId, 'Elsewhere', [
        { name: 'dsm-elsewhere.tif', content: await readFile(shifted), type: 'raster' },
      ])
    ).id;
  });

  const post = (url: string, body: unknown) =>
    t.request('POST', url, { token: s.user.token, body });
  const volume = (body: Record<string, unknown>) => post(`/api/maps/${s.mapId}/volume/`, body);
  const surveys = {
    earlier: () => ({ layer: dtm, date: SERIES.earlier }),
    later: () => ({ layer: dtm, date: SERIES.later }),
  };

  it('measures cut and fill between two dates of a series within 0.5 %, and says how', async () => {
    const res = await volume({
      polygon: around(),
      earlier: surveys.earlier(),
      later: surveys.later(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as Volume;
    expect(Math.abs(answer.cut_m3 - CUT_M3) / CUT_M3).toBeLessThan(0.005);
    expect(Math.abs(answer.fill_m3 - FILL_M3) / FILL_M3).toBeLessThan(0.005);
    expect(answer.net_m3).toBeCloseTo(answer.fill_m3 - answer.cut_m3, 2);
    expect(answer).toMatchObject({
      cut_area_m2: 1000,
      fill_area_m2: 900,
      cell_size_m: 1,
      crs: { epsg: DEM_EPSG, name: 'ETRS89 / UTM zone 32N' },
    });
    expect(answer.method).toContain('ETRS89 / UTM zone 32N (EPSG:25832)');
  });

  it('measures a stockpile against a flat base plane', async () => {
    const res = await volume({
      polygon: polygonOfCells(...CUTTING.cells),
      later: surveys.later(),
      base_elevation: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as Volume;
    // Everything of a surface above sea level is fill against a plane at 0 m.
    expect(answer.cut_m3).toBe(0);
    expect(answer.fill_m3).toBeGreaterThan(1000 * 80);
    expect(answer.cells).toBe(1000);
  });

  it('answers the height at a point, by date, and a layer of images has none', async () => {
    const [lng, lat] = polygonOfCells(CUTTING.cells[0] + 5, CUTTING.cells[1] + 5, 1, 1)
      .coordinates[0]![0]!;
    const url = `/api/maps/${s.mapId}/layers/${dtm}/elevation/`;
    const at = async (date: string) => {
      const res = await t.request('GET', url, {
        token: s.user.token,
        query: { lng: String(lng), lat: String(lat), date },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { elevation: number; survey_date: string; unit: string };
    };
    const before = await at(SERIES.earlier);
    const after = await at(SERIES.later);
    expect(before).toMatchObject({ survey_date: SERIES.earlier, unit: 'm' });
    expect(before.elevation - after.elevation).toBeCloseTo(2, 1);
    expectFieldErrors(
      await t.request('GET', `/api/maps/${s.mapId}/layers/${rgb}/elevation/`, {
        token: s.user.token,
        query: { lng: String(lng), lat: String(lat) },
      }),
      ['layer'],
    );
  });

  it('makes an elevation change layer, computed by the workers', async () => {
    const res = await post(`/api/maps/${s.mapId}/elevation-change/`, {
      earlier: surveys.earlier(),
      later: surveys.later(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const layer = res.json() as { id: number; name: string; raster_kind: string; status: string };
    expect(layer).toMatchObject({
      name: `Elevation change ${SERIES.earlier} – ${SERIES.later}`,
      raster_kind: 'difference',
      status: 'queued',
    });
    await t.runJobs();
    const read = (
      await t.request('GET', `/api/layers/${layer.id}/`, { token: s.user.token })
    ).json();
    expect(read).toMatchObject({
      status: 'ready',
      relief: { ramp: 'diverging', hillshade: false },
    });
    expect(read.value_range[0]).toBeCloseTo(-2, 3);
    expect(read.value_range[1]).toBeCloseTo(1.5, 3);
    const files = (
      await t.request('GET', `/api/layers/${layer.id}/files/`, { token: s.user.token })
    ).json();
    expect(files.map((f: { name: string }) => f.name)).toEqual([
      `elevation-change-${SERIES.earlier}-${SERIES.later}.tif`,
    ]);
  });

  it('refuses what cannot be measured with a clear 400', async () => {
    const fields = async (body: Record<string, unknown>, expected: string[]) =>
      expectFieldErrors(await volume(body), expected);
    // A series without a date, a layer of images.
    await fields({ polygon: around(), earlier: { layer: dtm }, later: surveys.later() }, [
      'earlier',
    ]);
    await fields({ polygon: around(), earlier: surveys.earlier(), later: { layer: rgb } }, [
      'later',
    ]);
    // Two surveys that do not overlap inside the polygon; a polygon outside the data.
    await fields({ polygon: around(), earlier: { layer: elsewhere }, later: surveys.later() }, [
      'polygon',
    ]);
    const far = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [0.001, 0],
          [0.001, 0.001],
          [0, 0.001],
          [0, 0],
        ],
      ],
    };
    await fields({ polygon: far, earlier: surveys.earlier(), later: surveys.later() }, ['polygon']);
    // Larger than 25 km²; edges that cross; holes; neither an earlier survey nor a base.
    const huge = {
      type: 'Polygon',
      coordinates: [
        [
          [6.9, 51.4],
          [7, 51.4],
          [7, 51.5],
          [6.9, 51.5],
          [6.9, 51.4],
        ],
      ],
    };
    const bowtie = {
      type: 'Polygon',
      coordinates: [
        [
          [6.93, 51.43],
          [6.94, 51.42],
          [6.94, 51.43],
          [6.93, 51.42],
          [6.93, 51.43],
        ],
      ],
    };
    await fields({ polygon: huge, earlier: surveys.earlier(), later: surveys.later() }, [
      'polygon',
    ]);
    await fields({ polygon: bowtie, earlier: surveys.earlier(), later: surveys.later() }, [
      'polygon',
    ]);
    await fields({ polygon: around(), later: surveys.later() }, ['earlier']);
    // An elevation change of two surveys that do not overlap.
    expectFieldErrors(
      await post(`/api/maps/${s.mapId}/elevation-change/`, {
        earlier: { layer: elsewhere },
        later: surveys.later(),
      }),
      ['later'],
    );
  });

  it('ends an elevation change whose surveys were removed with RELATED_FILE, storing nothing', async () => {
    const gone = await uploadLayer(t, s.user.token, s.mapId, 'Gone', [
      { name: 'dsm-gone.tif', content: earlierBytes, type: 'raster' },
    ]);
    const res = await post(`/api/maps/${s.mapId}/elevation-change/`, {
      earlier: { layer: gone.id },
      later: surveys.later(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const change = res.json() as { id: number };
    // Removed (as its owner may) before a worker takes the job.
    await t.container.repos.layers.delete(gone.id);
    await t.runJobs();
    const status = (
      await t.request('GET', `/api/layers/${change.id}/status`, { token: s.user.token })
    ).json();
    expect(status.files).toMatchObject([{ status: 'error', error_code: 7 }]);
    const derived = await t.db
      .selectFrom('layer_files')
      .select('name')
      .where('layer_id', '=', change.id)
      .execute();
    expect(derived.map((d) => d.name)).toEqual(['elevation-change.json']);
    expectError(
      await t.request('GET', `/api/maps/${s.mapId}/layers/${gone.id}/elevation/`, {
        token: s.user.token,
        query: { lng: '6.93', lat: '51.43' },
      }),
      404,
    );
  });
});
