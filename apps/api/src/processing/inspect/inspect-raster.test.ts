import { describe, expect, it } from 'vitest';
import { ProcessingError } from '../processing-error.js';
import { copyFixtures, fixture, tempDir } from '../test-support/fixtures.js';
import { inspectRaster } from './inspect-raster.js';

async function code(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProcessingError);
  return (err as ProcessingError).title;
}

function expectBounds(actual: number[] | null, expected: number[], tolerance = 1e-4) {
  expect(actual).not.toBeNull();
  actual!.forEach((v, i) => expect(Math.abs(v - expected[i]!)).toBeLessThan(tolerance));
}

describe('inspectRaster on the GeoTIFF fixtures', () => {
  it('RGB.byte.tif: 3-band Byte, nodata 0, UTM 18N', async () => {
    const info = await inspectRaster(fixture('geotiff/RGB.byte.tif'));
    expect(info).toMatchObject({ driver: 'GTiff', width: 791, height: 718, hasGcps: false });
    expect(info.bands.map((b) => [b.type, b.colorInterpretation, b.noData])).toEqual([
      ['Byte', 'Red', 0],
      ['Byte', 'Green', 0],
      ['Byte', 'Blue', 0],
    ]);
    expect(info.crs?.epsg).toBe(32618);
    expect(info.geoTransform).toHaveLength(6);
    expectBounds(info.wgs84Bounds, [-78.95865, 23.5649912, -76.5749237, 25.5508738]);
  });

  it('byte.tif: tiny NAD27 UTM 11N', async () => {
    const info = await inspectRaster(fixture('geotiff/byte.tif'));
    expect(info).toMatchObject({ width: 20, height: 20 });
    expect(info.bands).toEqual([
      { type: 'Byte', colorInterpretation: 'Gray', noData: null, hasColorTable: false },
    ]);
    expect(info.crs?.epsg).toBe(26711);
    expectBounds(info.wgs84Bounds, [-117.6420428, 33.8915461, -117.6289846, 33.9024353]);
  });

  it('the NRW DEM: Float32 in ETRS89 / UTM 32N', async () => {
    const info = await inspectRaster(fixture('geotiff/dom1_32_356_5699_1_nw_2020.tif'));
    expect(info).toMatchObject({ width: 1000, height: 1000 });
    expect(info.bands.map((b) => b.type)).toEqual(['Float32']);
    expect(info.crs?.epsg).toBe(25832);
    expectBounds(info.wgs84Bounds, [6.9283943, 51.4238905, 6.9431741, 51.4331297]);
  });

  it('world.rgb.tif: geographic, the whole world', async () => {
    const info = await inspectRaster(fixture('geotiff/world.rgb.tif'));
    expect(info).toMatchObject({ width: 512, height: 256 });
    expect(info.crs?.epsg).toBe(4326);
    expectBounds(info.wgs84Bounds, [-180, -90, 180, 90]);
  });

  it('test_esri_wkt.tif: a CRS without an EPSG code is still a CRS', async () => {
    const info = await inspectRaster(fixture('geotiff/test_esri_wkt.tif'));
    expect(info).toMatchObject({ width: 2, height: 2 });
    expect(info.bands.map((b) => b.type)).toEqual(['UInt16']);
    expect(info.crs).not.toBeNull();
    expect(info.crs!.epsg).toBeNull();
    expect(info.crs!.wkt).toContain('USA_Contiguous_Albers_Equal_Area_Conic_USGS_version');
    expectBounds(info.wgs84Bounds, [-96.1767947, 44.3065255, -96.1765428, 44.3067053]);
  });

  it('gadas-world.tif: a geotransform but no CRS', async () => {
    const info = await inspectRaster(fixture('geotiff/gadas-world.tif'));
    expect(info).toMatchObject({ width: 1220, height: 580, crs: null, wgs84Bounds: null });
    expect(info.geoTransform).toHaveLength(6);
    expect(info.bands.map((b) => b.colorInterpretation)).toEqual(['Red', 'Green', 'Blue', 'Alpha']);
  });

  it('corrupt.tif opens normally: its damage is only in the pixels', async () => {
    const info = await inspectRaster(fixture('geotiff/corrupt.tif'));
    expect(info).toMatchObject({ width: 1024, height: 1024 });
    expect(info.crs?.epsg).toBe(3857);
  });

  it('a GeoTIFF cut short before its directory is not compatible', async () => {
    expect(await code(inspectRaster(fixture('geotiff/RGB.byte.truncated-64k.tif')))).toBe(
      'GDAL_COMPATIBLE',
    );
  });

  it('a JPEG photo reads through the JPEG driver, without georeferencing', async () => {
    const info = await inspectRaster(fixture('photos/img_1771.jpg'));
    expect(info).toMatchObject({
      driver: 'JPEG',
      width: 480,
      height: 360,
      geoTransform: null,
      crs: null,
    });
  });
});

describe('inspectRaster refuses files whose extension lies', () => {
  it.each([
    ['attachments/pdf-definition.pdf', 'fake.tif'],
    ['attachments/ACadFileExploration.xlsx', 'sheet.tif'],
    ['photos/img_1771.jpg', 'photo.tif'],
    ['geotiff/byte.tif', 'tiff-as.png'],
    ['3d/Box.glb', 'model.jpg'],
  ])('%s renamed %s → GDAL_COMPATIBLE', async (from, to) => {
    const dir = await tempDir();
    await copyFixtures(dir, [[from, to]]);
    expect(await code(inspectRaster(`${dir}/${to}`))).toBe('GDAL_COMPATIBLE');
  });

  it('names the driver that did open the file', async () => {
    const dir = await tempDir();
    await copyFixtures(dir, [['geotiff/byte.tif', 'really-a-tiff.tif']]);
    // Same file, right name: opens. (The refusals above are about the content, not the file.)
    await expect(inspectRaster(`${dir}/really-a-tiff.tif`)).resolves.toMatchObject({
      driver: 'GTiff',
    });
  });
});
