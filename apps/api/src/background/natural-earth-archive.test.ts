import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VectorTile } from '@mapbox/vector-tile';
import type { Position } from 'geojson';
import { PbfReader } from 'pbf';
import { PMTiles } from 'pmtiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PmtilesFileSource } from '../tiles/pmtiles-file-source.js';
import { tileAt, type TileAddress } from '../tiles/tile-math.js';
import {
  NATURAL_EARTH_MAX_ZOOM,
  naturalEarthShapes,
  readCountries,
  writeNaturalEarthArchive,
} from './natural-earth-archive.js';

/** The archive the web app ships (apps/web/src/map/background). */
const SHIPPED = fileURLToPath(
  new URL('../../../web/src/map/background/natural-earth-50m.pmtiles', import.meta.url),
);

describe('the offline background shapes', () => {
  it('has land, borders and coastline, no edge jumping across the antimeridian', async () => {
    const data = naturalEarthShapes(await readCountries());
    expect(data.land.type).toBe('FeatureCollection');
    expect(data.borders.coordinates.length).toBeGreaterThan(100);
    expect(data.coast.coordinates.length).toBeGreaterThan(100);
    const rings: Position[][] = [];
    const features = data.land.type === 'FeatureCollection' ? data.land.features : [data.land];
    for (const f of features) {
      if (f.geometry.type === 'MultiPolygon') rings.push(...f.geometry.coordinates.flat());
      if (f.geometry.type === 'Polygon') rings.push(...f.geometry.coordinates);
    }
    let longest = 0;
    for (const line of [...rings, ...data.borders.coordinates, ...data.coast.coordinates]) {
      for (let i = 1; i < line.length; i++) {
        // Antarctica is closed along the pole, off the drawn map.
        if (Math.abs(line[i]![1]!) === 90 && Math.abs(line[i - 1]![1]!) === 90) continue;
        longest = Math.max(longest, Math.abs(line[i]![0]! - line[i - 1]![0]!));
      }
    }
    expect(longest).toBeLessThan(180);
  });
});

describe('the offline background archive', () => {
  let dir: string;
  let written: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'natural-earth-'));
    written = path.join(dir, 'natural-earth.pmtiles');
    await writeNaturalEarthArchive(written);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const tileOf = async (archive: PMTiles, { z, x, y }: TileAddress) => {
    const found = await archive.getZxy(z, x, y);
    return found ? new VectorTile(new PbfReader(new Uint8Array(found.data))) : null;
  };

  it('is the archive the web app ships (npm run natural-earth -w @waymark/api rewrites it)', async () => {
    expect((await readFile(written)).equals(await readFile(SHIPPED))).toBe(true);
  });

  it('holds land, coast and borders tiles from zoom 0 to its last zoom', async () => {
    const archive = new PMTiles(new PmtilesFileSource(written));
    const header = await archive.getHeader();
    expect([header.minZoom, header.maxZoom]).toEqual([0, NATURAL_EARTH_MAX_ZOOM]);
    const world = await tileOf(archive, { z: 0, x: 0, y: 0 });
    expect(Object.keys(world!.layers).sort()).toEqual(['borders', 'coast', 'land']);
    const lastZoomAt = (lon: number, lat: number) =>
      tileOf(archive, tileAt(lon, lat, NATURAL_EARTH_MAX_ZOOM));
    // The demo survey's place (Eugene, Oregon) at the last zoom: land, no coast.
    const oregon = await lastZoomAt(-123.07, 44.05);
    expect(oregon!.layers.land!.length).toBeGreaterThan(0);
    expect(oregon!.layers.coast).toBeUndefined();
    // Open ocean (the South Atlantic) has no tile: the water under everything is drawn there.
    expect(await lastZoomAt(-20, -38)).toBeNull();
  });
});
