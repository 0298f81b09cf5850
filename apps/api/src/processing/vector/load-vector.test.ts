import { writeFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProcessingError } from '../processing-error.js';
import { runTool } from '../tools/run-tool.js';
import { copyFixtures, fixture, tempDir } from '../test-support/fixtures.js';
import { query, useScratchDatabase } from '../test-support/scratch-db.js';
import { loadVectorToStaging, type LoadVectorResult } from './load-vector.js';

let url: string;
let counter = 0;
const scratch = useScratchDatabase();
beforeAll(() => {
  url = scratch();
});

const load = (
  path: string,
  epsg: number | null = null,
  prefix = `t${++counter}`,
): Promise<LoadVectorResult> =>
  loadVectorToStaging({
    path,
    epsg,
    databaseUrl: url,
    schema: 'staging',
    tablePrefix: prefix,
    timeoutMs: 120_000,
  });

async function failure(promise: Promise<unknown>): Promise<ProcessingError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProcessingError);
  return err as ProcessingError;
}

async function stagingTables(prefix: string): Promise<string[]> {
  const rows = await query<{ t: string }>(
    url,
    `SELECT table_name AS t FROM information_schema.tables
     WHERE table_schema = 'staging' AND table_name LIKE $1`,
    [`${prefix}\\_%`],
  );
  return rows.map((r) => r.t);
}

/** ogrinfo's extent (in the source CRS) as EPSG:4326 bounds, computed by PostGIS. */
async function expectedBounds(extent: number[], srid: number): Promise<number[]> {
  const [row] = await query<{ b: number[] }>(
    url,
    `SELECT ARRAY[ST_XMin(g), ST_YMin(g), ST_XMax(g), ST_YMax(g)] AS b
       FROM ST_Transform(ST_MakeEnvelope($1, $2, $3, $4, $5), 4326) AS g`,
    [...extent, srid],
  );
  return row!.b;
}

function expectClose(actual: number[] | null, expected: number[], tolerance: number) {
  expect(actual).not.toBeNull();
  actual!.forEach((v, i) => expect(Math.abs(v - expected[i]!)).toBeLessThan(tolerance));
}

