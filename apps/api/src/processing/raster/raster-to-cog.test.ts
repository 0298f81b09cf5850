import { access, readFile, rename, writeFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { ProcessingError } from '../processing-error.js';
import { copyFixtures, fixture, tempDir } from '../test-support/fixtures.js';
import { runTool } from '../tools/run-tool.js';
import { rasterToCog, type CogResult } from './raster-to-cog.js';
import { readCog } from './read-cog.js';
import { zoomResolution } from './web-grid.js';
import { WORLD_HALF } from '../../tiles/tile-math.js';

let dir: string;
let n = 0;
beforeAll(async () => {
  dir = await tempDir();
});

async function convert(
  path: string,
  epsg: number | null = null,
): Promise<CogResult & { out: string; progress: number[] }> {
  const out = `${dir}/out-${++n}.tif`;
  const progress: number[] = [];
  const result = await rasterToCog({
    path,
    epsg,
    outPath: out,
    workDir: dir,
    timeoutMs: 120_000,
    onProgress: (p) => progress.push(p),
  });
  return { ...result, out, progress };
}

async function failure(promise: Promise<unknown>): Promise<ProcessingError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProcessingError);
  return err as ProcessingError;
}

function expectClose(actual: number[], expected: number[], tolerance: number) {
  actual.forEach((v, i) => expect(Math.abs(v - expected[i]!)).toBeLessThan(tolerance));
}

async function gdalinfoText(path: string): Promise<string> {
  return (await runTool('gdalinfo', [path], { timeoutMs: 30_000 })).stdout;
}

/** ESRI-style WKT of an EPSG code, as a .prj holds it. */
async function prjText(epsg: number): Promise<string> {
  return (
    await runTool('gdalsrsinfo', ['-o', 'wkt_esri', `EPSG:${epsg}`], { timeoutMs: 30_000 })
  ).stdout.trim();
}

/** A COG's zoom, block size, and whether its origin lies on that zoom's tile grid. */
async function webTiling(path: string) {
  const json = JSON.parse(
    (await runTool('gdalinfo', ['-json', path], { timeoutMs: 30_000 })).stdout,
  ) as { geoTransform: number[]; bands: Array<{ block: [number, number] }> };
  const [x0, res, , y0] = json.geoTransform as [number, number, number, number];
  const zoom = Math.round(Math.log2((2 * WORLD_HALF) / 256 / res));
  const span = 256 * zoomResolution(zoom);
  const onGrid = (v: number) => Math.abs(v / span - Math.round(v / span)) < 1e-6;
  return {
    zoom,
    block: json.bands[0]!.block,
    aligned:
      Math.abs(res / zoomResolution(zoom) - 1) < 1e-9 &&
      onGrid(x0 + WORLD_HALF) &&
      onGrid(WORLD_HALF - y0),
  };
}

