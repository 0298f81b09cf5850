import type { Box } from '../../lib/box.js';

/** The latitude Web Mercator maps reach; boxes stay within it (as the bounding-box widget's). */
const MAX_LATITUDE = 85;

interface Bounded {
  getBounds(): { getWest(): number; getSouth(): number; getEast(): number; getNorth(): number };
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * The view on screen as a box the API takes: within ±180° and ±85°; a view that spans the whole
 * world or crosses the antimeridian becomes the full width of the world.
 */
export function viewBox(map: Bounded): Box {
  const bounds = map.getBounds();
  let west = bounds.getWest();
  let east = bounds.getEast();
  if (east - west >= 360 || west < -180 || east > 180) {
    west = -180;
    east = 180;
  }
  const south = Math.max(-MAX_LATITUDE, bounds.getSouth());
  const north = Math.min(MAX_LATITUDE, bounds.getNorth());
  return [round(west), round(south), round(east), round(north)];
}
