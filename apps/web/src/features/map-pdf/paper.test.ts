import { describe, expect, it } from 'vitest';
import { mmToPx, pageLayout, pagePixels, pageSize, printCanvas } from './paper.js';

describe('paper sizes for Map to PDF', () => {
  it('gives ISO sizes in either orientation', () => {
    expect(pageSize('a4', 'portrait')).toEqual({ widthMm: 210, heightMm: 297 });
    expect(pageSize('a4', 'landscape')).toEqual({ widthMm: 297, heightMm: 210 });
    expect(pageSize('a3', 'landscape')).toEqual({ widthMm: 420, heightMm: 297 });
  });

  it('counts device pixels of a page at 150 and 300 dpi', () => {
    expect(pagePixels(pageSize('a4', 'portrait'), 150)).toEqual({ width: 1240, height: 1754 });
    expect(pagePixels(pageSize('a4', 'portrait'), 300)).toEqual({ width: 2480, height: 3508 });
    expect(pagePixels(pageSize('a3', 'landscape'), 300)).toEqual({ width: 4961, height: 3508 });
    expect(mmToPx(25.4, 96)).toBe(96);
  });

  it('draws the map at the print resolution: CSS size × pixelRatio = device pixels', () => {
    const canvas = printCanvas({ width: 254, height: 127 }, 300);
    expect(canvas).toEqual({
      width: 3000,
      height: 1500,
      pixelRatio: 3.125,
      cssWidth: 960,
      cssHeight: 480,
    });
    expect(printCanvas({ width: 254, height: 127 }, 150).pixelRatio).toBe(1.5625);
  });

  it('lays out title, map and footer inside the margins, the map taking most of the page', () => {
    const layout = pageLayout(pageSize('a4', 'landscape'));
    expect(layout.map.x).toBe(10);
    expect(layout.map.width).toBe(277);
    expect(layout.footer.y).toBeGreaterThan(layout.map.y + layout.map.height);
    expect(layout.footer.y + layout.footer.height).toBeLessThanOrEqual(210 - 10);
    expect(layout.map.height).toBeGreaterThan(140);
    expect(layout.legend.x + layout.legend.width).toBe(287);
  });
});
