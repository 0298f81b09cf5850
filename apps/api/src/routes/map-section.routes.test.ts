import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/assertions.js';
import { planeAt, planeDtmTiff, planeOrigin, type PlaneDtm } from '../test/dtm.js';
import { createSurveyor, type Surveyor } from '../test/surveyor.js';
import { useTestApp } from '../test/test-app.js';
import { uploadLayer } from '../test/viewer.js';
import { xToLon, yToLat } from '../tiles/tile-math.js';

// A plane over 800 m × 600 m (Web Mercator) near Dublin, 2 m pixels (about 1.19 m on the
// ground), with a strip of nodata 20 m wide across it.
const DTM: PlaneDtm = {
  west: -6.3,
  south: 53.33,
  pixel: 2,
  columns: 400,
  rows: 300,
  a: 0.01,
  b: 0.02,
  c: 100,
  noDataColumns: [200, 210],
};
const { x0, y0 } = planeOrigin(DTM);
const Y = y0 + 300;
const LAT = yToLat(Y);
const FROM_X = x0 + 50;
const TO_X = x0 + 750;

// Along a parallel of the WGS84 ellipsoid: metres on the ground per Mercator metre.
const E2 = (2 - 1 / 298.257223563) / 298.257223563;
const PHI = (LAT * Math.PI) / 180;
const GROUND_PER_X = Math.cos(PHI) / Math.sqrt(1 - E2 * Math.sin(PHI) ** 2);

type Series = {
  layer_id: number;
  layer_name: string;
  file_name: string;
  step_m: number;
  series: [number, number | null][];
};
type Section = { length_m: number; dtms: Series[] };

const lineText = (points: [number, number][]) =>
  points.map(([x, y]) => `${xToLon(x)},${yToLat(y)}`).join(';');
const ACROSS = lineText([
  [FROM_X, Y],
  [TO_X, Y],
]);