describe('loadVectorToStaging: shapefiles', () => {
  it('box.shp → one table in EPSG:3857 with ogc_fid, geom and its attributes', async () => {
    const { tables } = await load(fixture('shapefile/box.shp'), null, 'box');
    expect(tables).toHaveLength(1);
    expect(tables[0]).toMatchObject({
      table: 'box_1',
      sourceLayer: 'box',
      featureCount: 1,
      fields: ['id'],
      subLayerField: null,
      styleField: null,
      geometryType: 'POLYGON',
    });
    const [col] = await query<{ srid: number }>(
      url,
      `SELECT Find_SRID('staging', 'box_1', 'geom') AS srid`,
    );
    expect(col!.srid).toBe(3857);
    const [row] = await query<{ ogc_fid: number }>(url, 'SELECT ogc_fid FROM staging.box_1');
    expect(row!.ogc_fid).toBe(1);
    expectClose(
      tables[0]!.bounds,
      await expectedBounds([175000, 2700000, 250000, 2750000], 32618),
      1e-3,
    );
  });

  it('loading again replaces the table instead of adding to it', async () => {
    await load(fixture('shapefile/box.shp'), null, 'again');
    const { tables } = await load(fixture('shapefile/box.shp'), null, 'again');
    expect(tables[0]!.featureCount).toBe(1);
    const [row] = await query<{ n: string }>(url, 'SELECT count(*) AS n FROM staging.again_1');
    expect(Number(row!.n)).toBe(1);
  });

  it('senate.shp (Massachusetts State Plane) keeps 40 features and its field names', async () => {
    const { tables } = await load(fixture('shapefile/senate.shp'));
    expect(tables[0]).toMatchObject({ featureCount: 40, geometryType: 'POLYGON' });
    expect(tables[0]!.fields).toEqual([
      'SENDISTNUM',
      'SEN_DIST',
      'SEN_FIRST',
      'SEN_LAST',
      'SEN_PARTY',
      'SENATOR',
      'URL',
      'SHAPE_AREA',
      'SHAPE_LEN',
    ]);
    // ogrinfo's extent, reprojected as a box: its corners bend a little against the real outline.
    expectClose(
      tables[0]!.bounds,
      await expectedBounds([33861.26, 777514.31, 330846.0901, 959747.44], 26986),
      0.05,
    );
  });

  it('LGA_2013_AUST.shp (GDA94) loads 13 features', async () => {
    const { tables } = await load(fixture('shapefile/LGA_2013_AUST.shp'));
    expect(tables[0]!.featureCount).toBe(13);
    expect(tables[0]!.fields).toContain('LGA_NAME13');
  });

  it('counties.shp has no .prj: PROJECTION, unless an EPSG code is given', async () => {
    expect((await failure(load(fixture('shapefile/counties.shp')))).title).toBe('PROJECTION');
    // Its coordinates are longitude/latitude degrees (ogrinfo: -73.51,41.24 - -69.93,42.89).
    const { tables } = await load(fixture('shapefile/counties.shp'), 4326);
    expect(tables[0]!.featureCount).toBe(14);
    expectClose(tables[0]!.bounds, [-73.50821, 41.238753, -69.927507, 42.886778], 1e-4);
  });

  it('an unknown EPSG code is PROJECTION', async () => {
    expect((await failure(load(fixture('shapefile/box.shp'), 999999))).title).toBe('PROJECTION');
  });

  it.each(['.dbf', '.shx'])(
    'a shapefile without its %s is RELATED_FILE, before GDAL runs',
    async (missing) => {
      const dir = await tempDir();
      const parts = ['.shp', '.shx', '.dbf', '.prj'].filter((e) => e !== missing);
      await copyFixtures(
        dir,
        parts.map((e) => [`shapefile/box${e}`]),
      );
      const err = await failure(load(`${dir}/box.shp`, null, 'nodbf'));
      expect(err.title).toBe('RELATED_FILE');
      expect(err.detail).toContain(missing);
      expect(await stagingTables('nodbf')).toEqual([]);
    },
  );

  it('a truncated .shp fails (OGR2OGR_PGIS) instead of loading features without geometry', async () => {
    const dir = await tempDir();
    await copyFixtures(dir, [
      ['shapefile/senate.shx'],
      ['shapefile/senate.dbf'],
      ['shapefile/senate.prj'],
    ]);
    const { readFile } = await import('node:fs/promises');
    await writeFile(
      `${dir}/senate.shp`,
      (await readFile(fixture('shapefile/senate.shp'))).subarray(0, 200_000),
    );
    const err = await failure(load(`${dir}/senate.shp`, null, 'cut'));
    expect(err.title).toBe('OGR2OGR_PGIS');
    expect(err.detail).toMatch(/reading object/);
    expect(await stagingTables('cut')).toEqual([]);
  });

  it('a text file renamed .shp is GDAL_COMPATIBLE', async () => {
    const dir = await tempDir();
    await writeFile(`${dir}/x.shp`, 'not a shapefile\n'.repeat(10));
    await copyFixtures(dir, [
      ['shapefile/box.shx', 'x.shx'],
      ['shapefile/box.dbf', 'x.dbf'],
    ]);
    expect((await failure(load(`${dir}/x.shp`))).title).toBe('GDAL_COMPATIBLE');
  });
});

describe('loadVectorToStaging: GeoJSON details', () => {
  it('keeps attribute names as written and repairs invalid polygons', async () => {
    const dir = await tempDir();
    const feature = (props: object, coordinates: number[][][]) => ({
      type: 'Feature',
      properties: props,
      geometry: { type: 'Polygon', coordinates },
    });
    await writeFile(
      `${dir}/odd.geojson`,
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          feature({ NAME: 'bowtie', Größe: 1, 'with space': 'x' }, [
            [
              [0, 0],
              [1, 1],
              [1, 0],
              [0, 1],
              [0, 0],
            ],
          ]),
          feature({ NAME: 'square', Größe: 2, 'with space': 'y' }, [
            [
              [0, 0],
              [1, 0],
              [1, 1],
              [0, 1],
              [0, 0],
            ],
          ]),
        ],
      }),
    );
    const { tables } = await load(`${dir}/odd.geojson`, null, 'odd');
    expect(tables[0]!.fields).toEqual(['NAME', 'Größe', 'with space']);
    const rows = await query<{ valid: boolean; type: string }>(
      url,
      `SELECT ST_IsValid(geom) AS valid, GeometryType(geom) AS type FROM staging.odd_1 ORDER BY ogc_fid`,
    );
    expect(rows).toEqual([
      { valid: true, type: 'MULTIPOLYGON' },
      { valid: true, type: 'POLYGON' },
    ]);
  });

  it('a feature GDAL cannot repair fails the whole file (no silent loss)', async () => {
    const dir = await tempDir();
    await writeFile(
      `${dir}/broken.geojson`,
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { n: 1 },
            geometry: { type: 'Point', coordinates: [1, 1] },
          },
          {
            type: 'Feature',
            properties: { n: 2 },
            geometry: { type: 'LineString', coordinates: [[0, 0]] },
          },
        ],
      }),
    );
    expect((await failure(load(`${dir}/broken.geojson`, null, 'broken'))).title).toBe(
      'OGR2OGR_PGIS',
    );
    // The same geometry inside a GeoPackage fails with the GeoPackage code.
    await runTool(
      'ogr2ogr',
      ['-f', 'GPKG', `${dir}/broken.gpkg`, `${dir}/broken.geojson`, '-nlt', 'GEOMETRY'],
      { timeoutMs: 30_000 },
    );
    expect((await failure(load(`${dir}/broken.gpkg`, null, 'brokengpkg'))).title).toBe(
      'OGR2OGR_GPKG',
    );
    expect(await stagingTables('broken')).toEqual([]);
  });
});

