import type { Storage } from '../storage/storage.js';
import { cogDecoder } from '../tiles/cog-decoder.js';
import { CogReader } from '../tiles/cog-reader.js';
import { RasterRenderer } from '../tiles/raster-renderer.js';
import type { TileAddress } from '../tiles/tile-math.js';
import { gdalTile } from './gdal-tiles.js';
import { measure, type httpGetter, type LoadResult } from './load.js';
import { mapServerTileQuery } from './mapserver.js';
import { warmThenMeasure } from './vector-contest.js';

export interface RasterContest {
  storage: Storage;
  cogKey: string;
  cogPath: string;
  layerId: number;
  http: ReturnType<typeof httpGetter>;
  /** The server with its block cache, and one with none (RASTER_CACHE_MB=0). */
  base: string;
  baseNoCache: string;
  /** Authorization header and the csrftoken cookie a browser would send back. */
  auth: Record<string, string>;
  mapServerUrl: string;
  mapfile: string;
  concurrency: number;
}

function inProcess(c: RasterContest, tiles: TileAddress[], reader: CogReader) {
  const renderer = new RasterRenderer(reader);
  return tiles.map(
    (t) => async () => (await renderer.render([c.cogKey], t, null, 'png'))?.length ?? 0,
  );
}

/**
 * The renderer decision: one PNG tile after another, in this process, at the same concurrency.
 * Without a block cache each tile decodes what it needs, so these are per-tile costs.
 */
export async function rendererRow(c: RasterContest, tiles: TileAddress[]) {
  const uncached = (decoder: typeof cogDecoder) =>
    new CogReader(c.storage, { blockCacheBytes: 0, cogCacheSize: 4, decoder });
  // (geotiff.js's own decoders, measured here until the COGs were WebP, cannot decode WebP in
  // Node: it needs the browser's createImageBitmap.)
  const native = await warmThenMeasure(inProcess(c, tiles, uncached(cogDecoder)), c.concurrency);
  const gdal = await warmThenMeasure(
    tiles.map((t) => () => gdalTile(c.cogPath, t)),
    c.concurrency,
  );
  return { native, gdal };
}

export interface RasterHttpRow {
  /** WebP, what the web app asks: at the COG's aligned levels, its stored blocks as they are. */
  stored: LoadResult;
  storedNoCache: LoadResult;
  /** PNG, drawn from decoded blocks (like MapServer's PNG). */
  ours: LoadResult;
  oursNoCache: LoadResult;
  mapserver: LoadResult;
  revalidated: LoadResult;
}

/**
 * Over HTTP: our endpoint as WebP (stored blocks) and PNG (drawn), each with its caches warm and
 * with none; MapServer; and 304 revalidations.
 */
export async function rasterHttpRow(
  c: RasterContest,
  tiles: TileAddress[],
): Promise<RasterHttpRow> {
  const auth = c.auth;
  const path = (t: TileAddress, ext = 'png') =>
    `/api/tiles/layers/${c.layerId}/${t.z}/${t.x}/${t.y}.${ext}`;
  const stored = await warmThenMeasure(
    tiles.map((t) => c.http.job(`${c.base}${path(t, 'webp')}`, auth)),
    c.concurrency,
  );
  const storedNoCache = await warmThenMeasure(
    tiles.map((t) => c.http.job(`${c.baseNoCache}${path(t, 'webp')}`, auth)),
    c.concurrency,
  );
  const ours = await warmThenMeasure(
    tiles.map((t) => c.http.job(`${c.base}${path(t)}`, auth)),
    c.concurrency,
  );
  const oursNoCache = await warmThenMeasure(
    tiles.map((t) => c.http.job(`${c.baseNoCache}${path(t)}`, auth)),
    c.concurrency,
  );
  const query = mapServerTileQuery(c.mapfile, 'ortho', 'png');
  const mapserver = await warmThenMeasure(
    tiles.map((t) => c.http.job(`${c.mapServerUrl}${query(t)}`)),
    c.concurrency,
  );
  const etags = await Promise.all(
    tiles.map(async (t) => (await c.http.get(`${c.base}${path(t)}`, auth)).headers.etag ?? ''),
  );
  const revalidated = await measure(
    tiles.map((t, i) => c.http.job(`${c.base}${path(t)}`, { ...auth, 'if-none-match': etags[i]! })),
    c.concurrency,
  );
  return { stored, storedNoCache, ours, oursNoCache, mapserver, revalidated };
}
