import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadForm, type UploadItem } from '../test/multipart.js';
import { ALIGNMENT, alongLine, type LonLat } from '../test/routes.js';
import { createSurveyor } from '../test/surveyor.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { geodesicDistance } from '../tiles/geodesic.js';
import { latToY, lonToX, xToLon, yToLat } from '../tiles/tile-math.js';

/** A vertex with its M value. */
type LonLatM = [number, number, number];

interface Result {
  text: string;
  bounds: number[];
  layerId: number | null;
  fid: number | null;
  source: string;
}

/** The alignment with M values that do not follow its length (about 1.0, 2.3, 1.1, 1.3 km). */
const ML: LonLatM[] = ALIGNMENT.map(([x, y], i) => [x, y, [0, 2, 3, 4.5, 5][i]!]);
/** The same line 5.5 km further north, its M values starting at 10 km. */
const DOK: LonLatM[] = ALIGNMENT.map(([x, y], i) => [x, y + 0.05, [10, 11, 13.3, 14.4, 15.7][i]!]);
/** A line without M, 11 km further north: measured by its length. */
const PLAIN: LonLat[] = ALIGNMENT.map(([x, y]) => [x, y + 0.1]);

/**
 * Where the M values of `line` reach `m`: linear between two vertices in Web Mercator, where
 * PostGIS interpolates the stored line (computed here by hand, not by the code under test).
 */
function pointAtM(line: readonly LonLatM[], m: number): LonLat {
  for (let i = 0; i + 1 < line.length; i += 1) {
    const [a, b] = [line[i]!, line[i + 1]!];
    if (m >= a[2] && m <= b[2]) {
      const f = (m - a[2]) / (b[2] - a[2]);
      const x = lonToX(a[0]) + (lonToX(b[0]) - lonToX(a[0])) * f;
      const y = latToY(a[1]) + (latToY(b[1]) - latToY(a[1])) * f;
      return [xToLon(x), yToLat(y)];
    }
  }
  throw new Error(`M ${m} is not on the line`);
}

const centre = (r: Result): LonLat => [
  (r.bounds[0]! + r.bounds[2]!) / 2,
  (r.bounds[1]! + r.bounds[3]!) / 2,
];
const metresBetween = (a: LonLat, b: LonLat) => geodesicDistance(a[0], a[1], b[0], b[1]);

const csvLine = (wkt: string, elr: string) => `"${wkt}",${elr}\n`;
const wktM = (line: readonly LonLatM[]) =>
  `LINESTRING M (${line.map(([x, y, m]) => `${x} ${y} ${m}`).join(', ')})`;
const wkt2d = (line: readonly LonLat[]) =>
  `LINESTRING (${line.map(([x, y]) => `${x} ${y}`).join(', ')})`;

/**
 * Files GDAL writes from CSV with WKT: a GeoPackage with a layer of lines without M first and a
 * layer of lines with M second (so the second layer's fids start past the first's), and a
 * shapefile of lines with M (PolyLineM).
 */
function writeSources(dir: string) {
  const ogr = (args: string[]) => execFileSync('ogr2ogr', args, { stdio: 'pipe' });
  const csv = (name: string, rows: string) => {
    const file = path.join(dir, `${name}.csv`);
    writeFileSync(file, `WKT,ELR\n${rows}`);
    return file;
  };
  const plain = csv('plain', csvLine(wkt2d(PLAIN), 'PL'));
  const measured = csv('measured', csvLine(wktM(ML), 'ML') + csvLine(wktM(DOK), 'DOK'));
  const fromCsv = ['-oo', 'GEOM_POSSIBLE_NAMES=WKT', '-oo', 'KEEP_GEOM_COLUMNS=NO'];
  const gpkg = path.join(dir, 'corridor.gpkg');
  ogr(['-f', 'GPKG', gpkg, plain, ...fromCsv, '-a_srs', 'EPSG:4326', '-nln', 'plain']);
  ogr([
    ...['-f', 'GPKG', '-update', gpkg, measured, ...fromCsv, '-a_srs', 'EPSG:4326'],
    ...['-nln', 'measured', '-nlt', 'LINESTRINGM'],
  ]);
  const shp = path.join(dir, 'ml.shp');
  ogr([
    '-f',
    'ESRI Shapefile',
    shp,
    measured,
    ...fromCsv,
    '-a_srs',
    'EPSG:4326',
    '-nlt',
    'LINESTRINGM',
  ]);
  return { gpkg, shp };
}

