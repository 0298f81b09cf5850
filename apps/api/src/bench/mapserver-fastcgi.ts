import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { TileAddress } from '../tiles/tile-math.js';
import { measureFastCgi, startFastCgiPool, which, type MapServerClient } from './fastcgi-pool.js';
import type { LoadResult } from './load.js';
import { mapServerConfig, MAPSERVER_TILE_TYPE } from './mapserver.js';

export type { MapServerClient } from './fastcgi-pool.js';

/**
 * MapServer as production runs it: `processes` warm `mapserv` FastCGI processes (by default one
 * per core) behind nginx on `port`. GET /?<mapserv query> → its answer.
 */
export async function startMapServerFastCgi(
  dir: string,
  port: number,
  processes = availableParallelism(),
) {
  const config = await mapServerConfig(dir);
  return startFastCgiPool({
    work: path.join(dir, 'fastcgi'),
    program: which('mapserv'),
    env: { ...process.env, MAPSERVER_CONFIG_FILE: config },
    port,
    processes,
    readyTimeoutMs: 10_000,
  });
}

/** MapServer's answers for `tiles` (see measureFastCgi): its tile's content type, non-empty. */
export function measureMapServer(
  client: MapServerClient,
  query: (t: TileAddress) => string,
  tiles: readonly TileAddress[],
): Promise<LoadResult> {
  return measureFastCgi('MapServer FastCGI', client, query, tiles, MAPSERVER_TILE_TYPE);
}
