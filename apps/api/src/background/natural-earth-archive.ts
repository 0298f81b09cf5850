import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { GeoJSONVT } from '@maplibre/geojson-vt';
import { fromGeojsonVt } from '@maplibre/vt-pbf';
import type { Feature, FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { PmtilesWriter, type PmtilesSummary } from '../tiles/pmtiles-writer.js';
import { splitLines, unwrapPolygons } from './antimeridian.js';

/**
 * The web app's offline background, Natural Earth 1:50m (the world-atlas package), as vector
 * tiles in one PMTiles archive. The app once turned the TopoJSON into GeoJSON and MapLibre tiled
 * that anew in every map it opened: 2.5 s of CPU per map in a software-drawn browser, over half
 * of what opening a map costs. Tiled here once, a map reads the few tiles of its view.
 */
export const NATURAL_EARTH_MAX_ZOOM = 6;

/** The archive's layers, as the app's style names them. */
export const NATURAL_EARTH_LAYERS = ['land', 'coast', 'borders'] as const;

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

interface NaturalEarthShapes {
  land: FeatureCollection | Feature;
  /** Borders between countries. */
  borders: MultiLineString;
  /** The coastline: land edges that no other land shares. */
  coast: MultiLineString;
}

/** Land, borders and coast from the countries' TopoJSON, none jumping across the antimeridian. */
export function naturalEarthShapes(topology: Countries): NaturalEarthShapes {
  return {
    land: unwrapPolygons(feature(topology, topology.objects.land)),
    borders: splitLines(mesh(topology, topology.objects.countries, (a, b) => a !== b)),
    coast: splitLines(mesh(topology, topology.objects.land, (a, b) => a === b)),
  };
}

export async function readCountries(): Promise<Countries> {
  const require = createRequire(import.meta.url);
  const file = require.resolve('world-atlas/countries-50m.json');
  return JSON.parse(await readFile(file, 'utf8')) as Countries;
}

const asFeature = (lines: MultiLineString): Feature => ({
  type: 'Feature',
  geometry: lines,
  properties: {},
});

/**
 * Writes the archive to `path`. Tiles as vector tile servers cut them (geojson-vt's defaults: a
 * 4096 extent, 64 units of buffer, lines simplified to 3 units, the 0.375 px MapLibre simplifies
 * GeoJSON to), stored uncompressed: the app fetches the archive whole (compressed in transit)
 * and reads tiles out of memory.
 */
export async function writeNaturalEarthArchive(path: string): Promise<PmtilesSummary> {
  const shapes = naturalEarthShapes(await readCountries());
  const options = { maxZoom: NATURAL_EARTH_MAX_ZOOM };
  const indexes = {
    land: new GeoJSONVT(shapes.land, options),
    coast: new GeoJSONVT(asFeature(shapes.coast), options),
    borders: new GeoJSONVT(asFeature(shapes.borders), options),
  };
  const writer = new PmtilesWriter(path, {
    tileType: 'mvt',
    tileCompression: 'none',
    minZoom: 0,
    maxZoom: NATURAL_EARTH_MAX_ZOOM,
    bounds: [-180, -85.0511, 180, 85.0511],
    metadata: {
      name: 'Natural Earth 1:50m',
      attribution: 'Natural Earth',
      vector_layers: NATURAL_EARTH_LAYERS.map((id) => ({ id, fields: {} })),
    },
  });
  try {
    for (let z = 0; z <= NATURAL_EARTH_MAX_ZOOM; z++) {
      for (let x = 0; x < 2 ** z; x++) {
        for (let y = 0; y < 2 ** z; y++) {
          const layers = Object.fromEntries(
            NATURAL_EARTH_LAYERS.flatMap((name) => {
              const tile = indexes[name].getTile(z, x, y);
              return tile && tile.features.length > 0 ? [[name, tile]] : [];
            }),
          );
          if (Object.keys(layers).length === 0) continue;
          await writer.addTile(
            z,
            x,
            y,
            Buffer.from(fromGeojsonVt(layers, { version: 2, extent: 4096 })),
          );
        }
      }
    }
    return await writer.finish();
  } catch (error) {
    await writer.abort();
    throw error;
  }
}