describe('loadVectorToStaging: feature ids', () => {
  const points = (ids: unknown[]) =>
    JSON.stringify({
      type: 'FeatureCollection',
      features: ids.map((id, i) => ({
        type: 'Feature',
        properties: { ogc_fid: id, n: i },
        geometry: { type: 'Point', coordinates: [i, i] },
      })),
    });

  it('an ogc_fid attribute with unique integers becomes the fid', async () => {
    const dir = await tempDir();
    await writeFile(`${dir}/ids.geojson`, points([5, 7]));
    const { tables } = await load(`${dir}/ids.geojson`, null, 'ids');
    expect(tables[0]!.fields).toEqual(['n']);
    const rows = await query<{ ogc_fid: number }>(
      url,
      'SELECT ogc_fid FROM staging.ids_1 ORDER BY 1',
    );
    expect(rows.map((r) => r.ogc_fid)).toEqual([5, 7]);
  });

  it.each([
    ['duplicated', [1, 1]],
    ['text', ['a', 'b']],
  ])('an ogc_fid attribute with %s values leaves no usable fid → HAS_FID', async (_kind, ids) => {
    const dir = await tempDir();
    await writeFile(`${dir}/ids.geojson`, points(ids));
    const err = await failure(load(`${dir}/ids.geojson`, null, 'badids'));
    expect(err.title).toBe('HAS_FID');
    expect(err.code).toBe(9);
    expect(await stagingTables('badids')).toEqual([]);
  });
});

