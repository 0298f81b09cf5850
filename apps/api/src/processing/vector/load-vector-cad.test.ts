import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { copyFixtures, fixture, tempDir } from '../test-support/fixtures.js';
import { query } from '../test-support/scratch-db.js';
import { expectClose, failure, useVectorBuilds } from '../test-support/vector-builds.js';

const { url, load, failsWithoutLeftovers, expectedBounds } = useVectorBuilds();
const P = 'waymark__ogr_style__';

/** Features per drawing layer (sub-layer). */
async function perSubLayer(table: string): Promise<[string, number][]> {
  const rows = await query<{ l: string; n: number }>(
    url(),
    `SELECT sub_layer AS l, count(*)::int AS n FROM ${table} GROUP BY 1 ORDER BY 1`,
  );
  return rows.map((r) => [r.l, r.n]);
}

describe('loadVectorFile: CAD', () => {
  it('a DXF with a .prj beside it: drawing layers as sub-layers, styles as properties', async () => {
    const loaded = await load(fixture('cad/sample_AC1018_ascii.dxf'));
    expect(loaded.layers).toHaveLength(1);
    expect(loaded.layers[0]).toMatchObject({
      sourceLayer: 'entities',
      featureCount: 273,
      geometryType: 'GEOMETRY',
    });
    expect(loaded.layers[0]!.fields).toEqual([
      'Layer',
      'PaperSpace',
      'SubClasses',
      'Linetype',
      'EntityHandle',
      'Text',
    ]);
    expect(loaded.subLayers).toEqual(
      expect.arrayContaining(['0', 'Defpoints', 'Layer1', 'Layer2', 'Layer_Lt_dash']),
    );
    expect((await perSubLayer(loaded.table)).map(([l]) => l)).toEqual(loaded.subLayers);
    expect(loaded.attributes).toEqual(expect.arrayContaining([`${P}pen_color`, 'Layer']));
    // Every feature had a style string; it became properties and is gone as a string.
    const [styled] = await query<{ styled: number; raw: number }>(
      url(),
      `SELECT count(*) FILTER (WHERE EXISTS (SELECT 1 FROM jsonb_object_keys(properties) k
                                              WHERE starts_with(k, '${P}')))::int AS styled,
              count(*) FILTER (WHERE properties ? 'waymark_ogr_style')::int AS raw
         FROM ${loaded.table}`,
    );
    expect(styled).toEqual({ styled: 273, raw: 0 });
    // The .prj (Massachusetts State Plane) placed the drawing's 0..1852 units near its origin.
    expectClose(
      loaded.bounds,
      await expectedBounds([1.494404, -566.168582, 1852.185634, 111.235495], 26986),
      0.01,
    );
    // Only kinds vector tiles draw reach the table: the 3D solid became polygons.
    const kinds = await query<{ k: string }>(
      url(),
      `SELECT DISTINCT GeometryType(geom) AS k FROM ${loaded.table} ORDER BY 1`,
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
    const loaded = await load(fixture('cad/sample_AC1009_ascii.dxf'), 27700);
    expect(loaded.featureCount).toBe(435);
    expect(loaded.subLayers.length).toBeGreaterThan(0);
  });

  it('a binary DXF (unreadable by GDAL 3.6) is GDAL_COMPATIBLE', async () => {
    const err = await failsWithoutLeftovers(fixture('cad/sample_AC1009_binary.dxf'), 27700);
    expect(err.title).toBe('GDAL_COMPATIBLE');
  });

  it('an R2000 DWG is read by the CAD driver; its drawing layers become sub-layers', async () => {
    const loaded = await load(fixture('cad/sample_AC1015.dwg'), 27700);
    expect(loaded.layers).toHaveLength(1);
    expect(loaded.featureCount).toBe(16);
    expect(loaded.attributes).toContain(`${P}pen_color`);
    expect(await perSubLayer(loaded.table)).toEqual([
      ['0', 15],
      ['Layer_Lock', 1],
    ]);
  });

  it('triple_circles.dwg: circles (arcs) become line strings', async () => {
    const loaded = await load(fixture('cad/triple_circles.dwg'), 27700);
    expect(loaded).toMatchObject({ featureCount: 3, geometryType: 'LINESTRING' });
  });

  it.each([
    ['sample_AC1014.dwg', 200],
    ['sample_AC1018.dwg', 200],
    ['sample_AC1032.dwg', 250],
  ])('%s is converted to DXF with LibreDWG and loaded', async (name, atLeast) => {
    const loaded = await load(fixture(`cad/${name}`), 2157);
    expect(loaded.featureCount).toBeGreaterThan(atLeast);
    // R14 drawings store layer names in capitals.
    expect(loaded.subLayers.map((l) => l.toUpperCase())).toEqual(
      expect.arrayContaining(['0', 'LAYER1', 'LAYER2', 'DEFPOINTS']),
    );
  });

  it('a DWG takes its CRS from a .prj beside it', async () => {
    const dir = await tempDir();
    await copyFixtures(dir, [
      ['cad/sample_AC1014.dwg', 'plan.dwg'],
      ['shapefile/senate.prj', 'plan.prj'],
    ]);
    const loaded = await load(`${dir}/plan.dwg`);
    expectClose(
      loaded.bounds,
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
