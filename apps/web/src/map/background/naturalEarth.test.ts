import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Position } from 'geojson';
import { describe, expect, it } from 'vitest';
import { naturalEarthFromTopology } from './naturalEarth.js';

const require = createRequire(import.meta.url);

describe('the offline background data', () => {
  const topology = JSON.parse(
    readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'),
  ) as Parameters<typeof naturalEarthFromTopology>[0];
  const data = naturalEarthFromTopology(topology);

  it('has land, borders and coastline', () => {
    expect(data.land.type).toBe('FeatureCollection');
    expect(data.borders.coordinates.length).toBeGreaterThan(100);
    expect(data.coast.coordinates.length).toBeGreaterThan(100);
  });

  it('has no edge that jumps across the antimeridian', () => {
    const rings: Position[][] = [];
    const features = data.land.type === 'FeatureCollection' ? data.land.features : [data.land];
    for (const f of features) {
      if (f.geometry.type === 'MultiPolygon') rings.push(...f.geometry.coordinates.flat());
      if (f.geometry.type === 'Polygon') rings.push(...f.geometry.coordinates);
    }
    const lines = [...rings, ...data.borders.coordinates, ...data.coast.coordinates];
    let longest = 0;
    for (const line of lines) {
      for (let i = 1; i < line.length; i++) {
        // Antarctica is closed along the pole, off the drawn map.
        if (Math.abs(line[i]![1]!) === 90 && Math.abs(line[i - 1]![1]!) === 90) continue;
        longest = Math.max(longest, Math.abs(line[i]![0]! - line[i - 1]![0]!));
      }
    }
    expect(longest).toBeLessThan(180);
  });
});