describe('cross sections from DTMs', () => {
  const t = useTestApp();
  let surveyor: Surveyor;
  let layerId: number;

  const section = (mapId: number, line: string, options: { token?: string; share?: string }) =>
    t.request('GET', `/api/maps/${mapId}/section/`, {
      token: options.token,
      query: { line },
      headers: options.share ? { mapshare: `Token ${options.share}` } : {},
    });

  beforeAll(async () => {
    surveyor = await createSurveyor(t);
    const first = await planeDtmTiff(DTM);
    const second = await planeDtmTiff({ ...DTM, c: DTM.c + 10 });
    const layer = await uploadLayer(t, surveyor.user.token, surveyor.mapId, 'Embankment', [
      { name: 'survey_2020.tif', content: first, type: 'raster' },
      { name: 'survey_2021.tif', content: second, type: 'raster' },
    ]);
    layerId = layer.id;
  }, 60_000);

  it('gives the plane’s heights along the line, gaps over nodata, one series per file', async () => {
    const res = await section(surveyor.mapId, ACROSS, { token: surveyor.user.token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as Section;
    // The length along the parallel on the ellipsoid, and PostGIS's geodesic agrees.
    expect(body.length_m).toBeCloseTo((TO_X - FROM_X) * GROUND_PER_X, 2);
    const geodesic = await sql<{ m: number }>`select st_length(st_makeline(
        st_makepoint(${xToLon(FROM_X)}, ${LAT}), st_makepoint(${xToLon(TO_X)}, ${LAT}))::geography) as m`.execute(
      t.db,
    );
    expect(Math.abs(body.length_m - geodesic.rows[0]!.m)).toBeLessThan(0.01);

    expect(body.dtms.map((d) => [d.layer_id, d.layer_name, d.file_name])).toEqual([
      [layerId, 'Embankment', 'survey_2020.tif'],
      [layerId, 'Embankment', 'survey_2021.tif'],
    ]);
    const [first, second] = body.dtms as [Series, Series];
    // One sample per DTM pixel along the line.
    expect(first.step_m).toBeCloseTo(DTM.pixel * GROUND_PER_X, 2);
    expect(first.series.length).toBe(Math.ceil((TO_X - FROM_X) / DTM.pixel) + 1);
    let exact = 0;
    let gaps = 0;
    for (const [d, z] of first.series) {
      const x = FROM_X + d / GROUND_PER_X;
      const column = (x - x0) / DTM.pixel;
      // Bilinear reproduces a plane exactly, away from the strip's edges (±2 pixels).
      if (column > 202 && column < 208) {
        expect(z, `at ${d} m`).toBeNull();
        gaps += 1;
      } else if (column < 198 || column > 212) {
        expect(z, `at ${d} m`).not.toBeNull();
        expect(Math.abs(z! - planeAt(DTM, x, Y)), `at ${d} m`).toBeLessThan(0.002);
        exact += 1;
      }
    }
    expect(exact).toBeGreaterThan(300);
    expect(gaps).toBeGreaterThan(2);
    // The later survey is 10 m higher at every sample.
    second.series.forEach(([d, z], i) => {
      expect(d).toBe(first.series[i]![0]);
      if (z === null) expect(first.series[i]![1]).toBeNull();
      else expect(z - first.series[i]![1]!).toBeCloseTo(10, 2);
    });
  });

  it('follows a polyline: distances grow to its length, its ends on the plane', async () => {
    const vertices: [number, number][] = [
      [x0 + 20, y0 + 20],
      [x0 + 300, y0 + 500],
      [x0 + 380, y0 + 100],
    ];
    const res = await section(surveyor.mapId, lineText(vertices), { token: surveyor.user.token });
    const [first] = (res.json() as Section).dtms as [Series];
    const distances = first.series.map(([d]) => d);
    expect(distances.every((d, i) => i === 0 || d > distances[i - 1]!)).toBe(true);
    expect(distances[0]).toBe(0);
    expect(distances.at(-1)).toBeCloseTo((res.json() as Section).length_m, 1);
    expect(first.series[0]![1]).toBeCloseTo(planeAt(DTM, x0 + 20, y0 + 20), 2);
    expect(first.series.at(-1)![1]).toBeCloseTo(planeAt(DTM, x0 + 380, y0 + 100), 2);
  });

  it('answers no DTM where the line misses them, and for maps with other rasters only', async () => {
    const far = lineText([
      [x0 - 5000, Y],
      [x0 - 4000, Y],
    ]);
    const missed = (await section(surveyor.mapId, far, { token: surveyor.user.token })).json();
    expect(missed.dtms).toEqual([]);
    expect(missed.length_m).toBeGreaterThan(500);

    const orthoMap = await t.createMap(surveyor.orgId, 'Orthophotos only');
    await sql`update maps set visibility = 'ORG' where id = ${orthoMap}`.execute(t.db);
    await uploadLayer(t, surveyor.user.token, orthoMap, 'Ortho', [
      { fixture: 'geotiff/RGB.byte.tif', type: 'raster' },
    ]);
    const overOrtho = '-78.5,24.5;-77.5,24.8';
    const res = await section(orthoMap, overOrtho, { token: surveyor.user.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().dtms).toEqual([]);
  });

  it('keeps a share viewer’s line inside the share’s bounds', async () => {
    await t.container.repos.users.setPermissions(surveyor.user.id, [
      'layers.upload',
      'maps.change_map',
      'maps.add_mapshare',
    ]);
    const share = async (bounds: number[]) => {
      const res = await t.request('POST', '/api/mapshares/', {
        token: surveyor.user.token,
        body: {
          map: surveyor.mapId,
          expiry: new Date(Date.now() + 3600_000).toISOString(),
          bounds,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().token as string;
    };
    // Far from the DTM: no data at all.
    const away = await share([-6.1, 53.2, -6.0, 53.3]);
    const outside = await section(surveyor.mapId, ACROSS, { share: away });
    expect(outside.statusCode, outside.body).toBe(200);
    expect(outside.json().dtms).toEqual([]);

    // The western part of the DTM: no sample east of the bounds.
    const edgeX = x0 + 300;
    const west = await share([-6.4, 53.2, xToLon(edgeX), 53.5]);
    const cut = (await section(surveyor.mapId, ACROSS, { share: west })).json() as Section;
    expect(cut.dtms).toHaveLength(2);
    const last = cut.dtms[0]!.series.at(-1)![0];
    expect(last).toBeLessThanOrEqual((edgeX - FROM_X) * GROUND_PER_X + 0.01);
    expect(last).toBeGreaterThan((edgeX - FROM_X) * GROUND_PER_X - DTM.pixel * 2);
  });

  it('answers 404 for another organisation’s map, 400 for a line it cannot read', async () => {
    const other = await t.createOrganisation('Other', 'other.test');
    const stranger = await t.createUser({
      email: 'stranger@other.test',
      organisations: [{ id: other, admin: true }],
    });
    expectError(await section(surveyor.mapId, ACROSS, { token: stranger.token }), 404);
    const token = surveyor.user.token;
    expectError(await section(surveyor.mapId, '-6.2,53.3', { token }), 400);
    expectError(await section(surveyor.mapId, '-6.2,53.3;200,53.3', { token }), 400);
    const tooMany = Array.from({ length: 101 }, (_, i) => `-6.${i},53.3`).join(';');
    expectError(await section(surveyor.mapId, tooMany, { token }), 400);
  });
});
