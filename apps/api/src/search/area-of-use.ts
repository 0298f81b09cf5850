import { runTool } from '../processing/tools/run-tool.js';

/** West, south, east, north in degrees: where a coordinate system is meant to be used. */
export type AreaOfUse = [number, number, number, number];

/** A wrong code costs one child process; the cache keeps at most this many answers. */
const MAX_CACHED = 500;
const cache = new Map<number, Promise<AreaOfUse | null>>();

interface ProjJsonBbox {
  bbox?: {
    west_longitude: number;
    south_latitude: number;
    east_longitude: number;
    north_latitude: number;
  };
}

async function read(epsg: number): Promise<AreaOfUse | null> {
  try {
    const { stdout } = await runTool('gdalsrsinfo', ['-o', 'PROJJSON', `EPSG:${epsg}`], {
      timeoutMs: 10_000,
      maxStdoutBytes: 1024 * 1024,
    });
    const box = (JSON.parse(stdout) as ProjJsonBbox).bbox;
    if (!box) return null;
    return [box.west_longitude, box.south_latitude, box.east_longitude, box.north_latitude];
  } catch {
    return null;
  }
}

/**
 * The EPSG area of use of a coordinate system, from PROJ's database through GDAL (the same
 * database PostGIS transforms with); null when the code has none or is unknown.
 */
export function areaOfUse(epsg: number): Promise<AreaOfUse | null> {
  let found = cache.get(epsg);
  if (!found) {
    if (cache.size >= MAX_CACHED) cache.clear();
    found = read(epsg);
    cache.set(epsg, found);
  }
  return found;
}

/** Inside the area, an area that crosses the antimeridian (west > east) included. */
export function insideArea([west, south, east, north]: AreaOfUse, lon: number, lat: number) {
  if (lat < south || lat > north) return false;
  return west <= east ? lon >= west && lon <= east : lon >= west || lon <= east;
}
