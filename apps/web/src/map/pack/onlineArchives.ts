import type { TileArchiveRead } from '@waymark/contract/pack';
import { addProtocol, type GetResourceResponse, type RequestParameters } from 'maplibre-gl';
import { PMTiles } from 'pmtiles';
import { ARCHIVE_PROTOCOL, type ArchiveTiles } from './archiveTiles.js';

/** One archive a source draws from, and the live tiles its layer has where it has none. */
interface Served {
  archive: PMTiles;
  zoomMin: number;
  zoomMax: number;
  area: readonly [number, number, number, number];
  /** The layer's live tile URL, `{z}/{x}/{y}` to fill. */
  live: string;
}

/** An answer that failed, with its HTTP status (the share's tile refusal reads it). */
class TileAnswerError extends Error {
  constructor(readonly status: number) {
    super(`tile answered ${status}`);
  }
}

const served = new Map<string, Served>();
let header: () => [string, string] | null = () => null;
let registered = false;

const lon = (x: number, z: number) => (x / 2 ** z) * 360 - 180;
const lat = (y: number, z: number) =>
  (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** z))) * 180) / Math.PI;

/** Whether tile z/x/y touches the archive's area: only then was it written into it. */
function inArea({ area }: Served, z: number, x: number, y: number): boolean {
  const [w, s, e, n] = area;
  return lon(x + 1, z) > w && lon(x, z) < e && lat(y, z) > s && lat(y + 1, z) < n;
}

async function liveTile(
  entry: Served,
  [z, x, y]: number[],
  signal: AbortSignal,
): Promise<GetResourceResponse<ArrayBuffer>> {
  const url = entry.live.replace('{z}', `${z}`).replace('{x}', `${x}`).replace('{y}', `${y}`);
  const auth = header();
  const answer = await fetch(url, { signal, headers: auth ? { [auth[0]]: auth[1] } : {} });
  if (answer.status === 204) return { data: new ArrayBuffer(0) };
  if (!answer.ok) throw new TileAnswerError(answer.status);
  return { data: await answer.arrayBuffer() };
}

/**
 * A tile of a layer drawn from its archive: read from the archive by byte ranges within its
 * zooms and area (a tile it lacks there is an empty one, as the pack left them out), from the
 * live tiles elsewhere, or when the archive cannot be read (its URL expired: the next map
 * read lists a new one).
 */
async function archiveTile(
  params: RequestParameters,
  abort: AbortController,
): Promise<GetResourceResponse<ArrayBuffer>> {
  const match = /^[\w-]+:\/\/([^/]+)\/(\d+)\/(\d+)\/(\d+)$/.exec(params.url);
  const entry = match && served.get(match[1]!);
  if (!match || !entry) throw new Error(`no archive for ${params.url}`);
  const address = match.slice(2).map(Number);
  const [z, x, y] = address as [number, number, number];
  if (z >= entry.zoomMin && z <= entry.zoomMax && inArea(entry, z, x, y)) {
    try {
      const found = await entry.archive.getZxy(z, x, y, abort.signal);
      return { data: found ? found.data : new ArrayBuffer(0) };
    } catch (error) {
      if (abort.signal.aborted) throw error;
    }
  }
  return liveTile(entry, address, abort.signal);
}

/** What a layer's archive stands in for: its live tile URL template. */
export interface OnlineArchive extends TileArchiveRead {
  live: string;
}

/**
 * Registers the map's current archives with the protocol (once per URL: the readers keep
 * their headers and directories) and answers their tile URL templates by layer and kind.
 * Loaded only when a map has archives: none of the PMTiles reader comes before a first frame.
 */
export function serveOnlineArchives(
  archives: readonly OnlineArchive[],
  authHeader: () => [string, string] | null,
): ArchiveTiles {
  header = authHeader;
  if (!registered) {
    addProtocol(ARCHIVE_PROTOCOL, archiveTile);
    registered = true;
  }
  const tiles: Record<number, Partial<Record<'vector' | 'raster', string>>> = {};
  for (const archive of archives) {
    const url = new URL(archive.url, window.location.origin);
    // …/pack-archives/<id>/<version>/<expires>/… (behind a CDN's own prefix too): a URL signed
    // anew is read anew.
    const signed = /pack-archives\/(\d+)\/(\d+)\/(\d+)\//.exec(url.pathname)?.slice(1) ?? [];
    const key = [archive.layer, archive.kind, ...signed].join('-');
    if (!served.has(key)) {
      served.set(key, {
        archive: new PMTiles(url.href),
        zoomMin: archive.zoom_min,
        zoomMax: archive.zoom_max,
        area: archive.area,
        live: archive.live,
      });
    }
    tiles[archive.layer] = {
      ...tiles[archive.layer],
      [archive.kind]: `${ARCHIVE_PROTOCOL}://${key}/{z}/{x}/{y}`,
    };
  }
  return tiles;
}
