import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Entry } from 'yauzl';
import { ProcessingError } from '../processing-error.js';
import { classifyZip, mixProblem, type ZipClassification } from './classify-zip.js';
import { entryProblem, isJunk, normalisedPath } from './zip-entry-rules.js';
import { openZip, type ZipReader } from './zip-reader.js';

export type { ZipAttachment, ZipGeodata, ZipClassification } from './classify-zip.js';

/** An archive refused for safety or shape; `reason` is written for the uploader. */
export class ZipRejected extends ProcessingError {
  constructor(readonly reason: string) {
    super('GENERAL', reason);
    this.name = 'ZipRejected';
  }
}

export interface ZipLimits {
  maxEntries: number;
  /** Total uncompressed : total compressed. Ordinary data stays far below 100:1; bombs don't. */
  maxRatio: number;
  maxTotalBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 10_000,
  maxRatio: 100,
  maxTotalBytes: 20 * 1024 ** 3,
};

export interface ZipContents extends ZipClassification {
  entryCount: number;
  /** Sum of the declared uncompressed sizes of the files kept (junk excluded). */
  totalBytes: number;
}

interface Scan {
  contents: ZipContents;
  /** Archive name → path after stripping, for the files to extract. */
  keep: Map<string, string>;
}

async function scan(reader: ZipReader, limits: ZipLimits): Promise<Scan> {
  // The count comes from the end-of-central-directory record: refuse before reading entries.
  if (reader.entryCount > limits.maxEntries) {
    throw new ZipRejected(
      `The zip has ${reader.entryCount} entries; at most ${limits.maxEntries} are allowed.`,
    );
  }
  const files: Array<{ name: string; path: string; size: number }> = [];
  const seen = new Set<string>();
  let compressed = 0;
  let uncompressed = 0;
  for await (const { entry, name } of reader.entries()) {
    const problem = entryProblem(entry, name);
    if (problem) throw new ZipRejected(problem);
    compressed += entry.compressedSize;
    uncompressed += entry.uncompressedSize;
    if (name.endsWith('/') || isJunk(name)) continue;
    const normal = normalisedPath(name);
    if (seen.has(normal.toLowerCase()))
      throw new ZipRejected(`The zip contains the same file twice: ${normal}`);
    seen.add(normal.toLowerCase());
    files.push({ name, path: normal, size: entry.uncompressedSize });
  }
  if (uncompressed > limits.maxTotalBytes) {
    throw new ZipRejected(
      `The zip unpacks to ${uncompressed} bytes; at most ${limits.maxTotalBytes} are allowed.`,
    );
  }
  if (compressed > 0 && uncompressed / compressed > limits.maxRatio) {
    const ratio = Math.round(uncompressed / compressed);
    throw new ZipRejected(
      `The zip expands ${ratio}:1, more than the ${limits.maxRatio}:1 allowed (a zip bomb?).`,
    );
  }
  const classification = classifyZip(files);
  const mix = mixProblem(new Set(classification.geodata.map((g) => g.kind)));
  if (mix) throw new ZipRejected(mix);
  const keep = new Map<string, string>();
  const stripped = classification.strippedFolder;
  for (const f of files) keep.set(f.name, stripped ? f.path.slice(stripped.length + 1) : f.path);
  const totalBytes = files.reduce((sum, f) => sum + f.size, 0);
  return { contents: { ...classification, entryCount: reader.entryCount, totalBytes }, keep };
}

async function withZip<T>(zipPath: string, fn: (reader: ZipReader) => Promise<T>): Promise<T> {
  let reader: ZipReader;
  try {
    reader = await openZip(zipPath);
  } catch (err) {
    throw new ProcessingError(
      'GDAL_COMPATIBLE',
      `The file is not a readable zip archive: ${(err as Error).message}`,
    );
  }
  try {
    return await fn(reader);
  } catch (err) {
    // Errors of our own disk (ENOSPC, EACCES, EEXIST in a reused directory) are not the
    // upload's fault: they stay as they are, so the job is retried rather than the file refused.
    // (zlib's Z_DATA_ERROR, by contrast, is a damaged archive.)
    const code = (err as NodeJS.ErrnoException).code ?? '';
    if (err instanceof ProcessingError || /^E[A-Z]+$/.test(code)) throw err;
    throw new ZipRejected(`The zip archive is damaged: ${(err as Error).message}`);
  } finally {
    reader.close();
  }
}

/** Lists and checks an archive without writing anything. Hostile or mixed → ZipRejected. */
export function inspectZip(zipPath: string, limits: Partial<ZipLimits> = {}): Promise<ZipContents> {
  return withZip(
    zipPath,
    async (reader) => (await scan(reader, { ...DEFAULT_ZIP_LIMITS, ...limits })).contents,
  );
}

/** Fails the stream as soon as an entry yields more than its header declared. */
function sizeGuard(entry: Entry, name: string): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > entry.uncompressedSize) {
        callback(
          new ZipRejected(`The zip entry ${name} holds more data than its header declares.`),
        );
      } else callback(null, chunk);
    },
  });
}

/**
 * Checks the whole archive first (nothing is written for a refused zip), then extracts the
 * kept files under `destDir` (which should be empty: files are never overwritten, so nothing
 * planted there beforehand, such as a symlink, is followed) at their classified paths. Every byte written is counted against
 * the entry's declared size (yauzl checks this too), so a header that lies cannot fill the disk.
 */
export async function extractZip(
  zipPath: string,
  destDir: string,
  limits: Partial<ZipLimits> = {},
): Promise<ZipContents> {
  const { contents, keep } = await withZip(zipPath, (reader) =>
    scan(reader, { ...DEFAULT_ZIP_LIMITS, ...limits }),
  );
  const root = path.resolve(destDir);
  const written: string[] = [];
  try {
    await withZip(zipPath, async (reader) => {
      for await (const { entry, name } of reader.entries()) {
        const relative = keep.get(name);
        if (relative === undefined) continue;
        const target = path.resolve(root, relative);
        if (!target.startsWith(root + path.sep))
          throw new ZipRejected(`The zip contains a path outside the archive: ${name}`);
        await mkdir(path.dirname(target), { recursive: true });
        written.push(target);
        try {
          await pipeline(
            await reader.openStream(entry),
            sizeGuard(entry, name),
            createWriteStream(target, { flags: 'wx' }),
          );
        } catch (err) {
          if (err instanceof ProcessingError) throw err;
          const message = (err as Error).message;
          if (/too many bytes|too few bytes|size mismatch/i.test(message)) {
            throw new ZipRejected(
              `The zip entry ${name} does not match its declared size; the archive is damaged or forged.`,
            );
          }
          throw err;
        }
      }
    });
  } catch (err) {
    await Promise.all(written.map((f) => rm(f, { force: true })));
    throw err;
  }
  const locate = <T extends { path: string }>(item: T) => ({
    ...item,
    absolutePath: path.join(root, item.path),
  });
  return {
    ...contents,
    geodata: contents.geodata.map(locate),
    attachments: contents.attachments.map(locate),
  };
}
