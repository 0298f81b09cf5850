import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { inspectVector } from '../inspect/inspect-vector.js';
import { ProcessingError } from '../processing-error.js';
import { fixture, tempDir } from '../test-support/fixtures.js';
import { dwgVersion, toReadableCad } from './dwg.js';

async function failure(promise: Promise<unknown>): Promise<ProcessingError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProcessingError);
  return err as ProcessingError;
}

describe('dwgVersion', () => {
  it.each([
    ['sample_AC1014.dwg', 'AC1014'],
    ['sample_AC1015.dwg', 'AC1015'],
    ['triple_circles.dwg', 'AC1015'],
    ['sample_AC1018.dwg', 'AC1018'],
    ['sample_AC1032.dwg', 'AC1032'],
  ])('%s is %s', async (name, version) => {
    expect(await dwgVersion(fixture(`cad/${name}`))).toBe(version);
  });

  it('is null for anything else (a DXF, a PDF)', async () => {
    expect(await dwgVersion(fixture('cad/sample_AC1018_ascii.dxf'))).toBeNull();
    expect(await dwgVersion(fixture('attachments/pdf-definition.pdf'))).toBeNull();
  });
});

describe('toReadableCad', () => {
  it('R2000 drawings go to GDAL as they are', async () => {
    const work = await tempDir();
    for (const name of ['sample_AC1015.dwg', 'triple_circles.dwg']) {
      const cad = await toReadableCad(fixture(`cad/${name}`), work);
      expect(cad).toEqual({
        path: fixture(`cad/${name}`),
        driver: 'CAD',
        version: 'AC1015',
        converted: false,
      });
    }
  });

  it('alwaysConvert sends R2000 through LibreDWG too, which reads far more entities', async () => {
    const cad = await toReadableCad(fixture('cad/sample_AC1015.dwg'), await tempDir(), {
      alwaysConvert: true,
    });
    expect(cad).toMatchObject({ driver: 'DXF', converted: true });
    const direct = await inspectVector(fixture('cad/sample_AC1015.dwg'));
    const converted = await inspectVector(cad.path, { extension: '.dxf' });
    const count = (layers: Array<{ featureCount: number }>) =>
      layers.reduce((n, l) => n + l.featureCount, 0);
    expect(count(direct.layers)).toBe(16);
    expect(count(converted.layers)).toBeGreaterThan(100);
  });

  it.each([
    ['sample_AC1014.dwg', 'AC1014'],
    ['sample_AC1018.dwg', 'AC1018'],
    ['sample_AC1032.dwg', 'AC1032'],
  ])('%s (%s, unreadable by GDAL 3.6) becomes a DXF that GDAL reads', async (name, version) => {
    const work = await tempDir();
    const cad = await toReadableCad(fixture(`cad/${name}`), work);
    expect(cad).toEqual({
      path: `${work}/${name.replace('.dwg', '.dxf')}`,
      driver: 'DXF',
      version,
      converted: true,
    });
    expect((await readFile(cad.path, 'latin1')).slice(0, 400)).toContain('SECTION');
    const info = await inspectVector(cad.path);
    expect(info.driver).toBe('DXF');
    expect(info.layers[0]!.featureCount).toBeGreaterThan(200);
    expect(info.layers[0]!.fields.map((f) => f.name)).toContain('Layer');
  });

  it('a damaged DWG that LibreDWG cannot convert → DWG', async () => {
    const work = await tempDir();
    const cut = (await readFile(fixture('cad/sample_AC1018.dwg'))).subarray(0, 65_536);
    await writeFile(`${work}/cut.dwg`, cut);
    await writeFile(
      `${work}/noise.dwg`,
      Buffer.concat([Buffer.from('AC1032'), randomBytes(50_000)]),
    );
    for (const name of ['cut.dwg', 'noise.dwg']) {
      const err = await failure(toReadableCad(`${work}/${name}`, work));
      expect(err.title).toBe('DWG');
      expect(err.code).toBe(11);
    }
  });

  it('a file that is not a DWG at all → GDAL_COMPATIBLE', async () => {
    const work = await tempDir();
    await writeFile(`${work}/notes.dwg`, 'just some text');
    expect((await failure(toReadableCad(`${work}/notes.dwg`, work))).title).toBe('GDAL_COMPATIBLE');
  });
});
