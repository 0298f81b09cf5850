import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeTerrainRgb, encodeTerrainRgb } from './elevation-rgb.js';

describe('terrain-RGB', () => {
  it('keeps heights to the decimetre, below sea level and on summits', () => {
    const heights = Float32Array.from([-10_000, -432.17, 0, 0.04, 0.06, 118.43, 8848.86]);
    const rgba = encodeTerrainRgb(heights);
    heights.forEach((h, i) => {
      const back = decodeTerrainRgb(rgba[i * 4]!, rgba[i * 4 + 1]!, rgba[i * 4 + 2]!);
      expect(Math.abs(back - h)).toBeLessThanOrEqual(0.05 + 1e-6);
      expect(rgba[i * 4 + 3]).toBe(255);
    });
  });

  it('gives a cell without a height the base asked for (0 m unless told), not a well', () => {
    const rgba = encodeTerrainRgb(Float32Array.from([Number.NaN, 12]));
    expect(decodeTerrainRgb(rgba[0]!, rgba[1]!, rgba[2]!)).toBeCloseTo(0, 6);
    expect(decodeTerrainRgb(rgba[4]!, rgba[5]!, rgba[6]!)).toBeCloseTo(12, 6);
    expect([rgba[3], rgba[7]]).toEqual([255, 255]);
    const based = encodeTerrainRgb(Float32Array.from([Number.NaN]), 123.4);
    expect(decodeTerrainRgb(based[0]!, based[1]!, based[2]!)).toBeCloseTo(123.4, 6);
  });

  it('survives lossless WebP and PNG unchanged, cells without a height too', async () => {
    const heights = new Float32Array(64 * 64).map((_, i) =>
      i % 97 === 0 ? Number.NaN : 50 + Math.sin(i / 7) * 30,
    );
    const rgba = encodeTerrainRgb(heights);
    const raw = { raw: { width: 64, height: 64, channels: 4 as const } };
    for (const encoded of [
      await sharp(Buffer.from(rgba.buffer), raw).png().toBuffer(),
      await sharp(Buffer.from(rgba.buffer), raw).webp({ lossless: true }).toBuffer(),
    ]) {
      const decoded = await sharp(encoded).ensureAlpha().raw().toBuffer();
      expect(Buffer.compare(decoded, Buffer.from(rgba.buffer))).toBe(0);
    }
  });
});
