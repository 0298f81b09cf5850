import type { paths } from '../../api/generated/schema.js';

/** The server's route for a DTM's terrain tiles: one it does not serve fails the build. */
const TERRAIN_ROUTE = '/api/tiles/layers/{id}/terrain/{z}/{x}/{tile}' satisfies keyof paths;

/**
 * The tile URL template of a DTM layer's heights, of one survey `date` for a series.
 * Terrain-RGB PNG: the server makes it 4–9× faster than lossless WebP, for 1.5–2.5× the bytes
 * (`npm run bench -- relief`), and a terrain tile is fetched once and revalidated by its ETag.
 */
export function terrainTileUrl(origin: string, layerId: number, date: string | null): string {
  const path = TERRAIN_ROUTE.replace('{id}', String(layerId)).replace('{tile}', '{y}.png');
  return `${origin}${path}${date ? `?date=${date}` : ''}`;
}
