import { packMap, packTarget } from './load-pack.js';
import { runViewers, type ViewerRun, type ViewerTarget } from './load-viewers.js';
import { startCachingNginx } from './nginx-cache.js';

/** The route the api's request metrics file the archives' signed URLs under. */
const ARCHIVE_ROUTE = '/api/pack-archives/:archiveId/:dataVersion/:expires/:signature/:file';

/**
 * How many requests for pack archives the api process at `base` has answered (every method
 * and status), from its own request metrics (/metrics with METRICS_TOKEN): exact, whatever
 * nginx made of them (a slice, a whole archive, a lock that timed out).
 */
export async function archiveRequests(base: string, metricsToken: string): Promise<number> {
  const res = await fetch(`${base}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  if (!res.ok) throw new Error(`${base}/metrics: ${res.status}`);
  let count = 0;
  for (const line of (await res.text()).split('\n')) {
    if (
      line.startsWith('waymark_http_request_duration_seconds_count{') &&
      line.includes(`route="${ARCHIVE_ROUTE}"`)
    )
      count += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return count;
}

export interface PackCacheRun {
  run: ViewerRun;
  /** The viewers' range reads of the archives (tiles and directories), and of tiles alone. */
  reads: number;
  tileReads: number;
  /** The archive requests that reached the api meanwhile (cache misses, slices, revalidations). */
  atApi: number;
  slice: boolean;
}

/**
 * The viewers of `target` again, their tiles read from a pack of the map (zooms 12–15, built by
 * the running workers) through nginx's proxy cache in front of the api at `target.base`: the
 * cache starts empty, and every request of the viewers (the map's reads too) goes through nginx.
 */
export async function runPackCache(
  target: ViewerTarget,
  options: {
    dir: string;
    port: number;
    viewers: number;
    seconds: number;
    thinkMs: number;
    metricsToken: string;
    packTimeoutMs: number;
  },
): Promise<PackCacheRun> {
  const { viewers, seconds, thinkMs, metricsToken } = options;
  console.log('packing the demo map at zooms 12–15 through the api (the workers build it)');
  const t0 = Date.now();
  const pack = await packMap(target, 12, 15, options.packTimeoutMs);
  console.log(
    `pack ${pack.id} ready in ${((Date.now() - t0) / 1000).toFixed(1)} s: ${pack.archives.length} archives, ${pack.tiles} tiles, ${(pack.bytes / 1024 ** 2).toFixed(1)} MB`,
  );
  const nginx = await startCachingNginx(options.dir, options.port, new URL(target.base).host);
  try {
    if (!nginx.slice)
      console.log('nginx has no slice module: whole archives are cached, ranges cut from them');
    // Resolved by the PMTiles reader at the api itself, so that nginx's cache starts empty.
    const packed = await packTarget(target, pack, target.base, nginx.base);
    console.log(
      `the archives hold ${packed.vectorTiles.length} vector and ${packed.rasterTiles.length} raster tiles of the viewers' tiles; ${packed.directories.length} header and directory ranges`,
    );
    const before = await archiveRequests(target.base, metricsToken);
    const run = await runViewers(
      { ...target, base: nginx.base },
      viewers,
      seconds,
      thinkMs,
      packed,
    );
    const atApi = (await archiveRequests(target.base, metricsToken)) - before;
    const reads = run.samples.filter((s) => s.kind.startsWith('pack ')).length;
    const tileReads = run.samples.filter(
      (s) => s.kind.startsWith('pack ') && s.kind.endsWith(' tile'),
    ).length;
    const statuses = [...run.cacheStatus].map(([status, n]) => `${n} ${status}`).join(', ');
    console.log(`X-Cache-Status of the viewers' range reads: ${statuses}`);
    return { run, reads, tileReads, atApi, slice: nginx.slice };
  } finally {
    await nginx.stop();
  }
}
