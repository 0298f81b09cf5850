import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessKey } from '../test/access-keys.js';
import { basicAuth, gdal } from '../test/gdal-client.js';
import { seedFeatures, seedLayer } from '../test/layers.js';
import { FIXTURES_DIR } from '../test/multipart.js';
import { useTestApp } from '../test/test-app.js';
import { SENATE_SHAPEFILE, uploadLayer, type UploadedLayer } from '../test/viewer.js';

interface GeoJson {
  features: { properties: Record<string, unknown>; geometry: { coordinates: number[] } }[];
}

/** 250 survey points near Dublin with text, whole, real and date attributes. */
function surveyPoints(): Buffer {
  const features = Array.from({ length: 250 }, (_, i) => ({
    type: 'Feature',
    properties: {
      name: i % 7 === 0 ? `Pont de l’Île ${i}` : `Bridge ${i}`,
      spans: i % 4,
      height: Math.round((2 + i / 8) * 100) / 100,
      surveyed: `2022-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
    },
    geometry: {
      type: 'Point',
      coordinates: [-6.5 + (i % 25) * 0.02, 53.2 + Math.floor(i / 25) * 0.02],
    },
  }));
  return Buffer.from(JSON.stringify({ type: 'FeatureCollection', features }));
}

const sortedProperties = (doc: GeoJson) =>
  doc.features.map((f) => JSON.stringify(Object.entries(f.properties).sort())).sort();

/**
 * Real clients we did not write, against a listening test server: GDAL's OAPIF driver lists
 * and copies layers, its WMS driver reads a raster layer's XYZ template — each authenticated by
 * an access key the way desktop tools send it.
 */
describe('GDAL reads Waymark as OGC API – Features and XYZ tiles', () => {
  const t = useTestApp();
  let dir: string;
  let base: string;
  let key: string;
  let points: UploadedLayer;
  let senate: UploadedLayer;
  let ortho: UploadedLayer;
  let pointsFile: string;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    dir = await mkdtemp(path.join(tmpdir(), 'waymark-gdal-'));
    // Links follow the request's host when an organisation claims it.
    const org = await t.createOrganisation('Survey Co', '127.0.0.1');
    const other = await t.createOrganisation('Other Co', 'other.test');
    const surveyor = await t.createUser({
      email: 'surveyor@survey.test',
      organisations: [{ id: org, admin: true }],
      permissions: ['layers.add_layer', 'layers.change_layer', 'layers.upload', 'maps.change_map'],
    });
    const reader = await t.createUser({
      email: 'reader@survey.test',
      organisations: [{ id: org }],
    });
    const map = await t.container.repos.maps.create({
      organisation_id: org,
      owner_id: surveyor.id,
      name: 'Network',
      visibility: 'ORG',
    });
    pointsFile = path.join(dir, 'points.geojson');
    await writeFile(pointsFile, surveyPoints());
    points = await uploadLayer(t, surveyor.token, map.id, 'Survey points', [
      { name: 'points.geojson', content: surveyPoints(), type: 'vector' },
    ]);
    senate = await uploadLayer(t, surveyor.token, map.id, 'Senate', SENATE_SHAPEFILE);
    ortho = await uploadLayer(t, surveyor.token, map.id, 'Ortho', [
      { fixture: 'geotiff/RGB.byte.tif', type: 'raster' },
    ]);
    // Layers the reader may not see: someone's own, and another organisation's.
    const own = await seedLayer(t, org, surveyor.id, {
      name: 'Draft',
      visibility: 'OWN',
      attributes: ['name'],
    });
    await seedFeatures(t, own, [{ fid: 1, lon: -6.2, lat: 53.3, properties: { name: 'x' } }]);
    await seedLayer(t, other, null, { name: 'Elsewhere', attributes: ['name'] });
    for (const layer of [points, senate, ortho]) {
      await t.container.repos.layers.update(layer.id, { visibility: 'ORG' });
    }
    key = (await createAccessKey(t, reader.token)).key;
    base = `http://127.0.0.1:${port}/api/ogc/organisations/${org}`;
  }, 300_000);

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const layerNames = (listing: string) =>
    [...listing.matchAll(/^\d+: (\S+)/gm)].map((m) => m[1]!).sort();

  it('ogrinfo lists exactly the caller’s feature layers: Basic, a header, or the key in the URL', async () => {
    const expected = [String(points.id), String(senate.id)].sort();
    expect(
      layerNames(await gdal('ogrinfo', ['-ro', '-q', `OAPIF:${base}`], basicAuth(key))),
    ).toEqual(expected);
    const header = { GDAL_HTTP_HEADERS: `Authorization: Token ${key}` };
    expect(layerNames(await gdal('ogrinfo', ['-ro', '-q', `OAPIF:${base}`], header))).toEqual(
      expected,
    );
    expect(layerNames(await gdal('ogrinfo', ['-ro', '-q', `OAPIF:${base}?key=${key}`]))).toEqual(
      expected,
    );
    await expect(gdal('ogrinfo', ['-ro', '-q', `OAPIF:${base}`])).rejects.toThrow();
  });

  it('ogrinfo reads the feature count, typed fields and extent of a layer', async () => {
    const summary = await gdal(
      'ogrinfo',
      ['-ro', '-so', `OAPIF:${base}`, String(points.id)],
      basicAuth(key),
    );
    expect(summary).toMatch(/Feature Count: 250/);
    expect(summary).toMatch(/surveyed: Date/);
    expect(summary).toMatch(/spans: Integer/);
    expect(summary).toMatch(/height: Real/);
    expect(summary).toMatch(/name: String/);
  });

  it('ogr2ogr copies a layer in EPSG:4326 with the same features and attributes', async () => {
    const out = path.join(dir, 'senate-4326.geojson');
    await gdal(
      'ogr2ogr',
      ['-f', 'GeoJSON', '-t_srs', 'EPSG:4326', out, `OAPIF:${base}`, String(senate.id)],
      basicAuth(key),
    );
    const ref = path.join(dir, 'senate-ref.geojson');
    await gdal('ogr2ogr', [
      '-f',
      'GeoJSON',
      '-t_srs',
      'EPSG:4326',
      ref,
      path.join(FIXTURES_DIR, 'shapefile/senate.shp'),
    ]);
    const copied = JSON.parse(await readFile(out, 'utf8')) as GeoJson;
    const source = JSON.parse(await readFile(ref, 'utf8')) as GeoJson;
    expect(copied.features).toHaveLength(40);
    expect(sortedProperties(copied)).toEqual(sortedProperties(source));
  });

  it('ogr2ogr copies a layer in EPSG:2157, paging through next links; the server’s crs agrees', async () => {
    const out = path.join(dir, 'points-2157.geojson');
    await gdal(
      'ogr2ogr',
      ['-f', 'GeoJSON', '-t_srs', 'EPSG:2157', out, `OAPIF:${base}`, String(points.id)],
      basicAuth(key),
    );
    const ref = path.join(dir, 'points-ref.geojson');
    await gdal('ogr2ogr', ['-f', 'GeoJSON', '-t_srs', 'EPSG:2157', ref, pointsFile]);
    const copied = JSON.parse(await readFile(out, 'utf8')) as GeoJson;
    const source = JSON.parse(await readFile(ref, 'utf8')) as GeoJson;
    expect(copied.features).toHaveLength(250);
    expect(sortedProperties(copied)).toEqual(sortedProperties(source));
    const byName = new Map(source.features.map((f) => [f.properties.name, f.geometry.coordinates]));
    for (const f of copied.features) {
      const [x, y] = byName.get(f.properties.name)!;
      expect(Math.abs(f.geometry.coordinates[0]! - x!)).toBeLessThan(0.05);
      expect(Math.abs(f.geometry.coordinates[1]! - y!)).toBeLessThan(0.05);
    }
    // The same in EPSG:2157 written by the server (crs=), read by GDAL's GeoJSON driver.
    const items = `${base}/collections/${points.id}/items?limit=1000&crs=http://www.opengis.net/def/crs/EPSG/0/2157&key=${key}`;
    const served = path.join(dir, 'points-served.geojson');
    await gdal('ogr2ogr', ['-f', 'GeoJSON', '-a_srs', 'EPSG:2157', served, items]);
    const server = JSON.parse(await readFile(served, 'utf8')) as GeoJson;
    expect(server.features).toHaveLength(250);
    for (const f of server.features) {
      const [x, y] = byName.get(f.properties.name)!;
      expect(Math.abs(f.geometry.coordinates[0]! - x!)).toBeLessThan(0.01);
      expect(Math.abs(f.geometry.coordinates[1]! - y!)).toBeLessThan(0.01);
    }
  });

  it('gdal_translate reads a small window of a raster layer’s XYZ template with the key', async () => {
    const { port } = t.app.server.address() as { port: number };
    const template = `http://127.0.0.1:${port}/api/tiles/layers/${ortho.id}/\${z}/\${x}/\${y}.png?key=${key}`;
    const wms = path.join(dir, 'ortho.xml');
    await writeFile(
      wms,
      `<GDAL_WMS><Service name="TMS"><ServerUrl>${template}</ServerUrl></Service>` +
        '<DataWindow><UpperLeftX>-20037508.34</UpperLeftX><UpperLeftY>20037508.34</UpperLeftY>' +
        '<LowerRightX>20037508.34</LowerRightX><LowerRightY>-20037508.34</LowerRightY>' +
        '<TileLevel>16</TileLevel><TileCountX>1</TileCountX><TileCountY>1</TileCountY>' +
        '<YOrigin>top</YOrigin></DataWindow><Projection>EPSG:3857</Projection>' +
        '<BlockSizeX>256</BlockSizeX><BlockSizeY>256</BlockSizeY><BandsCount>4</BandsCount></GDAL_WMS>',
    );
    const out = path.join(dir, 'window.tif');
    await gdal('gdal_translate', [
      '-q',
      '-projwin',
      '-77.8',
      '24.6',
      '-77.7',
      '24.5',
      '-projwin_srs',
      'EPSG:4326',
      '-outsize',
      '128',
      '128',
      wms,
      out,
    ]);
    const info = JSON.parse(await gdal('gdalinfo', ['-json', '-stats', out])) as {
      bands: { maximum: number; mean: number }[];
    };
    expect(info.bands).toHaveLength(4);
    expect(info.bands[3]!.maximum).toBe(255);
    expect(info.bands[0]!.mean + info.bands[1]!.mean + info.bands[2]!.mean).toBeGreaterThan(10);
  });
});