describe('rasterToCog: GeoTIFF fixtures', () => {
  it('RGB.byte.tif (UTM) → Web Mercator WebP COG on the web tiles, nodata as alpha, overviews', async () => {
    const r = await convert(fixture('geotiff/RGB.byte.tif'));
    expect(r).toMatchObject({
      compression: 'WEBP',
      bandCount: 4,
      dataType: 'Byte',
      transparency: 'alpha',
      crsFrom: 'file',
    });
    // The layer's bounds are its pixels', not the COG's whole tiles.
    expectClose(r.bounds, [-78.95865, 23.5649912, -76.5749237, 25.5508738], 0.01);
    const cog = await readCog(r.out, 30_000);
    expect(cog).toMatchObject({ layout: 'COG', compression: 'WEBP', hasAlpha: true });
    expect(cog.overviewCount).toBeGreaterThan(0);
    // 305.7 m: zoom 9, the first as fine as the source's 330 m pixels once in Web Mercator.
    expect(await webTiling(r.out)).toEqual({ zoom: 9, block: [256, 256], aligned: true });
    expect(await gdalinfoText(r.out)).toContain('ID["EPSG",3857]');
    expect(r.progress.at(-1)).toBe(100);
  });

  it('byte.tif (1 band, no nodata) → lossless DEFLATE with an alpha band for the outside', async () => {
    const r = await convert(fixture('geotiff/byte.tif'));
    expect(r).toMatchObject({
      compression: 'DEFLATE',
      bandCount: 2,
      dataType: 'Byte',
      transparency: 'alpha',
    });
    expectClose(r.bounds, [-117.6420428, 33.8915461, -117.6289846, 33.9024353], 0.001);
    expect((await readCog(r.out, 30_000)).compression).toBe('DEFLATE');
  });

  it('the Float32 DEM stays Float32 and lossless, the outside marked NaN nodata', async () => {
    const r = await convert(fixture('geotiff/dom1_32_356_5699_1_nw_2020.tif'));
    expect(r).toMatchObject({
      compression: 'DEFLATE',
      dataType: 'Float32',
      transparency: 'nodata',
      bandCount: 1,
    });
    expect(r.noData).toBeNaN();
    expectClose(r.bounds, [6.9283943, 51.4238905, 6.9431741, 51.4331297], 0.001);
    // Elevations survive the warp: the value range is that of the source (metres above sea level).
    const stats = (await runTool('gdalinfo', ['-stats', '-json', r.out], { timeoutMs: 30_000 }))
      .stdout;
    const band = (JSON.parse(stats) as { bands: Array<{ minimum: number; maximum: number }> })
      .bands[0]!;
    const source = JSON.parse(
      (
        await runTool(
          'gdalinfo',
          // Statistics are kept in a side file beside what GDAL reads: not beside a fixture.
          [
            '--config',
            'GDAL_PAM_ENABLED',
            'NO',
            '-stats',
            '-json',
            fixture('geotiff/dom1_32_356_5699_1_nw_2020.tif'),
          ],
          { timeoutMs: 30_000 },
        )
      ).stdout,
    ) as { bands: Array<{ minimum: number; maximum: number }> };
    expect(band.minimum).toBeGreaterThanOrEqual(source.bands[0]!.minimum - 1);
    expect(band.maximum).toBeLessThanOrEqual(source.bands[0]!.maximum + 1);
  });

  it('world.rgb.tif reaches the poles: clipped to Web Mercator latitudes', async () => {
    const r = await convert(fixture('geotiff/world.rgb.tif'));
    expectClose(r.bounds, [-180, -85.0511, 180, 85.0511], 0.001);
    expect(r.width).toBeGreaterThan(400);
    expect(r.height).toBeGreaterThan(400);
    expect((await webTiling(r.out)).aligned).toBe(true);
  });

  it('test_esri_wkt.tif: an ESRI CRS without EPSG code, UInt16', async () => {
    const r = await convert(fixture('geotiff/test_esri_wkt.tif'));
    expect(r).toMatchObject({ compression: 'DEFLATE', dataType: 'UInt16' });
    expectClose(r.bounds, [-96.1767947, 44.3065255, -96.1765428, 44.3067053], 0.001);
  });

  it('gadas-world.tif has no CRS: PROJECTION, unless an EPSG code is given', async () => {
    expect((await failure(convert(fixture('geotiff/gadas-world.tif')))).title).toBe('PROJECTION');
    const r = await convert(fixture('geotiff/gadas-world.tif'), 3857);
    // 4-band RGBA: WebP blocks that keep the alpha.
    expect(r).toMatchObject({
      crsFrom: 'epsg',
      compression: 'WEBP',
      bandCount: 4,
      transparency: 'alpha',
    });
  });

  it('gadas-world.tif takes its CRS from a .prj beside it before any EPSG code', async () => {
    const own = await tempDir();
    await copyFixtures(own, [['geotiff/gadas-world.tif', 'world.tif']]);
    await writeFile(`${own}/world.prj`, await prjText(3857));
    const withPrj = await convert(`${own}/world.tif`, 4326);
    const withCode = await convert(fixture('geotiff/gadas-world.tif'), 3857);
    expect(withPrj.crsFrom).toBe('prj');
    expectClose(withPrj.bounds, withCode.bounds, 1e-6);
  });

  it('gadas-world.tif with an .aux.xml carrying the CRS (GDAL reads it as part of the file)', async () => {
    const own = await tempDir();
    await copyFixtures(own, [['geotiff/gadas-world.tif', 'gadas.tif']]);
    const wkt = (
      await runTool('gdalsrsinfo', ['-o', 'wkt', 'EPSG:3857'], { timeoutMs: 30_000 })
    ).stdout.trim();
    await writeFile(
      `${own}/gadas.tif.aux.xml`,
      `<PAMDataset><SRS>${wkt.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</SRS></PAMDataset>`,
    );
    const r = await convert(`${own}/gadas.tif`);
    const withCode = await convert(fixture('geotiff/gadas-world.tif'), 3857);
    expect(r.crsFrom).toBe('file');
    expectClose(r.bounds, withCode.bounds, 1e-6);
  });

  it('an image placed by ground control points (no geotransform) warps from its GCPs', async () => {
    const own = await tempDir();
    // byte.tif's corners as GCPs, in its own CRS.
    const gcps = [
      [0, 0, 440720, 3751320],
      [20, 0, 441920, 3751320],
      [0, 20, 440720, 3750120],
      [20, 20, 441920, 3750120],
    ];
    await runTool(
      'gdal_translate',
      [
        ...gcps.flatMap((g) => ['-gcp', ...g.map(String)]),
        '-a_srs',
        'EPSG:26711',
        fixture('geotiff/byte.tif'),
        `${own}/gcps.tif`,
      ],
      { timeoutMs: 30_000 },
    );
    expect(await gdalinfoText(`${own}/gcps.tif`)).toContain('GCP Projection');
    const r = await convert(`${own}/gcps.tif`);
    expect(r.crsFrom).toBe('file');
    expectClose(r.bounds, [-117.6420428, 33.8915461, -117.6289846, 33.9024353], 0.001);
  });

  it('corrupt.tif opens but its pixels cannot be read: GDALWARP_TIF, no output left', async () => {
    const out = `${dir}/corrupt-out.tif`;
    const err = await failure(
      rasterToCog({
        path: fixture('geotiff/corrupt.tif'),
        epsg: null,
        outPath: out,
        workDir: dir,
        timeoutMs: 60_000,
      }),
    );
    expect(err.title).toBe('GDALWARP_TIF');
    expect(err.detail).toMatch(/TIFFFillTile|TIFFReadEncodedTile|IReadBlock/);
    expect(err.detail).not.toContain('/work/');
    await expect(access(out)).rejects.toThrow();
  });

  it('a truncated GeoTIFF is GDAL_COMPATIBLE', async () => {
    expect((await failure(convert(fixture('geotiff/RGB.byte.truncated-64k.tif')))).title).toBe(
      'GDAL_COMPATIBLE',
    );
  });

  it('a PDF renamed .tif is GDAL_COMPATIBLE', async () => {
    const own = await tempDir();
    await copyFixtures(own, [['attachments/pdf-definition.pdf', 'ortho.tif']]);
    expect((await failure(convert(`${own}/ortho.tif`, 3857))).title).toBe('GDAL_COMPATIBLE');
  });
});

