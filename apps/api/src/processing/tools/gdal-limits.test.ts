import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { inspectRaster } from '../inspect/inspect-raster.js';
import { ProcessingError } from '../processing-error.js';
import { copyFixtures, tempDir } from '../test-support/fixtures.js';
import { runGdal, toProcessingError } from './gdal.js';

const run = promisify(execFile);

/** A tool run as the raster step runs it: its failure mapped with that step's error (4). */
const warpStep = (command: string, args: string[], options: Parameters<typeof runGdal>[2]) =>
  runGdal(command, args, options).catch((e: unknown) =>
    Promise.reject(toProcessingError(e, 'GDALWARP_TIF', command)),
  );

async function processingErrorOf(promise: Promise<unknown>): Promise<ProcessingError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProcessingError);
  return err as ProcessingError;
}

/**
 * A GDAL tool that hangs or eats memory is stopped at its limit, and the file gets GENERAL (1):
 * the limit says nothing certain about the file. Real tools on real input: a named pipe nobody
 * writes to (GDAL blocks opening it) and a 40000² in-memory copy under a 1 GB address space.
 */
describe('GDAL at its limits', () => {
  it('stops a tool that hangs, answers GENERAL (1), and the next tool runs', async () => {
    const dir = await tempDir();
    const pipe = path.join(dir, 'survey.tif');
    await run('mkfifo', [pipe]);
    const out = path.join(dir, 'out.tif');
    const err = await processingErrorOf(
      warpStep('gdal_translate', [pipe, out], { timeoutMs: 1500 }),
    );
    expect(err).toMatchObject({ code: 1, title: 'GENERAL' });
    expect(err.detail).toMatch(/timed out after 1500 ms/);

    await copyFixtures(dir, [['geotiff/RGB.byte.tif']]);
    const info = await inspectRaster(path.join(dir, 'RGB.byte.tif'), { timeoutMs: 60_000 });
    expect(info.bands).toHaveLength(3);
  });

  it('stops a tool that runs out of memory at its limit with GENERAL (1)', async () => {
    const dir = await tempDir();
    await copyFixtures(dir, [['geotiff/RGB.byte.tif']]);
    const args = ['-q', '-of', 'MEM', '-outsize', '40000', '40000', 'RGB.byte.tif', 'copy'];
    const err = await processingErrorOf(
      warpStep('gdal_translate', args, { cwd: dir, timeoutMs: 60_000, memoryMb: 1024 }),
    );
    expect(err).toMatchObject({ code: 1, title: 'GENERAL' });
    expect(err.detail).toMatch(/^Out of memory: .*cannot allocate/);
  });

  it("keeps the step's error for a tool that fails on its own", async () => {
    const dir = await tempDir();
    const text = path.join(dir, 'notes.tif');
    await writeFile(text, 'not a raster\n');
    const err = await processingErrorOf(
      warpStep('gdal_translate', [text, path.join(dir, 'out.tif')], { timeoutMs: 60_000 }),
    );
    expect(err).toMatchObject({ code: 4, title: 'GDALWARP_TIF' });
  });
});
