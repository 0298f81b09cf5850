import { FetchSource, PMTiles } from 'pmtiles';
import type { PackArchiveRead } from '@waymark/contract/pack';
import { tilesInOrder, tileSpan, type Area } from '../tiles/pack-tiles.js';
import type { TileAddress } from '../tiles/tile-math.js';
import type { httpGetter } from './load.js';

/** One archive of a pack, as the bench reads it back from the database. */
export interface BenchArchive {
  id: number;
  layerId: number;
  kind: PackArchiveRead['kind'];
  zoomMin: number;
  zoomMax: number;
  area: Area;
}

/** Every tile address of an archive, zoom by zoom. */
export function addressesOf(archive: BenchArchive): TileAddress[] {
  const out: TileAddress[] = [];
  for (let z = archive.zoomMin; z <= archive.zoomMax; z += 1) {
    out.push(...tilesInOrder(tileSpan(archive.area, z)));
  }
  return out;
}

/** The live endpoint of an archive's tile: what the viewer asks when it has no pack. */
export function liveUrl(base: string, archive: BenchArchive, { z, x, y }: TileAddress): string {
  const tiles = `${base}/api/tiles/layers/${archive.layerId}`;
  if (archive.kind === 'vector') return `${tiles}/${z}/${x}/${y}.pbf`;
  if (archive.kind === 'terrain') return `${tiles}/terrain/${z}/${x}/${y}.webp`;
  return `${tiles}/${z}/${x}/${y}.webp`;
}

type Http = ReturnType<typeof httpGetter>;

/** Fetches the tiles one by one from the live endpoint: seconds, bytes, tiles with content. */
export async function fetchLive(
  http: Http,
  urls: readonly string[],
  auth: Record<string, string>,
): Promise<{ seconds: number; bytes: number; tiles: number; latencies: number[] }> {
  const started = performance.now();
  let bytes = 0;
  let tiles = 0;
  const latencies: number[] = [];
  for (const url of urls) {
    const t0 = performance.now();
    const res = await http.get(url, auth);
    latencies.push(performance.now() - t0);
    if (res.status === 200) {
      tiles += 1;
      bytes += res.body.length;
    } else if (res.status !== 204) {
      throw new Error(`${url}: ${res.status}`);
    }
  }
  return { seconds: (performance.now() - started) / 1000, bytes, tiles, latencies };
}

/**
 * Reads tiles from an archive's signed URL as a viewer does: the PMTiles reader over HTTP range
 * requests (its header and directories cached after the first tile). Answers each tile's time.
 */
export async function readFromPack(url: string, tiles: readonly TileAddress[]): Promise<number[]> {
  const archive = new PMTiles(new FetchSource(url));
  await archive.getHeader();
  const latencies: number[] = [];
  for (const { z, x, y } of tiles) {
    const t0 = performance.now();
    await archive.getZxy(z, x, y);
    latencies.push(performance.now() - t0);
  }
  return latencies;
}

export function percentile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** `count` addresses spread evenly over the list (every k-th). */
export function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const step = items.length / count;
  return Array.from({ length: count }, (_, i) => items[Math.floor(i * step)]!);
}