describe('rasterToCog: JPG and PNG with world files', () => {
  let own: string;
  beforeAll(async () => {
    own = await tempDir();
    // A georeferenced JPEG and PNG, made from the GeoTIFF fixtures with their world files.
    await runTool(
      'gdal_translate',
      ['-of', 'JPEG', '-co', 'WORLDFILE=YES', fixture('geotiff/RGB.byte.tif'), `${own}/ortho.jpg`],
      { timeoutMs: 30_000 },
    );
    await runTool(
      'gdal_translate',
      ['-of', 'PNG', '-co', 'WORLDFILE=YES', fixture('geotiff/byte.tif'), `${own}/scan.png`],
      { timeoutMs: 30_000 },
    );
    await rename(`${own}/scan.wld`, `${own}/scan.pgw`);
    await writeFile(`${own}/scan.prj`, await prjText(26711));
    for (const f of ['ortho.jpg.aux.xml', 'scan.png.aux.xml'])
      await runTool('rm', ['-f', `${own}/${f}`], { timeoutMs: 5000 });
  });

  it('JPG + world file + EPSG code → WebP COG where the GeoTIFF was', async () => {
    const r = await convert(`${own}/ortho.jpg`, 32618);
    expect(r).toMatchObject({ crsFrom: 'epsg', compression: 'WEBP', transparency: 'alpha' });
    expectClose(r.bounds, [-78.95865, 23.5649912, -76.5749237, 25.5508738], 0.01);
  });

  it('PNG + .pgw + .prj → lossless COG where the GeoTIFF was', async () => {
    const r = await convert(`${own}/scan.png`);
    expect(r).toMatchObject({ crsFrom: 'prj', compression: 'DEFLATE' });
    expectClose(r.bounds, [-117.6420428, 33.8915461, -117.6289846, 33.9024353], 0.001);
  });

  it('JPG with a world file but no .prj or EPSG code → PROJECTION', async () => {
    expect((await failure(convert(`${own}/ortho.jpg`))).title).toBe('PROJECTION');
  });

  it('JPG without world file or .aux.xml → RELATED_FILE', async () => {
    const bare = await tempDir();
    await copyFixtures(bare, [['photos/img_1771.jpg', 'photo.jpg']]);
    expect((await failure(convert(`${bare}/photo.jpg`, 27700))).title).toBe('RELATED_FILE');
  });

  it('a JPG whose image data is cut short fails the warp → GDALWARP_JPG', async () => {
    const cut = await tempDir();
    const bytes = await readFile(`${own}/ortho.jpg`);
    await writeFile(`${cut}/cut.jpg`, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await writeFile(`${cut}/cut.jgw`, await readFile(`${own}/ortho.wld`));
    expect((await failure(convert(`${cut}/cut.jpg`, 32618))).title).toBe('GDALWARP_JPG');
  });
});
