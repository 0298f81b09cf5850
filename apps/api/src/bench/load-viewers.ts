import { httpGetter } from './load.js';

/** The kinds of request a viewer of a map makes while it pans, and how often each. */
export const KINDS = [
  'vector tile',
  'vector tile 304',
  'raster tile',
  'pack vector tile',
  'pack raster tile',
  'pack directory',
  'search',
  'map',
  'layer',
  'files',
] as const;
export type Kind = (typeof KINDS)[number];
/** The kinds a viewer of the live tiles asks for, and one of a pack's archives (`pack`). */
export const LIVE_KINDS: readonly Kind[] = KINDS.filter((k) => !k.startsWith('pack '));
export const PACK_KINDS: readonly Kind[] = KINDS.filter((k) => !/^(vector|raster) tile/.test(k));

export interface ViewerTarget {
  base: string;
  token: string;
  mapId: number;
  vectorLayers: number[];
  rasterLayers: number[];
  /** Tiles (z/x/y) inside the map's layers, to pan over. */
  tiles: string[];
}

/** A byte range of a pack's archive (`Range: bytes=…`) and the length of its answer. */
export interface ArchiveRange {
  url: string;
  range: string;
  bytes: number;
}

/**
 * A pack of the map, for viewers that read their tiles from its archives (PMTiles range reads)
 * instead of the live tile endpoints: what the reader resolved the tiles to, once.
 */
export interface PackTarget {
  /** Each archive's header and directories: read once by each viewer, when it opens the map. */
  directories: ArchiveRange[];
  /** The tiles of `ViewerTarget.tiles` that the vector and raster archives hold. */
  vectorTiles: ArchiveRange[];
  rasterTiles: ArchiveRange[];
}

