import path from 'node:path';
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Storage } from '../storage/storage.js';

export interface ZipMember {
  /** Folder inside the archive (a layer name). */
  folder: string;
  name: string;
  storageKey: string;
  size: number;
  modified: Date;
}

/** Already compressed formats are stored as they are: deflating them again costs CPU for nothing. */
const STORED = new Set([
  '.zip',
  '.gz',
  '.7z',
  '.tif',
  '.tiff',
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.gif',
  '.laz',
  '.glb',
  '.pdf',
  '.xlsx',
  '.docx',
  '.pptx',
  '.mp4',
  '.mov',
  '.ecw',
  '.jp2',
  '.sid',
  '.kmz',
]);

/** One path segment safe on every file system: no separators, control or reserved characters. */
export function safeSegment(text: string): string {
  const cleaned = [...text]
    .map((ch) => (ch.charCodeAt(0) < 0x20 || '<>:"/\\|?*'.includes(ch) ? '_' : ch))
    .join('')
    .replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, 200);
  return cleaned || '_';
}

function safePath(name: string): string {
  const parts = name.split(/[\\/]/).filter((p) => p && p !== '.' && p !== '..');
  return parts.map(safeSegment).join('/') || '_';
}

/** `a.txt`, `a (2).txt`, `a (3).txt`...: archive paths must be unique. */
function uniquePath(wanted: string, taken: Set<string>): string {
  const ext = path.posix.extname(wanted);
  const stem = wanted.slice(0, wanted.length - ext.length);
  let candidate = wanted;
  for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) candidate = `${stem} (${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * A zip of stored files, streamed: each member is opened only when the archive reaches it and
 * flows through (deflated or stored) to the response; nothing is buffered whole or written to a
 * temporary file. Sizes are given up front so that yazl writes ZIP64 records when needed.
 */
export function zipStream(storage: Storage, members: readonly ZipMember[]): Readable {
  const zip = new ZipFile();
  const taken = new Set<string>();
  for (const member of members) {
    const entry = uniquePath(`${safeSegment(member.folder)}/${safePath(member.name)}`, taken);
    const compress = !STORED.has(path.extname(member.name).toLowerCase());
    zip.addReadStreamLazy(
      entry,
      { size: member.size, mtime: member.modified, compress },
      (done) => {
        storage.get(member.storageKey).then(
          (stream) => done(null, stream),
          (err: unknown) => done(err, undefined as never),
        );
      },
    );
  }
  const output = zip.outputStream as Readable;
  // A member that cannot be read ends the download with an error, not the process.
  zip.on('error', (err: Error) => output.destroy(err));
  zip.end();
  return output;
}
