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

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const percentile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

/**
 * `viewers` simulated viewers for `seconds`, each opening the map and panning: a viewer's next
 * request follows its previous answer at once (a closed loop), so the figures show what the
 * server sustains, not what the client asks for.
 */
export async function runViewers(
  target: ViewerTarget,
  viewers: number,
  seconds: number,
): Promise<{ perSecond: number; figures: KindFigures[]; failures: Map<string, number> }> {
  const { get, close } = httpGetter(viewers);
  const auth = { authorization: `Token ${target.token}` };
  const etags = new Map<string, string>();
  const latencies = new Map<Kind, number[]>(KINDS.map((k) => [k, []]));
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
  // A panning viewer asks mostly for tiles.
  const mix: Kind[] = [
    ...Array<Kind>(8).fill('vector tile'),
    ...Array<Kind>(8).fill('vector tile 304'),
    ...Array<Kind>(6).fill('raster tile'),
    'search',
    'map',
    'layer',
    'files',
  ];
  const end = Date.now() + seconds * 1000;
  let requests = 0;
  const viewer = async () => {
    while (Date.now() < end) {
      const kind = pick(mix);
      const { url: address, headers } = url(kind);
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
      latencies.get(kind)!.push(Number(process.hrtime.bigint() - t0) / 1e6);
      requests += 1;
    }
  };
  const start = Date.now();
  await Promise.all(Array.from({ length: viewers }, viewer));
  close();
  const figures = KINDS.map((kind) => {
    const sorted = latencies.get(kind)!.sort((a, b) => a - b);
    return {
      kind,
      requests: sorted.length,
      errors: errors.get(kind)!,
      p50: percentile(sorted, 0.5),
      p95: percentile(sorted, 0.95),
      p99: percentile(sorted, 0.99),
    };
  });
  return { perSecond: requests / ((Date.now() - start) / 1000), figures, failures };
}
