import type { PackRead } from '@waymark/contract/pack';
import { ApiError } from '../../../api/ApiError.js';
import type { fetchPack } from '../../../entities/pack/packCalls.js';
import { PACK_POLL_MS } from '../../../entities/pack/packQueries.js';
import { isQuotaError, type PackFiles } from '../../../entities/pack/storage/packFiles.js';
import {
  isFileComplete,
  isPackComplete,
  type StoredPack,
} from '../../../entities/pack/storage/storedPack.js';
import type { StoredPacks } from '../../../entities/pack/storage/storedPacks.js';
import type { DownloadProblem, LiveDownload } from './offlineStore.js';
import { ArchiveFetchError, downloadRanges } from './rangeDownload.js';

/** What one pack's download works with: given, so that tests can stand in for each. */
export interface DownloadContext {
  records: StoredPacks;
  files: PackFiles;
  fetchPack: typeof fetchPack;
  fetch?: typeof fetch;
  /** The size of each range asked for (CHUNK_BYTES). */
  chunkBytes?: number;
  signal: AbortSignal;
  /** Every record written, for the screens. */
  onRecord(record: StoredPack): void;
  onLive(live: LiveDownload | null): void;
  /** Waits before asking again (the pack still building, the network gone). */
  wait(ms: number, signal: AbortSignal): Promise<void>;
  /** A storage error's own message, for the console and the error report (never the user). */
  report?(error: unknown): void;
}

/** An archive URL refused this many times in a row (fresh URLs asked for in between): failed. */
const MAX_REFUSALS = 3;

const isAbort = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'AbortError';

/**
 * The record as the pack now reads: the archives' lengths where the record does not know them
 * yet, and without the files of archives the pack no longer has (a layer removed since): those
 * are `dropped`, and the pack is stored once the rest are complete.
 */
function withPack(stored: StoredPack, pack: PackRead): { next: StoredPack; dropped: string[] } {
  const dropped: string[] = [];
  const files = stored.files.flatMap((file) => {
    const archive = pack.archives.find((a) => a.layer === file.layer && a.kind === file.kind);
    if (!archive) {
      dropped.push(file.path);
      return [];
    }
    return [{ ...file, bytes: file.bytes ?? archive.bytes ?? null }];
  });
  const complete = isPackComplete(files);
  const storedAt = complete ? (stored.storedAt ?? new Date().toISOString()) : null;
  return { next: { ...stored, pack, files, storedAt }, dropped };
}

function problemOf(error: unknown): DownloadProblem {
  if (isQuotaError(error)) return { kind: 'quota' };
  if (error instanceof ArchiveFetchError || error instanceof ApiError)
    return { kind: 'archive', status: error.status };
  if (error instanceof TypeError) return { kind: 'network' };
  return { kind: 'storage' };
}

/** Downloads the ready archives not yet complete; answers whether all are. */
async function downloadReady(stored: StoredPack, ctx: DownloadContext): Promise<StoredPack> {
  let current = stored;
  for (const archive of current.pack.archives) {
    const file = current.files.find((f) => f.layer === archive.layer && f.kind === archive.kind);
    if (!file || isFileComplete(file) || archive.status !== 'ready' || !archive.url) continue;
    // What the record says is done, unless less reached the disk (a file evicted or cut short).
    const start = Math.min(file.done, await ctx.files.size(file.path));
    await downloadRanges({
      url: archive.url,
      start,
      total: file.bytes,
      fetch: ctx.fetch,
      chunkBytes: ctx.chunkBytes,
      signal: ctx.signal,
      write: (offset, data) => ctx.files.write(file.path, offset, data),
      progress: async (done, total) => {
        const next = await ctx.records.setProgress(current.packId, file.path, done, total);
        if (next) ctx.onRecord((current = { ...next, pack: current.pack }));
      },
    });
  }
  return current;
}

/**
 * Downloads a pack's archives into the browser as the server finishes them, recording each
 * range as it is written: the record in IndexedDB is the progress a reload resumes from. Stops
 * when the pack is stored, failed on the server, refused for room (quota), or aborted; waits and
 * tries again while the network is gone. Answers the record at its end.
 */
export async function downloadPack(
  packId: number,
  ctx: DownloadContext,
): Promise<StoredPack | null> {
  let refusals = 0;
  for (;;) {
    let stored = await ctx.records.get(packId);
    if (!stored || stored.storedAt !== null) return stored ?? null;
    try {
      const { next, dropped } = withPack(stored, await ctx.fetchPack(packId, ctx.signal));
      stored = next;
      // An archive gone from the pack: its bytes go too, and the download ends with the rest.
      for (const path of dropped) await ctx.files.removeFile(path);
      await ctx.records.put(stored);
      ctx.onRecord(stored);
      if (stored.files.length === 0) {
        ctx.onLive({ phase: 'failed', problem: { kind: 'empty' } });
        return stored;
      }
      if (stored.storedAt !== null) {
        ctx.onLive(null);
        return stored;
      }
      if (stored.pack.status === 'error') {
        ctx.onLive({ phase: 'failed', problem: { kind: 'pack' } });
        return stored;
      }
      const building = stored.pack.archives.some((a) => a.status !== 'ready');
      ctx.onLive({ phase: building ? 'building' : 'downloading', problem: null });
      stored = await downloadReady(stored, ctx);
      refusals = 0;
      if (stored.storedAt !== null) {
        ctx.onLive(null);
        return stored;
      }
      await ctx.wait(PACK_POLL_MS, ctx.signal);
    } catch (error) {
      if (isAbort(error) || ctx.signal.aborted) return null;
      const problem = problemOf(error);
      if (problem.kind === 'storage') ctx.report?.(error);
      // An expired or refused URL: the next round asks the pack for fresh ones.
      if (problem.kind === 'archive' && (refusals += 1) < MAX_REFUSALS) continue;
      if (problem.kind === 'network') {
        ctx.onLive({ phase: 'paused', problem });
        await ctx.wait(PACK_POLL_MS * 5, ctx.signal);
        continue;
      }
      ctx.onLive({ phase: 'failed', problem });
      return stored;
    }
  }
}
