import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ProcessingError } from '../processing-error.js';
import { fixture, tempDir } from '../test-support/fixtures.js';
import { convertIfc } from './convert-ifc.js';

describe('convertIfc (its own process)', () => {
  it('writes the glb and the properties, and answers where the model stands', async () => {
    const dir = await tempDir();
    const glbPath = path.join(dir, 'example.glb');
    const propertiesPath = path.join(dir, 'example.properties.json');
    const input = fixture('3d/example.ifc');
    const result = await convertIfc({ input, glbPath, propertiesPath, timeoutMs: 120_000 });
    expect(result.elementCount).toBeGreaterThan(100);
    expect(result.site?.lat).toBeCloseTo(42.213, 3);
    expect((await readFile(glbPath)).subarray(0, 4).toString('latin1')).toBe('glTF');
    const properties = JSON.parse(await readFile(propertiesPath, 'utf8'));
    expect(Object.keys(properties.elements)).toHaveLength(result.elementCount);
  });

  it('ends a conversion that takes too long as GDAL_COMPATIBLE', async () => {
    const dir = await tempDir();
    const converting = convertIfc({
      input: fixture('3d/example.ifc'),
      glbPath: path.join(dir, 'x.glb'),
      propertiesPath: path.join(dir, 'x.json'),
      timeoutMs: 50,
    });
    await expect(converting).rejects.toBeInstanceOf(ProcessingError);
    await expect(converting).rejects.toMatchObject({
      code: 10,
      detail: expect.stringMatching(/took too long/),
    });
  });
});
