import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { tileAt, type TileAddress } from '../tiles/tile-math.js';

const key = (t: TileAddress) => `${t.z}/${t.x}/${t.y}`;

/** A deterministic shuffle (mulberry32), so every contestant gets the same tiles in the same order. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let a = seed;
  const rand = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * `count` distinct tiles "around the data": the tiles under a sample of the layer's vertices,
 * so dense areas get more tiles, as where people look. Polygons contribute a vertex of their
 * ring, so high-zoom tiles hold edges and not only an interior.
 */
export async function vectorTiles(db: Db, layerId: number, z: number, count: number) {
  const rows = await sql<{ lon: number; lat: number }>`
    select st_x(p) as lon, st_y(p) as lat from (
      select st_transform(case when geometrytype(geom) = 'POLYGON'
        then st_pointn(st_exteriorring(geom), 1 + (fid % 32)::int) else geom end, 4326) as p
      from features where layer_id = ${layerId} and fid % 211 = 0) s`.execute(db);
  const tiles = new Map<string, TileAddress>();
  for (const { lon, lat } of shuffled(rows.rows, z)) {
    const tile = tileAt(lon, lat, z);
    tiles.set(key(tile), tile);
    if (tiles.size >= count) break;
  }
  return [...tiles.values()];
}

/**
 * A square of about `count` tiles at the middle of a box [w, s, e, n], row by row: the tiles a
 * viewer loads when looking at the data (neighbours share COG blocks, as in real use).
 */
export function boxTiles(bounds: readonly number[], z: number, count: number): TileAddress[] {
  const [w, s, e, n] = bounds as [number, number, number, number];
  const nw = tileAt(w, n, z);
  const se = tileAt(e, s, z);
  const side = Math.ceil(Math.sqrt(count));
  const x0 = Math.max(nw.x, Math.floor((nw.x + se.x - side) / 2));
  const y0 = Math.max(nw.y, Math.floor((nw.y + se.y - side) / 2));
  const tiles: TileAddress[] = [];
  for (let y = y0; y <= Math.min(se.y, y0 + side - 1); y += 1) {
    for (let x = x0; x <= Math.min(se.x, x0 + side - 1); x += 1) tiles.push({ z, x, y });
  }
  return tiles.slice(0, count);
}
