import { within } from '../lib/time-limit.js';
import type { ArchiveRow } from '../repositories/pack.repository.js';
import type { TileSource } from '../services/tile.service.js';
import type { PmtilesWriter } from '../tiles/pmtiles-writer.js';
import { countTiles, tilesInOrder, tileSpan, type Area } from '../tiles/pack-tiles.js';
import type { TileAddress } from '../tiles/tile-math.js';

/**
 * Tiles drawn at once: PostGIS and the raster renderer work on the next ones while the writer
 * takes the last. Few, since a worker shares its machine (and its database) with viewers.
 */
const IN_FLIGHT = 4;
/** Progress is written every this many percent (a row update, seen by the pack's readers). */
const PROGRESS_STEP = 2;

export interface TileRun {
  /** Epoch milliseconds past which the build gives up. */
  deadline: number;
  /** The clock the deadline is read against (Date.now; a test's own). */
  now?: () => number;
  /** Bytes of tiles past which the build gives up (PACK_MAX_BYTES). */
  maxBytes: number;
  progress(percent: number): Promise<void>;
}

export class PackTimeoutError extends Error {
  constructor() {
    super('The archive took longer than its time limit (PACK_TIMEOUT_SECONDS).');
  }
}

/** Past the largest archive a pack may hold: the build stops there, not at the disk's end. */
export class PackBytesError extends Error {
  constructor(maxBytes: number) {
    super(
      `The archive grew past the largest a pack may hold (PACK_MAX_BYTES, ` +
        `${Math.round(maxBytes / 1024 ** 2).toLocaleString('en')} MB): choose a smaller area ` +
        'or fewer zoom levels.',
    );
  }
}

/** The work's outcome, or PackTimeoutError once the deadline passes without one. */
export function beforeDeadline<T>(
  work: () => Promise<T>,
  deadline: number,
  now: () => number = Date.now,
): Promise<T> {
  const left = deadline - now();
  if (left <= 0) return Promise.reject(new PackTimeoutError());
  return within(work(), left).catch((err: unknown) => {
    throw err instanceof Error && err.message === `no answer within ${left} ms`
      ? new PackTimeoutError()
      : err;
  });
}

/**
 * Draws every tile of the archive's area and zooms with the live tile code and hands the
 * non-empty ones to the writer, zoom by zoom in tile-id order (the order PMTiles stores them
 * in), a few drawn ahead. Fails once the deadline passes, even inside a tile that hangs, and
 * once the tiles weigh more than `run.maxBytes`.
 */
export async function writeArchiveTiles(
  archive: Pick<ArchiveRow, 'area' | 'zoom_min' | 'zoom_max'>,
  source: TileSource,
  writer: Pick<PmtilesWriter, 'addTile'>,
  run: TileRun,
): Promise<number> {
  const area = archive.area as Area;
  const total = countTiles(area, archive.zoom_min, archive.zoom_max);
  const draw = (tile: TileAddress) => {
    const drawn = beforeDeadline(() => source.tile(tile).produce(), run.deadline, run.now);
    // Awaited in turn below; until then a failure must not count as unhandled.
    drawn.catch(() => undefined);
    return drawn;
  };
  let done = 0;
  let written = 0;
  let bytesWritten = 0;
  let reported = 0;
  for (let z = archive.zoom_min; z <= archive.zoom_max; z += 1) {
    const tiles = tilesInOrder(tileSpan(area, z));
    const ahead: Promise<Buffer | null>[] = [];
    let launched = 0;
    for (const tile of tiles) {
      while (ahead.length < IN_FLIGHT && launched < tiles.length)
        ahead.push(draw(tiles[launched++]!));
      const bytes = await ahead.shift()!;
      if (bytes) {
        bytesWritten += bytes.length;
        // The estimate is a guess: what is written is checked, before the writer takes it.
        if (bytesWritten > run.maxBytes) throw new PackBytesError(run.maxBytes);
        await writer.addTile(tile.z, tile.x, tile.y, bytes);
        written += 1;
      }
      done += 1;
      const percent = Math.min(99, Math.floor((done * 100) / Math.max(1, total)));
      if (percent >= reported + PROGRESS_STEP) {
        reported = percent;
        await run.progress(percent);
      }
    }
  }
  return written;
}