describe('loadVectorToStaging: GeoPackages', () => {
  it('gdal_sample.gpkg: every layer its own table, each from its own CRS, flattened to 2D', async () => {
    const { tables } = await load(fixture('gpkg/gdal_sample.gpkg'), null, 'sample');
    expect(tables).toHaveLength(16);
    expect(tables.reduce((n, t) => n + t.featureCount, 0)).toBe(50);
    expect(tables.map((t) => t.sourceLayer).slice(0, 3)).toEqual([
      'point2d',
      'linestring2d',
      'polygon2d',
    ]);
    expect(tables.map((t) => t.table).slice(0, 2)).toEqual(['sample_1', 'sample_2']);
    // polygon2d is in UTM 31N with coordinates 0..10 m: near the zone's false origin, 3°W of 0°E.
    const polygon = tables.find((t) => t.sourceLayer === 'polygon2d')!;
    expectClose(polygon.bounds, await expectedBounds([0, 0, 10, 10], 32631), 1e-6);
    const linestring = tables.find((t) => t.sourceLayer === 'linestring2d')!;
    expectClose(linestring.bounds, [1, 2, 3, 4], 1e-9);
    const dims = await query<{ d: number }>(
      url,
      'SELECT DISTINCT ST_NDims(geom) AS d FROM staging.sample_16 WHERE geom IS NOT NULL',
    );
    expect(dims).toEqual([{ d: 2 }]);
  });

  it('rte.gpkg: the attribute-only media table is skipped', async () => {
    const { tables } = await load(fixture('gpkg/rte.gpkg'));
    expect(tables.map((t) => [t.sourceLayer, t.featureCount, t.geometryType])).toEqual([
      ['cats_feature', 4, 'POINT'],
    ]);
  });

  it('example.gpkg fails whole (OGR2OGR_GPKG): one feature has a geometry GDAL cannot read', async () => {
    // non_linear_geometries feature 4 is WKB MultiLineString holding a CircularString, which
    // the GeoPackage spec does not allow: GDAL reads it as no geometry ("Unable to read geometry").
    const err = await failure(load(fixture('gpkg/example.gpkg'), null, 'example'));
    expect(err.title).toBe('OGR2OGR_GPKG');
    expect(err.detail).toContain('Unable to read geometry');
    expect(await stagingTables('example')).toEqual([]);
  });

  it('curved geometries (circular strings, curve polygons) become lines and polygons', async () => {
    const dir = await tempDir();
    await writeFile(
      `${dir}/curves.csv`,
      [
        'WKT,name',
        '"CIRCULARSTRING(0 0,1 1,2 0)",arc',
        '"CURVEPOLYGON(CIRCULARSTRING(0 0,1 1,2 0,1 -1,0 0))",disc',
        '"COMPOUNDCURVE(CIRCULARSTRING(0 0,1 1,2 0),(2 0,3 0))",hook',
      ].join('\n'),
    );
    await runTool(
      'ogr2ogr',
      [
        '-f',
        'GPKG',
        `${dir}/curves.gpkg`,
        `${dir}/curves.csv`,
        '-oo',
        'KEEP_GEOM_COLUMNS=NO',
        '-a_srs',
        'EPSG:4326',
        '-nlt',
        'GEOMETRY',
      ],
      { timeoutMs: 30_000 },
    );
    const { tables } = await load(`${dir}/curves.gpkg`, null, 'curves');
    const rows = await query<{ name: string; type: string; points: number }>(
      url,
      `SELECT name, GeometryType(geom) AS type, ST_NPoints(geom) AS points FROM staging.curves_1 ORDER BY ogc_fid`,
    );
    expect(rows.map((r) => [r.name, r.type])).toEqual([
      ['arc', 'LINESTRING'],
      ['disc', 'POLYGON'],
      ['hook', 'LINESTRING'],
    ]);
    // Linearised, not reduced to the control points.
    expect(rows.every((r) => r.points > 10)).toBe(true);
    expect(tables[0]!.fields).toEqual(['name']);
  });

  it('a GeoPackage with only raster tiles has no vector layers → GDAL_COMPATIBLE', async () => {
    const dir = await tempDir();
    await runTool(
      'gdal_translate',
      ['-of', 'GPKG', fixture('geotiff/byte.tif'), `${dir}/tiles.gpkg`],
      { timeoutMs: 30_000 },
    );
    expect((await failure(load(`${dir}/tiles.gpkg`))).title).toBe('GDAL_COMPATIBLE');
  });

  it('a layer that cannot be reprojected fails the file and drops the tables already made', async () => {
    const dir = await tempDir();
    const point = (lat: number) =>
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { a: 1 },
            geometry: { type: 'Point', coordinates: [10, lat] },
          },
        ],
      });
    await writeFile(`${dir}/good.geojson`, point(50));
    await writeFile(`${dir}/beyond.geojson`, point(95));
    await runTool(
      'ogr2ogr',
      ['-f', 'GPKG', `${dir}/two.gpkg`, `${dir}/good.geojson`, '-nln', 'good'],
      { timeoutMs: 30_000 },
    );
    await runTool(
      'ogr2ogr',
      ['-update', '-f', 'GPKG', `${dir}/two.gpkg`, `${dir}/beyond.geojson`, '-nln', 'beyond'],
      { timeoutMs: 30_000 },
    );
    const err = await failure(load(`${dir}/two.gpkg`, null, 'two'));
    expect(err.title).toBe('PROJECTION');
    expect(await stagingTables('two')).toEqual([]);
  });
});