export interface KindFigures {
  kind: Kind;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

/** One request: its kind, when it started (ms after the run's start) and how long it took. */
export interface Sample {
  kind: Kind;
  at: number;
  ms: number;
}

export interface ViewerRun {
  perSecond: number;
  figures: KindFigures[];
  samples: Sample[];
  failures: Map<string, number>;
  /** Revalidated tiles' p95, ms, by 10 s window from the start: where a slowdown lies. */
  windowsP95: number[];
  /** With a pack: its range reads by the X-Cache-Status a cache in front answered (or 'none'). */
  cacheStatus: Map<string, number>;
}

/** Tiles a pan brings into view (a 1280×800 window moved by about half its size). */
const PAN_TILES = 12;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const percentile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * `viewers` simulated viewers for `seconds`, each opening the map and then panning: a pan's
 * tiles, now and then a search or a read, then `thinkMs` (±50%) looking at the view. A viewer
 * pans again only once its tiles have come (a closed loop), as a person does. With `pack`, a
 * viewer reads its tiles from the pack's archives instead: each archive's header and
 * directories once on opening, then a range read per tile (vector where the live viewer asks
 * for a fresh or revalidated vector tile, raster where it asks for a raster one).
 */
export async function runViewers(
  target: ViewerTarget,
  viewers: number,
  seconds: number,
  thinkMs: number,
  pack?: PackTarget,
): Promise<ViewerRun> {
  const { get, close } = httpGetter(viewers * 6);
  const auth = { authorization: `Token ${target.token}` };
  const etags = new Map<string, string>();
  const samples: Sample[] = [];
  const windows: number[][] = [];
  const errors = new Map<Kind, number>(KINDS.map((k) => [k, 0]));
  /** What failed, by kind and status (or error), to be printed. */
  const failures = new Map<string, number>();
  const cacheStatus = new Map<string, number>();
  const api = `${target.base}/api`;
  const ranged = ({ url, range, bytes }: ArchiveRange) => ({ url, headers: { range }, bytes });
  const url = (kind: Kind): { url: string; headers: Record<string, string>; bytes?: number } => {
    const tile = pick(target.tiles);
    switch (kind) {
      case 'pack vector tile':
        return ranged(pick(pack!.vectorTiles));
      case 'pack raster tile':
        return ranged(pick(pack!.rasterTiles));
      case 'pack directory':
        return ranged(pick(pack!.directories));
      case 'vector tile':
        return {
          url: `${api}/tiles/layers/${pick(target.vectorLayers)}/${tile}.pbf`,
          headers: auth,
        };
      case 'vector tile 304': {
        const address = `${api}/tiles/layers/${pick(target.vectorLayers)}/${tile}.pbf`;
        const etag = etags.get(address);
        return { url: address, headers: etag ? { ...auth, 'if-none-match': etag } : auth };
      }
      case 'raster tile':
        return {
          url: `${api}/tiles/layers/${pick(target.rasterLayers)}/${tile}.png`,
          headers: auth,
        };
      case 'search':
        return {
          url: `${api}/maps/${target.mapId}/search/?query=${pick(['bridge', 'MP 1', 'culv', 'lc', 'stat'])}`,
          headers: auth,
        };
      case 'map':
        return { url: `${api}/maps/${target.mapId}/`, headers: auth };
      case 'layer':
        return {
          url: `${api}/layers/${pick([...target.vectorLayers, ...target.rasterLayers])}/`,
          headers: auth,
        };
      case 'files':
        return { url: `${api}/maps/${target.mapId}/files/`, headers: auth };
    }
  };
  // A pan asks for the new view's tiles, six at a time as a browser does.
  const tileKinds: Kind[] = !pack
    ? ['vector tile', 'vector tile 304', 'raster tile']
    : pack.rasterTiles.length
      ? ['pack vector tile', 'pack vector tile', 'pack raster tile']
      : ['pack vector tile'];
  const start = Date.now();
  const end = start + seconds * 1000;
  let requests = 0;
  const one = async (kind: Kind, request = url(kind)) => {
    const { url: address, headers, bytes } = request;
    const at = Date.now() - start;
    const t0 = process.hrtime.bigint();
    try {
      const res = await get(address, headers);
      // A range read must answer 206 with exactly the bytes asked for.
      const ok = bytes === undefined ? [200, 204, 304].includes(res.status) : res.status === 206;
      const short = ok && bytes !== undefined && res.body.length !== bytes;
      if (!ok || short) {
        errors.set(kind, errors.get(kind)! + 1);
        const what = `${kind} ${short ? `${res.body.length} of ${bytes} bytes` : res.status}`;
        failures.set(what, (failures.get(what) ?? 0) + 1);
      }
      if (bytes !== undefined) {
        const status = String(res.headers['x-cache-status'] ?? 'none');
        cacheStatus.set(status, (cacheStatus.get(status) ?? 0) + 1);
      }
      const etag = res.headers.etag;
      if (kind === 'vector tile 304' && typeof etag === 'string') etags.set(address, etag);
    } catch (err) {
      errors.set(kind, errors.get(kind)! + 1);
      const what = `${kind} ${(err as Error).message}`;
      failures.set(what, (failures.get(what) ?? 0) + 1);
    }
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    samples.push({ kind, at, ms });
    if (kind === 'vector tile 304')
      (windows[Math.floor((Date.now() - start) / 10_000)] ??= []).push(ms);
    requests += 1;
  };
  const viewer = async () => {
    // Viewers arrive over the first think time, not all in the same millisecond.
    await sleep(Math.random() * thinkMs);
    // Opening the map: the map, one of its layers, its files.
    await one('map');
    await one('layer');
    await one('files');
    for (const directory of pack?.directories ?? []) await one('pack directory', ranged(directory));
    while (Date.now() < end) {
      const pan = Array.from({ length: PAN_TILES }, () => pick(tileKinds));
      for (let i = 0; i < pan.length; i += 6)
        await Promise.all(pan.slice(i, i + 6).map((kind) => one(kind)));
      if (Math.random() < 0.1) await one('search');
      if (Math.random() < 0.05) await one(pick(['map', 'layer', 'files'] as const));
      // Looking at the view before the next pan: the think time, ±50%.
      await sleep(thinkMs * (0.5 + Math.random()));
    }
  };
  await Promise.all(Array.from({ length: viewers }, viewer));
  close();
  const figures = figuresOf(samples, errors, pack ? PACK_KINDS : LIVE_KINDS);
  const windowsP95 = Array.from(windows, (w) =>
    percentile(
      (w ?? []).sort((a, b) => a - b),
      0.95,
    ),
  );
  return {
    perSecond: requests / ((Date.now() - start) / 1000),
    figures,
    samples,
    failures,
    windowsP95,
    cacheStatus,
  };
}

/** Percentiles by kind of some of a run's requests (errors, when given, counted per kind). */
export function figuresOf(
  samples: readonly Sample[],
  errors?: Map<Kind, number>,
  kinds: readonly Kind[] = LIVE_KINDS,
): KindFigures[] {
  return kinds.map((kind) => {
    const sorted = samples
      .filter((s) => s.kind === kind)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
    return {
      kind,
      requests: sorted.length,
      errors: errors?.get(kind) ?? 0,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
    };
  });
}
