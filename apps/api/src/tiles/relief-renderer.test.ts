import { rampColour } from '@waymark/contract';
import { describe, expect, it } from 'vitest';
import { exaggeration, hillshade } from './relief-renderer.js';

/** A (size+2)² grid of heights rising `rise` metres per cell eastwards and `north` northwards. */
function plane(size: number, rise: number, north: number): Float32Array {
  const full = size + 2;
  const heights = new Float32Array(full * full);
  for (let j = 0; j < full; j += 1) {
    for (let i = 0; i < full; i += 1) heights[j * full + i] = 100 + i * rise - j * north;
  }
  return heights;
}

describe('relief', () => {
  it('lights slopes that face the north-west sun and darkens those that turn away', () => {
    const flat = hillshade(plane(4, 0, 0), 4, 1)[5]!;
    // Rising to the south-east: its face looks north-west, into the light.
    const facing = hillshade(plane(4, 0.2, -0.2), 4, 1)[5]!;
    // Rising to the north-west: its face looks south-east, away from it.
    const away = hillshade(plane(4, -0.2, 0.2), 4, 1)[5]!;
    expect(flat).toBeCloseTo(Math.cos(Math.PI / 4), 5);
    expect(facing).toBeGreaterThan(flat);
    expect(away).toBeLessThan(flat);
    // Steeper is darker on the far side: the spacing is the cell size on the ground.
    expect(hillshade(plane(4, -0.2, 0.2), 4, 0.5)[5]!).toBeLessThan(away);
  });

  it('leaves cells without heights unshaded, and takes the centre for missing neighbours', () => {
    const heights = plane(2, 1, 0);
    heights[1 * 4 + 1] = Number.NaN;
    const shade = hillshade(heights, 2, 1);
    expect(shade[0]).toBe(0);
    expect(Number.isFinite(shade[3]!)).toBe(true);
  });

  it("agrees with the textbook formula in angles (Burrough's slope and aspect)", () => {
    const size = 16;
    const heights = new Float32Array((size + 2) ** 2).map((_, i) => 50 + 9 * Math.sin(i * 0.37));
    const shade = hillshade(heights, size, 2);
    const zenith = Math.PI / 4;
    const sun = ((360 - 315 + 90) * Math.PI) / 180;
    const full = size + 2;
    for (let j = 0; j < size; j += 1) {
      for (let i = 0; i < size; i += 1) {
        const h = (dx: number, dy: number) => heights[(j + 1 + dy) * full + (i + 1 + dx)]!;
        const p = (h(1, -1) + 2 * h(1, 0) + h(1, 1) - h(-1, -1) - 2 * h(-1, 0) - h(-1, 1)) / 16;
        const q = (h(-1, 1) + 2 * h(0, 1) + h(1, 1) - h(-1, -1) - 2 * h(0, -1) - h(1, -1)) / 16;
        const slope = Math.atan(Math.hypot(p, q));
        const aspect = Math.atan2(q, -p);
        const lit =
          Math.cos(zenith) * Math.cos(slope) +
          Math.sin(zenith) * Math.sin(slope) * Math.cos(sun - aspect);
        expect(shade[j * size + i]!).toBeCloseTo(Math.max(0, lit), 5);
      }
    }
  });

  it('exaggerates heights when zoomed out, never below 1 nor above 8', () => {
    expect(exaggeration(16)).toBe(1);
    expect(exaggeration(14)).toBe(1);
    expect(exaggeration(12)).toBeCloseTo(2, 5);
    expect(exaggeration(2)).toBe(8);
  });

  it('colours along the ramps shared with the legends', () => {
    expect(rampColour('grey', 0)).toEqual([26, 26, 26]);
    expect(rampColour('grey', 1)).toEqual([240, 240, 240]);
    // The elevation change's ramp: red for cut, white for none, blue for fill.
    expect(rampColour('diverging', 0)).toEqual([178, 24, 43]);
    expect(rampColour('diverging', 0.5)).toEqual([247, 247, 247]);
    expect(rampColour('diverging', 1)).toEqual([33, 102, 172]);
    expect(rampColour('terrain', Number.NaN)).toEqual(rampColour('terrain', 0));
  });
});
