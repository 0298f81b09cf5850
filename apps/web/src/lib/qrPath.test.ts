import { describe, expect, it } from 'vitest';
import { QUIET_ZONE, qrDrawing, qrSvgFile } from './qrPath.js';

const LINK = `http://localhost:8080/maps/12/share/${'Sh4re_t0ken-'.padEnd(43, 'x')}/`;

/** The dark modules of a drawing, as 'x,y' keys. */
function darkModules(path: string): Set<string> {
  return new Set([...path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)].map((m) => `${m[1]},${m[2]}`));
}

describe('the QR code of a link', () => {
  it('is a QR symbol (21 + 4k modules) inside a quiet zone of 4', () => {
    const { size, path } = qrDrawing(LINK);
    const symbol = size - 2 * QUIET_ZONE;
    expect((symbol - 21) % 4).toBe(0);
    // A link of about 80 characters needs version 5 or 6 at error correction M.
    expect(symbol).toBeGreaterThanOrEqual(37);
    expect(symbol).toBeLessThanOrEqual(41);
    const dark = darkModules(path);
    for (const key of dark) {
      const [x, y] = key.split(',').map(Number);
      expect(x! >= QUIET_ZONE && x! < size - QUIET_ZONE).toBe(true);
      expect(y! >= QUIET_ZONE && y! < size - QUIET_ZONE).toBe(true);
    }
    // The three finder patterns: a dark 7×7 ring with a dark 3×3 centre, in three corners.
    const q = QUIET_ZONE;
    for (const [x0, y0] of [
      [q, q],
      [q + symbol - 7, q],
      [q, q + symbol - 7],
    ] as const) {
      for (let i = 0; i < 7; i++) {
        expect(dark.has(`${x0 + i},${y0}`)).toBe(true);
        expect(dark.has(`${x0},${y0 + i}`)).toBe(true);
        expect(dark.has(`${x0 + 6},${y0 + i}`)).toBe(true);
      }
      expect(dark.has(`${x0 + 1},${y0 + 1}`)).toBe(false);
      expect(dark.has(`${x0 + 3},${y0 + 3}`)).toBe(true);
    }
    // The timing patterns between them: row and column 6 alternate dark and light.
    for (let i = 8; i < symbol - 8; i++) {
      expect(dark.has(`${q + i},${q + 6}`)).toBe(i % 2 === 0);
      expect(dark.has(`${q + 6},${q + i}`)).toBe(i % 2 === 0);
    }
  });

  it('differs for another link, and is the same for the same one', () => {
    expect(qrDrawing(LINK)).toEqual(qrDrawing(LINK));
    expect(qrDrawing(LINK).path).not.toBe(qrDrawing(LINK.replace('12', '13')).path);
  });

  it('is saved as a standalone SVG file on white', () => {
    const file = qrSvgFile(qrDrawing(LINK));
    expect(file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/);
    expect(file).toContain('fill="#fff"');
    expect(file).toContain('<path d="M');
  });
});