describe('loadVectorToStaging: CAD', () => {
  it('a DXF with a .prj beside it: one table, sub-layers in "Layer", style strings kept', async () => {
    const { tables } = await load(fixture('cad/sample_AC1018_ascii.dxf'), null, 'dxf');
    expect(tables).toHaveLength(1);
    const t = tables[0]!;
    expect(t).toMatchObject({
      sourceLayer: 'entities',
      featureCount: 273,
      subLayerField: 'Layer',
      styleField: 'waymark_ogr_style',
      geometryType: 'GEOMETRY',
    });
    expect(t.fields).toEqual([
      'Layer',
      'PaperSpace',
      'SubClasses',
      'Linetype',
      'EntityHandle',
      'Text',
    ]);
    const layers = await query<{ l: string }>(
      url,
      `SELECT DISTINCT "Layer" AS l FROM staging.dxf_1 ORDER BY 1`,
    );
    expect(layers.map((r) => r.l)).toEqual(
      expect.arrayContaining(['0', 'Defpoints', 'Layer1', 'Layer2', 'Layer_Lt_dash']),
    );
    const [styled] = await query<{ n: string }>(
      url,
      `SELECT count(*) AS n FROM staging.dxf_1 WHERE waymark_ogr_style <> ''`,
    );
    expect(Number(styled!.n)).toBe(273);
    // The .prj (Massachusetts State Plane) placed the drawing's 0..1852 units near its origin.
    expectClose(
      t.bounds,
      await expectedBounds([1.494404, -566.168582, 1852.185634, 111.235495], 26986),
      0.01,
    );
    // Only CAD-supported geometry kinds reach the table: the 3D solid became polygons.
    const kinds = await query<{ k: string }>(
      url,
      `SELECT DISTINCT GeometryType(geom) AS k FROM staging.dxf_1 ORDER BY 1`,
    );
    expect(kinds.map((r) => r.k)).toEqual([
      'LINESTRING',
      'MULTILINESTRING',
      'MULTIPOLYGON',
      'POINT',
      'POLYGON',
    ]);
  });

  it('a DXF without .prj or EPSG code is PROJECTION; with a code it loads', async () => {
    expect((await failure(load(fixture('cad/sample_AC1009_ascii.dxf')))).title).toBe('PROJECTION');
    const { tables } = await load(fixture('cad/sample_AC1009_ascii.dxf'), 27700);
    expect(tables[0]).toMatchObject({ featureCount: 435, subLayerField: 'Layer' });
  });

  it('a binary DXF (unreadable by GDAL 3.6) is GDAL_COMPATIBLE', async () => {
    expect((await failure(load(fixture('cad/sample_AC1009_binary.dxf'), 27700))).title).toBe(
      'GDAL_COMPATIBLE',
    );
  });

  it('an R2000 DWG is read by the CAD driver; its drawing layers become one table', async () => {
    const { tables } = await load(fixture('cad/sample_AC1015.dwg'), 27700, 'dwg15');
    expect(tables).toHaveLength(1);
    expect(tables[0]).toMatchObject({
      featureCount: 16,
      subLayerField: 'Layer',
      styleField: 'waymark_ogr_style',
    });
    const layers = await query<{ l: string; n: string }>(
      url,
      `SELECT "Layer" AS l, count(*) AS n FROM staging.dwg15_1 GROUP BY 1 ORDER BY 1`,
    );
    expect(layers.map((r) => [r.l, Number(r.n)])).toEqual([
      ['0', 15],
      ['Layer_Lock', 1],
    ]);
  });

  it('triple_circles.dwg: circles (arcs) become line strings', async () => {
    const { tables } = await load(fixture('cad/triple_circles.dwg'), 27700);
    expect(tables[0]).toMatchObject({ featureCount: 3, geometryType: 'LINESTRING' });
  });

  it.each([
    ['sample_AC1014.dwg', 200],
    ['sample_AC1018.dwg', 200],
    ['sample_AC1032.dwg', 250],
  ])('%s is converted to DXF with LibreDWG and loaded', async (name, atLeast) => {
    const { tables } = await load(fixture(`cad/${name}`), 2157);
    expect(tables[0]!.subLayerField).toBe('Layer');
    expect(tables[0]!.featureCount).toBeGreaterThan(atLeast);
    const layers = await query<{ l: string }>(
      url,
      `SELECT DISTINCT upper("Layer") AS l FROM staging.${tables[0]!.table}`,
    );
    // R14 drawings store layer names in capitals.
    expect(layers.map((r) => r.l)).toEqual(
      expect.arrayContaining(['0', 'LAYER1', 'LAYER2', 'DEFPOINTS']),
    );
  });

  it('a DWG takes its CRS from a .prj beside it', async () => {
    const dir = await tempDir();
    await copyFixtures(dir, [
      ['cad/sample_AC1014.dwg', 'plan.dwg'],
      ['shapefile/senate.prj', 'plan.prj'],
    ]);
    const { tables } = await load(`${dir}/plan.dwg`);
    expectClose(
      tables[0]!.bounds,
      await expectedBounds([1.494404, -566.168582, 1852.185634, 111.235495], 26986),
      0.01,
    );
  });

  it('a PDF renamed .dxf is GDAL_COMPATIBLE; a text file renamed .dwg too', async () => {
    const dir = await tempDir();
    await copyFixtures(dir, [['attachments/pdf-definition.pdf', 'plan.dxf']]);
    await writeFile(`${dir}/notes.dwg`, 'AC? no, just text');
    expect((await failure(load(`${dir}/plan.dxf`, 27700))).title).toBe('GDAL_COMPATIBLE');
    expect((await failure(load(`${dir}/notes.dwg`, 27700))).title).toBe('GDAL_COMPATIBLE');
  });
});