describe('chainage on lines with M values, loaded through the pipeline', () => {
  const t = useTestApp();
  let user: TestUser;
  let mapId: number;
  let dir: string;
  let files: ReturnType<typeof writeSources>;

  beforeAll(async () => {
    ({ user, mapId } = await createSurveyor(t));
    dir = mkdtempSync(path.join(os.tmpdir(), 'waymark-measures-'));
    files = writeSources(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function uploadRoute(items: UploadItem[], layerName: string, offset = 0) {
    const form = uploadForm(items.map((i, n) => (n === 0 ? { ...i, layerName } : i)));
    const res = await t.request('PATCH', `/api/maps/${mapId}/`, {
      token: user.token,
      body: form.body,
      headers: form.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.runJobs();
    const map = (await t.request('GET', `/api/maps/${mapId}/`, { token: user.token })).json() as {
      layers: { id: number; name: string; status: string }[];
    };
    const layer = map.layers.find((l) => l.name === layerName)!;
    expect(layer.status).toBe('ready');
    const patch = await t.request('PATCH', `/api/layers/${layer.id}/`, {
      token: user.token,
      body: {
        route_enabled: true,
        route_unit: 'km',
        route_name_field: 'ELR',
        route_start_offset: offset,
      },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    return layer.id;
  }

  const file = (p: string, extra: Partial<UploadItem> = {}): UploadItem => ({
    name: path.basename(p),
    content: readFileSync(p),
    ...extra,
  });

  const search = async (query: string, layerId: number) => {
    const res = await t.request('GET', `/api/maps/${mapId}/search/`, {
      token: user.token,
      query: { query },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: Result[] }).results.filter(
      (r) => r.source === 'route' && r.layerId === layerId,
    );
  };

  const measure = async (layerId: number, fid: number, [lng, lat]: LonLat) => {
    const res = await t.request(
      'GET',
      `/api/maps/${mapId}/layers/${layerId}/features/${fid}/measure/`,
      { token: user.token, query: { lng: String(lng), lat: String(lat) } },
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { text: string; measure: number; route: string; offset: number };
  };

  /** The layer's rows of feature_measures, each with whether a feature has its fid. */
  const sideRows = async (layerId: number) =>
    (
      await sql<{ fid: string; file_id: number; matched: boolean; first_m: number }>`
        select m.fid, m.file_id, st_m(st_startpoint(st_geometryn(m.geom, 1))) as first_m,
          exists (select 1 from features f where f.layer_id = m.layer_id and f.fid = m.fid) as matched
        from feature_measures m where m.layer_id = ${layerId} order by m.fid`.execute(t.db)
    ).rows;

  let corridor: number;

  it('keeps the M values of a GeoPackage layer under its features’ fids', async () => {
    corridor = await uploadRoute([file(files.gpkg, { type: 'vector' })], 'Corridor');
    const rows = await sideRows(corridor);
    // The two lines of the measured layer, none of the plain one; the same fids as the features.
    expect(rows.map((r) => [r.first_m, r.matched])).toEqual([
      [0, true],
      [10, true],
    ]);
    const plainFid = await sql<{ fid: string }>`select fid from features
      where layer_id = ${corridor} and properties ->> 'ELR' = 'PL'`.execute(t.db);
    expect(BigInt(plainFid.rows[0]!.fid)).toBeLessThan(BigInt(rows[0]!.fid));
  });

  it('answers km 3+200 where the M values reach 3.2, within 1 m', async () => {
    const results = await search('km 3+200', corridor);
    expect(results.map((r) => r.text).sort()).toEqual(['km 3+200 — ML', 'km 3+200 — PL']);
    const ml = centre(results.find((r) => r.text.endsWith('ML'))!);
    expect(metresBetween(ml, pointAtM(ML, 3.2))).toBeLessThan(1);
    // Not where the length from the start is 3.2 km: that point is on another segment.
    expect(alongLine([ALIGNMENT], ml).along).toBeGreaterThan(3400);
    // The line without M: by its length, as before.
    const pl = centre(results.find((r) => r.text.endsWith('PL'))!);
    expect(Math.abs(alongLine([PLAIN], pl).along - 3200)).toBeLessThan(1);

    // DOK's M values start at 10 km: 3.2 is not on it, 13.2 is.
    const [dok] = await search('DOK km 13+200', corridor);
    expect(metresBetween(centre(dok!), pointAtM(DOK, 13.2))).toBeLessThan(1);
    expect(await search('DOK km 3+200', corridor)).toEqual([]);
    // A line with M reaches from its least M to its greatest: nothing past either end.
    expect((await search('km 5+500', corridor)).map((r) => r.text)).toEqual(['km 5+500 — PL']);
    expect(await search('DOK km 15+800', corridor)).toEqual([]);
    expect(await search('DOK km 9+900', corridor)).toEqual([]);
  });

  it('gives the M-based chainage at a clicked point, with the start offset', async () => {
    const fid = Number((await sideRows(corridor))[0]!.fid);
    const click = pointAtM(ML, 3.75);
    const body = await measure(corridor, fid, click);
    expect(body).toMatchObject({ text: 'km 3+750', route: 'ML' });
    expect(Math.abs(body.measure - 3.75)).toBeLessThan(0.001);
    expect(body.offset).toBeLessThan(1);
    // A click 30 m beside the line: the same measure, 30 m off it.
    const beside: LonLat = [
      click[0] + 30 / (111_320 * Math.cos((click[1] * Math.PI) / 180)),
      click[1],
    ];
    const off = await measure(corridor, fid, beside);
    expect(Math.abs(off.measure - 3.75)).toBeLessThan(0.001);
    expect(Math.abs(off.offset - 30)).toBeLessThan(1);

    // The start offset is added to the M values.
    const patch = await t.request('PATCH', `/api/layers/${corridor}/`, {
      token: user.token,
      body: { route_start_offset: 100 },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const [shifted] = await search('ML km 103+200', corridor);
    expect(metresBetween(centre(shifted!), pointAtM(ML, 3.2))).toBeLessThan(1);
    expect(await search('ML km 3+200', corridor)).toEqual([]);
    expect((await measure(corridor, fid, click)).text).toBe('km 103+750');
  });

  it('reads M from a shapefile (PolyLineM)', async () => {
    const base = files.shp.slice(0, -4);
    const layerId = await uploadRoute(
      [
        file(files.shp, { type: 'vector' }),
        file(`${base}.shx`),
        file(`${base}.dbf`),
        file(`${base}.prj`),
      ],
      'Shapefile route',
    );
    expect((await sideRows(layerId)).map((r) => [r.first_m, r.matched])).toEqual([
      [0, true],
      [10, true],
    ]);
    const [dok] = await search('DOK km 13+200', layerId);
    expect(metresBetween(centre(dok!), pointAtM(DOK, 13.2))).toBeLessThan(1);
    // Gone with the layer.
    await t.db.deleteFrom('layers').where('id', '=', layerId).execute();
    expect(await sideRows(layerId)).toEqual([]);
  });

  it('re-processing replaces the side rows; deleting the file removes them', async () => {
    const before = await sideRows(corridor);
    const [source] = await t.db
      .selectFrom('layer_files')
      .select(['id'])
      .where('layer_id', '=', corridor)
      .where('role', '=', 'source')
      .execute();
    // What an older load of the file would have left: a line since gone, other M values.
    await sql`insert into feature_measures (layer_id, file_id, fid, geom)
      select layer_id, file_id, fid + 1000, geom from feature_measures
      where layer_id = ${corridor} and fid = ${before[0]!.fid}`.execute(t.db);
    await sql`update feature_measures set geom = st_addmeasure(geom, 50, 60)
      where layer_id = ${corridor} and fid = ${before[1]!.fid}`.execute(t.db);
    expect(await sideRows(corridor)).toHaveLength(3);
    await t.db
      .updateTable('layer_files')
      .set({ status: 'queued' })
      .where('id', '=', source!.id)
      .execute();
    await t.jobs.enqueueFile(source!.id);
    await t.runJobs();
    const after = await sideRows(corridor);
    expect(after).toEqual(before);
    const builds = await sql<{ n: number }>`select count(*)::int as n from pg_tables
      where starts_with(tablename, 'features_build_')`.execute(t.db);
    expect(builds.rows[0]!.n).toBe(0);

    const deleted = await t.request('DELETE', `/api/layers/${corridor}/files/${source!.id}`, {
      token: user.token,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await sideRows(corridor)).toEqual([]);
  });
});
