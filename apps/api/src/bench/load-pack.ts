import { FetchSource, PMTiles, type RangeResponse, type Source } from 'pmtiles';
import type { PackRead } from '@waymark/contract/pack';
import type { ArchiveRange, PackTarget, ViewerTarget } from './load-viewers.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Packs the target's map through the API, as its maker would (the workers build the archives),
 * and waits until it is ready: polls GET /api/packs/:id/ every second, and fails with the
 * pack's state when it ends in error or is not ready within `timeoutMs`.
 */
export async function packMap(
  target: ViewerTarget,
  zoomMin: number,
  zoomMax: number,
  timeoutMs: number,
): Promise<PackRead> {
  const headers = { authorization: `Token ${target.token}`, 'content-type': 'application/json' };
  const res = await fetch(`${target.base}/api/maps/${target.mapId}/packs/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ bbox: null, zoom_min: zoomMin, zoom_max: zoomMax }),
  });
  if (res.status !== 201)
    throw new Error(`packing map ${target.mapId}: ${res.status} ${await res.text()}`);
  let pack = (await res.json()) as PackRead;
  const end = Date.now() + timeoutMs;
  while (pack.status !== 'ready') {
    if (pack.status === 'error') {
      const failed = pack.archives
        .filter((a) => a.error)
        .map((a) => `${a.name}: ${a.error!.message}`);
      throw new Error(`pack ${pack.id} failed: ${failed.join('; ')}`);
    }
    if (Date.now() > end)
      throw new Error(
        `pack ${pack.id} not ready after ${timeoutMs / 1000} s: ${pack.status}, ${pack.progress} % (are the workers running?)`,
      );
    await sleep(1000);
    const poll = await fetch(`${target.base}/api/packs/${pack.id}/`, { headers });
    if (!poll.ok) throw new Error(`GET /api/packs/${pack.id}/: ${poll.status}`);
    pack = (await poll.json()) as PackRead;
  }
  return pack;
}

/** A PMTiles source that notes every range the reader asks for and how many bytes came. */
class RecordingSource implements Source {
  readonly reads: { offset: number; bytes: number }[] = [];
  constructor(private readonly inner: Source) {}
  async getBytes(offset: number, length: number, signal?: AbortSignal, etag?: string) {
    const got: RangeResponse = await this.inner.getBytes(offset, length, signal, etag);
    this.reads.push({ offset, bytes: got.data.byteLength });
    return got;
  }
  getKey() {
    return this.inner.getKey();
  }
}

/**
 * What the PMTiles reader asks of an archive (read at `readUrl`) to show `tiles` (z/x/y): its
 * header and directories, and each tile's bytes where the archive holds the tile (an absent
 * tile is known from the directory and asks nothing), as ranges of `viewUrl`.
 */
export async function archiveRanges(
  readUrl: string,
  viewUrl: string,
  tiles: readonly string[],
): Promise<{ directories: ArchiveRange[]; tiles: ArchiveRange[] }> {
  const source = new RecordingSource(new FetchSource(readUrl));
  const reader = new PMTiles(source);
  await reader.getHeader();
  const range = ({ offset, bytes }: { offset: number; bytes: number }): ArchiveRange => ({
    url: viewUrl,
    range: `bytes=${offset}-${offset + bytes - 1}`,
    bytes,
  });
  const tileReads = new Set<number>();
  const held: ArchiveRange[] = [];
  for (const tile of tiles) {
    const [z, x, y] = tile.split('/').map(Number) as [number, number, number];
    // The directories are cached after their first read: the tile's own read comes last.
    if (await reader.getZxy(z, x, y)) {
      tileReads.add(source.reads.length - 1);
      held.push(range(source.reads.at(-1)!));
    }
  }
  const directories = new Map<number, ArchiveRange>();
  source.reads.forEach((read, i) => {
    if (!tileReads.has(i)) directories.set(read.offset, range(read));
  });
  return { directories: [...directories.values()], tiles: held };
}

/** The pack's vector and raster archives as a viewer of the target's layers reads them. */
export async function packTarget(
  target: ViewerTarget,
  pack: PackRead,
  readBase: string,
  viewBase: string,
): Promise<PackTarget> {
  const out: PackTarget = { directories: [], vectorTiles: [], rasterTiles: [] };
  for (const archive of pack.archives) {
    const vector = archive.kind === 'vector' && target.vectorLayers.includes(archive.layer);
    const raster = archive.kind === 'raster' && target.rasterLayers.includes(archive.layer);
    if ((!vector && !raster) || !archive.url) continue;
    const got = await archiveRanges(
      `${readBase}${archive.url}`,
      `${viewBase}${archive.url}`,
      target.tiles,
    );
    out.directories.push(...got.directories);
    (vector ? out.vectorTiles : out.rasterTiles).push(...got.tiles);
  }
  if (!out.vectorTiles.length)
    throw new Error(`pack ${pack.id}: no vector tile among the viewers' tiles`);
  return out;
}
