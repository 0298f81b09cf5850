import { httpGetter } from './load.js';

/** The kinds of request a viewer of a map makes while it pans, and how often each. */
export const KINDS = [
  'vector tile',
  'vector tile 304',
  'raster tile',
  'search',
  'map',
  'layer',
  'files',
] as const;
export type Kind = (typeof KINDS)[number];

export interface ViewerTarget {
  base: string;
  token: string;
  mapId: number;
  vectorLayers: number[];
  rasterLayers: number[];
  /** Tiles (z/x/y) inside the map's layers, to pan over. */
  tiles: string[];
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
 * pans again only once its tiles have come (a closed loop), as a person does.
 */
export async function runViewers(
  target: ViewerTarget,
  viewers: number,
  seconds: number,
  thinkMs: number,
): Promise<ViewerRun> {
  const { get, close } = httpGetter(viewers * 6);
  const auth = { authorization: `Token ${target.token}` };
  const etags = new Map<string, string>();
  const samples: Sample[] = [];
  const windows: number[][] = [];
  const errors = new Map<Kind, number>(KINDS.map((k) => [k, 0]));
  /** What failed, by kind and status (or error), to be printed. */
  const failures = new Map<string, number>();
  const api = `${target.base}/api`;
  const url = (kind: Kind): { url: string; headers: Record<string, string> } => {
    const tile = pick(target.tiles);
    switch (kind) {
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
  const tileKinds: Kind[] = ['vector tile', 'vector tile 304', 'raster tile'];
  const start = Date.now();
  const end = start + seconds * 1000;
  let requests = 0;
  const one = async (kind: Kind) => {
    const { url: address, headers } = url(kind);
    const at = Date.now() - start;
    const t0 = process.hrtime.bigint();
    try {
      const res = await get(address, headers);
      if (![200, 204, 304].includes(res.status)) {
        errors.set(kind, errors.get(kind)! + 1);
        failures.set(`${kind} ${res.status}`, (failures.get(`${kind} ${res.status}`) ?? 0) + 1);
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
    while (Date.now() < end) {
      const pan = Array.from({ length: PAN_TILES }, () => pick(tileKinds));
      for (let i = 0; i < pan.length; i += 6) await Promise.all(pan.slice(i, i + 6).map(one));
      if (Math.random() < 0.1) await one('search');
      if (Math.random() < 0.05) await one(pick(['map', 'layer', 'files'] as const));
      // Looking at the view before the next pan: the think time, ±50%.
      await sleep(thinkMs * (0.5 + Math.random()));
    }
  };
  await Promise.all(Array.from({ length: viewers }, viewer));
  close();
  const figures = figuresOf(samples, errors);
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
  };
}

/** Percentiles by kind of some of a run's requests (errors, when given, counted per kind). */
export function figuresOf(samples: readonly Sample[], errors?: Map<Kind, number>): KindFigures[] {
  return KINDS.map((kind) => {
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
