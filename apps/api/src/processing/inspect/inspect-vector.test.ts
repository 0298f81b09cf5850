import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { ProcessingError } from '../processing-error.js';
import { copyFixtures, fixture, tempDir } from '../test-support/fixtures.js';
import { inspectVector } from './inspect-vector.js';

async function failure(promise: Promise<unknown>): Promise<ProcessingError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProcessingError);
  return err as ProcessingError;
}

const total = (layers: Array<{ featureCount: number }>) =>
  layers.reduce((n, l) => n + l.featureCount, 0);

describe('inspectVector on the shapefile fixtures', () => {
  it.each([
    ['box', 'Polygon', 1, 32618],
    ['senate', 'Polygon', 40, 26986],
    ['LGA_2013_AUST', 'Polygon', 13, 4283],
  ])('%s.shp: one %s layer, %i features, EPSG:%i', async (name, geometry, count, epsg) => {
    const info = await inspectVector(fixture(`shapefile/${name}.shp`));
    expect(info.driver).toBe('ESRI Shapefile');
    expect(info.layers).toHaveLength(1);
    expect(info.layers[0]).toMatchObject({ name, geometryType: geometry, featureCount: count });
    expect(info.layers[0]!.crs?.epsg).toBe(epsg);
  });

  it('senate.shp lists its attribute fields', async () => {
    const [layer] = (await inspectVector(fixture('shapefile/senate.shp'))).layers;
    expect(layer!.fields.map((f) => f.name)).toEqual([
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
  });

  it('counties.shp has no .prj, so no CRS', async () => {
    const [layer] = (await inspectVector(fixture('shapefile/counties.shp'))).layers;
    expect(layer).toMatchObject({ featureCount: 14, crs: null });
  });
});

describe('inspectVector on GeoPackages', () => {
  it('gdal_sample.gpkg: 16 layers, 50 features, three kinds of CRS', async () => {
    const info = await inspectVector(fixture('gpkg/gdal_sample.gpkg'));
    expect(info.driver).toBe('GPKG');
    expect(info.layers).toHaveLength(16);
    expect(total(info.layers)).toBe(50);
    const byName = Object.fromEntries(info.layers.map((l) => [l.name, l]));
    expect(byName.linestring2d!.crs?.epsg).toBe(4326);
    expect(byName.polygon2d!.crs?.epsg).toBe(32631);
    // srs_id 0, "undefined geographic": lon/lat degrees, usable but without a code.
    expect(byName.point2d!.crs).toMatchObject({ epsg: null });
    expect(byName.point2d!.crs!.wkt).toContain('Undefined geographic SRS');
    expect(byName.geometry3d!.geometryType).toBe('3D Unknown (any)');
  });

  it('rte.gpkg: a point layer and an attribute-only media table', async () => {
    const info = await inspectVector(fixture('gpkg/rte.gpkg'));
    expect(info.layers.map((l) => [l.name, l.geometryType, l.featureCount])).toEqual([
      ['cats_feature', 'Point', 4],
      ['cats_media', 'None', 3],
    ]);
    expect(info.layers[0]!.fidColumn).toBe('id');
    expect(info.layers[0]!.fields.map((f) => f.name)).toEqual([
      'text_attribute',
      'real_attribute',
      'relation',
    ]);
  });

  it('example.gpkg: 16 vector/attribute layers, 84 features, tile tables not listed', async () => {
    const info = await inspectVector(fixture('gpkg/example.gpkg'));
    expect(info.layers).toHaveLength(16);
    expect(total(info.layers)).toBe(84);
    expect(info.layers.some((l) => l.name.endsWith('_tiles'))).toBe(false);
  });
});

describe('inspectVector on CAD files', () => {
  it('an ASCII DXF is one "entities" layer without CRS', async () => {
    const info = await inspectVector(fixture('cad/sample_AC1018_ascii.dxf'));
    expect(info.driver).toBe('DXF');
    expect(info.layers).toHaveLength(1);
    expect(info.layers[0]).toMatchObject({ name: 'entities', featureCount: 273, crs: null });
    expect(info.layers[0]!.fields.map((f) => f.name)).toContain('Layer');
  });

  it('the R12 DXF has 435 entities', async () => {
    const [layer] = (await inspectVector(fixture('cad/sample_AC1009_ascii.dxf'))).layers;
    expect(layer!.featureCount).toBe(435);
  });

  it('R2000 DWGs open with the CAD driver, one layer per drawing layer', async () => {
    const info = await inspectVector(fixture('cad/sample_AC1015.dwg'));
    expect(info.driver).toBe('CAD');
    expect(info.layers.map((l) => l.name)).toEqual(['0', 'Layer_Lock']);
    expect(total(info.layers)).toBe(16);
    const circles = await inspectVector(fixture('cad/triple_circles.dwg'));
    expect(circles.layers.map((l) => [l.name, l.featureCount])).toEqual([['0', 3]]);
  });

  it.each([
    'sample_AC1014.dwg',
    'sample_AC1018.dwg',
    'sample_AC1032.dwg',
    'sample_AC1009_binary.dxf',
  ])('%s cannot be opened by GDAL 3.6 → GDAL_COMPATIBLE', async (name) => {
    expect((await failure(inspectVector(fixture(`cad/${name}`)))).title).toBe('GDAL_COMPATIBLE');
  });
});

describe('inspectVector refuses files whose extension lies', () => {
  it('a text file renamed .shp (with real .shx/.dbf beside it)', async () => {
    const dir = await tempDir();
    await writeFile(
      `${dir}/notes.shp`,
      'these are not the shapes you are looking for\n'.repeat(20),
    );
    await copyFixtures(dir, [
      ['shapefile/box.shx', 'notes.shx'],
      ['shapefile/box.dbf', 'notes.dbf'],
    ]);
    expect((await failure(inspectVector(`${dir}/notes.shp`))).title).toBe('GDAL_COMPATIBLE');
  });

  it.each([
    ['attachments/pdf-definition.pdf', 'map.gpkg'],
    ['attachments/ACadFileExploration.xlsx', 'data.geojson'],
    ['cad/sample_AC1009_ascii.dxf', 'drawing.gpkg'],
    ['gpkg/rte.gpkg', 'cats.dxf'],
  ])('%s renamed %s → GDAL_COMPATIBLE', async (from, to) => {
    const dir = await tempDir();
    await copyFixtures(dir, [[from, to]]);
    const err = await failure(inspectVector(`${dir}/${to}`));
    expect(err.title).toBe('GDAL_COMPATIBLE');
  });

  it('says which driver opened a mismatched file', async () => {
    const dir = await tempDir();
    await copyFixtures(dir, [['attachments/ACadFileExploration.xlsx', 'data.geojson']]);
    expect((await failure(inspectVector(`${dir}/data.geojson`))).detail).toContain('XLSX');
  });
});
