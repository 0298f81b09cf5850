import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { runTool } from '../tools/run-tool.js';
import { copyFixtures, fixture, tempDir } from '../test-support/fixtures.js';
import { query } from '../test-support/scratch-db.js';
import { expectClose, failure, firstFid, useVectorBuilds } from '../test-support/vector-builds.js';

const { url, nextFileId, load, buildTables, failsWithoutLeftovers, expectedBounds } =
  useVectorBuilds();

describe('loadVectorFile: shapefiles', () => {
  it('box.shp → one table in the features layout: EPSG:3857, fid, properties', async () => {
    const fileId = nextFileId();
    const loaded = await load(fixture('shapefile/box.shp'), null, fileId);
    expect(loaded).toMatchObject({ featureCount: 1, attributes: ['id'], subLayers: [] });
    // No layer carries M: no measures table, no second pass.
    expect(loaded.measures).toBeNull();
    expect(loaded.layers).toHaveLength(1);
    expect(loaded.layers[0]).toMatchObject({
      sourceLayer: 'box',
      featureCount: 1,
      fields: ['id'],
      geometryType: 'POLYGON',
    });
    const [row] = await query<{ srid: number; fid: string; layer_id: number; file_id: number }>(
      url(),
      `SELECT ST_SRID(geom) AS srid, fid, layer_id, file_id, properties FROM ${loaded.table}`,
    );
    expect(row).toMatchObject({ srid: 3857, layer_id: 1, file_id: fileId });
    // The file's range starts at its first fid; a shapefile numbers its records from 0.
    expect(BigInt(row!.fid)).toBe(firstFid(fileId));
    expectClose(
      loaded.bounds,
      await expectedBounds([175000, 2700000, 250000, 2750000], 32618),
      1e-3,
    );
  });

  it('loading again (a retry) replaces what an interrupted attempt left, with the same fids', async () => {
    const fileId = nextFileId();
    const first = await load(fixture('shapefile/box.shp'), null, fileId);
    const again = await load(fixture('shapefile/box.shp'), null, fileId);
    expect(await buildTables(fileId)).toEqual([again.table]);
    expect(first.table).not.toBe(again.table);
    const rows = await query<{ fid: string }>(url(), `SELECT fid FROM ${again.table}`);
    expect(rows.map((r) => BigInt(r.fid))).toEqual([firstFid(fileId)]);
  });

  it('senate.shp (Massachusetts State Plane) keeps 40 features and its field names', async () => {
    const loaded = await load(fixture('shapefile/senate.shp'));
    expect(loaded.layers[0]).toMatchObject({ featureCount: 40, geometryType: 'POLYGON' });
    expect(loaded.layers[0]!.fields).toEqual([
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
    const [row] = await query<{ p: Record<string, unknown> }>(
      url(),
      `SELECT properties AS p FROM ${loaded.table} ORDER BY fid LIMIT 1`,
    );
    expect(Object.keys(row!.p).sort()).toEqual([...loaded.layers[0]!.fields].sort());
    // ogrinfo's extent, reprojected as a box: its corners bend a little against the real outline.
    expectClose(
      loaded.bounds,
      await expectedBounds([33861.26, 777514.31, 330846.0901, 959747.44], 26986),
      0.05,
    );
  });

  it('LGA_2013_AUST.shp (GDA94): its one record with a shape is its one feature', async () => {
    const loaded = await load(fixture('shapefile/LGA_2013_AUST.shp'));
    // 12 of the file's 13 records have no geometry: they cannot be drawn, so are not loaded.
    expect(loaded.featureCount).toBe(1);
    expect(loaded.layers[0]!.fields).toContain('LGA_NAME13');
  });

  it('counties.shp has no .prj: PROJECTION, unless an EPSG code is given', async () => {
    expect((await failure(load(fixture('shapefile/counties.shp')))).title).toBe('PROJECTION');
    // Its coordinates are longitude/latitude degrees (ogrinfo: -73.51,41.24 - -69.93,42.89).
    const loaded = await load(fixture('shapefile/counties.shp'), 4326);
    expect(loaded.featureCount).toBe(14);
    expectClose(loaded.bounds, [-73.50821, 41.238753, -69.927507, 42.886778], 1e-4);
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
      const err = await failsWithoutLeftovers(`${dir}/box.shp`);
      expect(err.title).toBe('RELATED_FILE');
      expect(err.detail).toContain(missing);
    },
  );

  it('a truncated .shp fails (OGR2OGR_PGIS) instead of loading features without geometry', async () => {
    const dir = await tempDir();
    await copyFixtures(dir, [
      ['shapefile/senate.shx'],
      ['shapefile/senate.dbf'],
      ['shapefile/senate.prj'],
    ]);
    await writeFile(
      `${dir}/senate.shp`,
      (await readFile(fixture('shapefile/senate.shp'))).subarray(0, 200_000),
    );
    const err = await failsWithoutLeftovers(`${dir}/senate.shp`);
    expect(err.title).toBe('OGR2OGR_PGIS');
    expect(err.detail).toMatch(/reading object/);
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

const polygon = (props: object, coordinates: number[][][]) => ({
  type: 'Feature',
  properties: props,
  geometry: { type: 'Polygon', coordinates },
});
const collection = (features: object[]) => JSON.stringify({ type: 'FeatureCollection', features });

describe('loadVectorFile: GeoJSON details', () => {
  it('keeps attribute names as written and repairs invalid polygons', async () => {
    const dir = await tempDir();
    await writeFile(
      `${dir}/odd.geojson`,
      collection([
        polygon({ NAME: 'bowtie', Größe: 1, 'with space': 'x' }, [
          [
            [0, 0],
            [1, 1],
            [1, 0],
            [0, 1],
            [0, 0],
          ],
        ]),
        polygon({ NAME: 'square', Größe: 2, 'with space': 'y' }, [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 1],
            [0, 0],
          ],
        ]),
      ]),
    );
    const loaded = await load(`${dir}/odd.geojson`);
    expect(loaded.layers[0]!.fields).toEqual(['NAME', 'Größe', 'with space']);
    const rows = await query<{ valid: boolean; type: string; p: object }>(
      url(),
      `SELECT ST_IsValid(geom) AS valid, GeometryType(geom) AS type, properties AS p
         FROM ${loaded.table} ORDER BY fid`,
    );
    expect(rows).toEqual([
      { valid: true, type: 'MULTIPOLYGON', p: { NAME: 'bowtie', Größe: 1, 'with space': 'x' } },
      { valid: true, type: 'POLYGON', p: { NAME: 'square', Größe: 2, 'with space': 'y' } },
    ]);
  });

  it('keeps the kinds of values: booleans, nulls, arrays and objects stay JSON', async () => {
    const dir = await tempDir();
    const point = (properties: object) => ({
      type: 'Feature',
      properties,
      geometry: { type: 'Point', coordinates: [1, 1] },
    });
    await writeFile(
      `${dir}/kinds.geojson`,
      collection([
        point({ b: true, n: null, s: 'it\'s "quoted"', a: [1, 2], o: { k: ['x', null] } }),
      ]),
    );
    const loaded = await load(`${dir}/kinds.geojson`);
    const [row] = await query<{ p: object }>(url(), `SELECT properties AS p FROM ${loaded.table}`);
    expect(row!.p).toEqual({
      b: true,
      n: null,
      s: 'it\'s "quoted"',
      a: [1, 2],
      o: { k: ['x', null] },
    });
  });

  it('a feature GDAL cannot repair fails the whole file (no silent loss)', async () => {
    const dir = await tempDir();
    await writeFile(
      `${dir}/broken.geojson`,
      collection([
        { type: 'Feature', properties: { n: 1 }, geometry: { type: 'Point', coordinates: [1, 1] } },
        {
          type: 'Feature',
          properties: { n: 2 },
          geometry: { type: 'LineString', coordinates: [[0, 0]] },
        },
      ]),
    );
    expect((await failsWithoutLeftovers(`${dir}/broken.geojson`)).title).toBe('OGR2OGR_PGIS');
    // The same geometry inside a GeoPackage fails with the GeoPackage code.
    await runTool(
      'ogr2ogr',
      ['-f', 'GPKG', `${dir}/broken.gpkg`, `${dir}/broken.geojson`, '-nlt', 'GEOMETRY'],
      { timeoutMs: 30_000 },
    );
    expect((await failsWithoutLeftovers(`${dir}/broken.gpkg`)).title).toBe('OGR2OGR_GPKG');
  });
});

describe('loadVectorFile: feature ids', () => {
  const points = (ids: unknown[]) =>
    collection(
      ids.map((id, i) => ({
        type: 'Feature',
        properties: { ogc_fid: id, n: i },
        geometry: { type: 'Point', coordinates: [i, i] },
      })),
    );

  it('an ogc_fid attribute with unique integers becomes the fid', async () => {
    const dir = await tempDir();
    await writeFile(`${dir}/ids.geojson`, points([5, 7]));
    const fileId = nextFileId();
    const loaded = await load(`${dir}/ids.geojson`, null, fileId);
    expect(loaded.layers[0]!.fields).toEqual(['n']);
    const rows = await query<{ fid: string }>(url(), `SELECT fid FROM ${loaded.table} ORDER BY 1`);
    expect(rows.map((r) => BigInt(r.fid) - firstFid(fileId))).toEqual([5n, 7n]);
  });

  it.each([
    ['duplicated', [1, 1]],
    ['text', ['a', 'b']],
  ])('an ogc_fid attribute with %s values leaves no usable fid → HAS_FID', async (_kind, ids) => {
    const dir = await tempDir();
    await writeFile(`${dir}/ids.geojson`, points(ids));
    const err = await failsWithoutLeftovers(`${dir}/ids.geojson`);
    expect(err.title).toBe('HAS_FID');
    expect(err.code).toBe(9);
  });
});

describe('loadVectorFile: GeoPackages', () => {
  it('gdal_sample.gpkg: every layer a sub-layer, each from its own CRS, flattened to 2D', async () => {
    const loaded = await load(fixture('gpkg/gdal_sample.gpkg'));
    expect(loaded.layers).toHaveLength(16);
    // 50 records, 34 of them with a geometry.
    expect(loaded.featureCount).toBe(34);
    expect(loaded.layers.map((l) => l.sourceLayer).slice(0, 3)).toEqual([
      'point2d',
      'linestring2d',
      'polygon2d',
    ]);
    expect(loaded.subLayers).toEqual(loaded.layers.map((l) => l.sourceLayer).sort());
    // polygon2d is in UTM 31N with coordinates 0..10 m: near the zone's false origin, 3°W of 0°E.
    const polygon2d = loaded.layers.find((l) => l.sourceLayer === 'polygon2d')!;
    expectClose(polygon2d.bounds, await expectedBounds([0, 0, 10, 10], 32631), 1e-6);
    const linestring = loaded.layers.find((l) => l.sourceLayer === 'linestring2d')!;
    expectClose(linestring.bounds, [1, 2, 3, 4], 1e-9);
    const dims = await query<{ d: number }>(
      url(),
      `SELECT DISTINCT ST_NDims(geom) AS d FROM ${loaded.table} WHERE sub_layer = 'geometry3d'`,
    );
    expect(dims).toEqual([{ d: 2 }]);
    // Each layer's fids start past the layer before: none repeats.
    const [fids] = await query<{ n: number; distinct: number }>(
      url(),
      `SELECT count(*)::int AS n, count(DISTINCT fid)::int AS distinct FROM ${loaded.table}`,
    );
    expect(fids).toEqual({ n: 34, distinct: 34 });
  });

  it('rte.gpkg: the attribute-only media table is skipped', async () => {
    const loaded = await load(fixture('gpkg/rte.gpkg'));
    expect(loaded.layers.map((l) => [l.sourceLayer, l.featureCount, l.geometryType])).toEqual([
      ['cats_feature', 4, 'POINT'],
    ]);
  });

  it('example.gpkg fails whole (OGR2OGR_GPKG): one feature has a geometry GDAL cannot read', async () => {
    // non_linear_geometries feature 4 is WKB MultiLineString holding a CircularString, which
    // the GeoPackage spec does not allow: GDAL reads it as no geometry ("Unable to read geometry").
    const err = await failsWithoutLeftovers(fixture('gpkg/example.gpkg'));
    expect(err.title).toBe('OGR2OGR_GPKG');
    expect(err.detail).toContain('Unable to read geometry');
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
    const loaded = await load(`${dir}/curves.gpkg`);
    const rows = await query<{ name: string; type: string; points: number }>(
      url(),
      `SELECT properties ->> 'name' AS name, GeometryType(geom) AS type, ST_NPoints(geom) AS points
         FROM ${loaded.table} ORDER BY fid`,
    );
    expect(rows.map((r) => [r.name, r.type])).toEqual([
      ['arc', 'LINESTRING'],
      ['disc', 'POLYGON'],
      ['hook', 'LINESTRING'],
    ]);
    // Linearised, not reduced to the control points.
    expect(rows.every((r) => r.points > 10)).toBe(true);
    expect(loaded.layers[0]!.fields).toEqual(['name']);
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

  it('a layer that cannot be reprojected fails the file and drops what was loaded', async () => {
    const dir = await tempDir();
    const point = (lat: number) =>
      collection([
        {
          type: 'Feature',
          properties: { a: 1 },
          geometry: { type: 'Point', coordinates: [10, lat] },
        },
      ]);
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
    expect((await failsWithoutLeftovers(`${dir}/two.gpkg`)).title).toBe('PROJECTION');
  });
});

describe('loadVectorFile: lines with M (a route’s own measures)', () => {
  it('a PolyLineM shapefile: its lines with M, in EPSG:3857, under the features’ fids', async () => {
    const dir = await tempDir();
    await writeFile(
      `${dir}/lines.csv`,
      'WKT,name\n"LINESTRING M (-6.3 53.35 10, -6.26 53.365 12.5)",a\n' +
        '"LINESTRING ZM (-6.3 53.4 0 0, -6.26 53.41 5 1.25)",b\n',
    );
    await runTool(
      'ogr2ogr',
      [
        ...['-f', 'ESRI Shapefile', `${dir}/lines.shp`, `${dir}/lines.csv`, '-nlt', 'LINESTRINGZM'],
        ...['-oo', 'GEOM_POSSIBLE_NAMES=WKT', '-oo', 'KEEP_GEOM_COLUMNS=NO', '-a_srs', 'EPSG:4326'],
      ],
      { timeoutMs: 30_000 },
    );
    const fileId = nextFileId();
    const loaded = await load(`${dir}/lines.shp`, null, fileId);
    expect(loaded.measures).toBe(`${loaded.table}_m`);
    const rows = await query<{ fid: string; name: string; srid: number; m: number[] }>(
      url(),
      `SELECT m.fid, f.properties ->> 'name' AS name, ST_SRID(m.geom) AS srid,
              ARRAY[ST_M(ST_StartPoint(m.geom)), ST_M(ST_EndPoint(m.geom))] AS m
         FROM ${loaded.measures} m JOIN ${loaded.table} f USING (fid) ORDER BY m.fid`,
    );
    expect(rows.map((r) => [BigInt(r.fid) - firstFid(fileId), r.name, r.srid, r.m])).toEqual([
      [0n, 'a', 3857, [10, 12.5]],
      [1n, 'b', 3857, [0, 1.25]],
    ]);
    // Z goes (-dim XYM); the map's geometry stays 2D.
    const [dims] = await query<{ m: number; f: number }>(
      url(),
      `SELECT max(ST_NDims(geom)) AS m, (SELECT max(ST_NDims(geom)) FROM ${loaded.table}) AS f
         FROM ${loaded.measures}`,
    );
    expect(dims).toEqual({ m: 3, f: 2 });
    // Both carry the build's prefix: a retry's build drops what an interrupted attempt left.
    const again = await load(`${dir}/lines.shp`, null, fileId);
    expect(await buildTables(fileId)).toEqual([again.table, again.measures].sort());
  });
});
