import { describe, expect, it } from 'vitest';
import type { MapConversion } from '@waymark/contract';
import { mapConversionPlace } from './mapConversionPlace.js';

/** EPSG:25832 as PostGIS 3's spatial_ref_sys gives it (proj4text). */
const UTM32N = '+proj=utm +zone=32 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs';
const conversion: MapConversion = {
  epsg: 25832,
  eastings: 356500,
  northings: 5699500,
  height: 12.5,
  rotation: 30,
  scale: 1,
};

describe('mapConversionPlace', () => {
  it("stands the project's origin where PostGIS puts the point, at its height", () => {
    const place = mapConversionPlace(conversion, UTM32N);
    // st_transform(st_setsrid(st_makepoint(356500, 5699500), 25832), 4326)
    expect(place?.lng).toBeCloseTo(6.935784917956409, 7);
    expect(place?.lat).toBeCloseTo(51.42851028961717, 7);
    expect(place).toMatchObject({ height: 12.5, scale: 1 });
  });

  it("turns it by the conversion's angle and by the grid's convergence from true north", () => {
    const place = mapConversionPlace(conversion, UTM32N)!;
    // Transverse Mercator: the grid's north lies atan(tan(λ - λ0) sin φ) from true north,
    // west of it west of the zone's central meridian (9° E).
    const rad = Math.PI / 180;
    const convergence =
      Math.atan(Math.tan((place.lng - 9) * rad) * Math.sin(place.lat * rad)) / rad;
    expect(convergence).toBeCloseTo(-1.614, 2);
    expect(place.heading).toBeCloseTo(convergence - 30, 2);
    const unturned = mapConversionPlace({ ...conversion, rotation: 0 }, UTM32N)!;
    expect(unturned.heading).toBeCloseTo(convergence, 2);
  });

  it('keeps the scale; gives no place for a definition PROJ cannot read or a point off the earth', () => {
    expect(mapConversionPlace({ ...conversion, scale: 0.001 }, UTM32N)?.scale).toBe(0.001);
    expect(mapConversionPlace(conversion, '+proj=nonsense')).toBeNull();
    expect(mapConversionPlace({ ...conversion, northings: 1e12 }, UTM32N)).toBeNull();
  });
});
