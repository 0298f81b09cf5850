import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import {
  PACK_ATTACHMENT_MANIFEST,
  type PackAttachmentEntry,
  type PackAttachmentManifest,
} from '@waymark/contract/pack';
import type { AreaAttachment } from '../repositories/pack-attachment.repository.js';
import type { Storage } from '../storage/storage.js';

/** The fingerprint of an attachments archive: which files it holds for which features, and their sizes. */
export function attachmentsFingerprint(rows: readonly AreaAttachment[]): string {
  const hash = createHash('sha256');
  for (const r of rows) hash.update(`${r.fid ?? '*'}:${r.id}:${r.size};`);
  return `attachments:${hash.digest('hex').slice(0, 32)}`;
}

/** The files an attachments archive holds, each once (one linked to many features too). */
export function distinctFiles(rows: readonly AreaAttachment[]): AreaAttachment[] {
  const seen = new Map<number, AreaAttachment>();
  for (const r of rows) if (!seen.has(r.id)) seen.set(r.id, r);
  return [...seen.values()];
}

/** The bytes of the attached files an archive would hold (its ZIP's headers aside). */
export function attachmentBytes(rows: readonly AreaAttachment[]): number {
  return distinctFiles(rows).reduce((sum, r) => sum + r.size, 0);
}

/** A ZIP entry's path: under the file's id, its name without folders or control characters. */
export function entryPath(file: Pick<AreaAttachment, 'id' | 'name'>): string {
  // eslint-disable-next-line no-control-regex
  const name = file.name.replace(/[\\/\u0000-\u001f]/g, '_') || 'file';
  return `files/${file.id}/${name}`;
}

/** What writing the archive is told to stop at: its deadline and its byte cap. */
export interface AttachmentRun {
  /** Throws once the time is up (PackTimeoutError). */
  checkTime(): void;
  /** Throws once `bytes` pass the cap (PackBytesError). */
  checkBytes(bytes: number): void;
  /** Opens a stored file, within the time limit. */
  open(key: string): ReturnType<Storage['get']>;
  progress(percent: number): Promise<void>;
}

/** An archive that cannot be written: a file changed meanwhile, or too many files. */
export class AttachmentArchiveError extends Error {}

// DOS time and date of every entry: 1980-01-01 00:00 (the files' own dates are the api's).
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
// Version 2.0; bit 11: the names are UTF-8.
const VERSION = 20;
const UTF8 = 0x0800;
/** The most entries, and bytes, a ZIP without its ZIP64 extensions holds. */
const MAX_ENTRIES = 0xffff;
const MAX_OFFSET = 0xffffffff;

function localHeader(name: Buffer, size: number, crc: number): Buffer {
  const h = Buffer.alloc(30);
  h.writeUInt32LE(0x04034b50, 0);
  h.writeUInt16LE(VERSION, 4);
  h.writeUInt16LE(UTF8, 6);
  h.writeUInt16LE(0, 8); // stored
  h.writeUInt16LE(DOS_TIME, 10);
  h.writeUInt16LE(DOS_DATE, 12);
  h.writeUInt32LE(crc >>> 0, 14);
  h.writeUInt32LE(size, 18);
  h.writeUInt32LE(size, 22);
  h.writeUInt16LE(name.length, 26);
  h.writeUInt16LE(0, 28);
  return Buffer.concat([h, name]);
}

interface Written {
  name: Buffer;
  size: number;
  crc: number;
  headerOffset: number;
}

function centralHeader(entry: Written): Buffer {
  const h = Buffer.alloc(46);
  h.writeUInt32LE(0x02014b50, 0);
  h.writeUInt16LE(VERSION, 4);
  h.writeUInt16LE(VERSION, 6);
  h.writeUInt16LE(UTF8, 8);
  h.writeUInt16LE(0, 10);
  h.writeUInt16LE(DOS_TIME, 12);
  h.writeUInt16LE(DOS_DATE, 14);
  h.writeUInt32LE(entry.crc >>> 0, 16);
  h.writeUInt32LE(entry.size, 20);
  h.writeUInt32LE(entry.size, 24);
  h.writeUInt16LE(entry.name.length, 28);
  // extra, comment, disk, internal attributes: 0; external attributes: 0
  h.writeUInt32LE(entry.headerOffset, 42);
  return Buffer.concat([h, entry.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const h = Buffer.alloc(22);
  h.writeUInt32LE(0x06054b50, 0);
  h.writeUInt16LE(count, 8);
  h.writeUInt16LE(count, 10);
  h.writeUInt32LE(size, 12);
  h.writeUInt32LE(offset, 16);
  return h;
}

/**
 * Writes an attachments archive to `file`: a ZIP of stored (uncompressed) entries — the
 * attached files, each once, then `manifest.json` (PackAttachmentManifest) with each file's
 * data offset, so that the browser reads a file's bytes by their range with no unzip code.
 * No data descriptors: each entry's CRC is written into its local header once its bytes are.
 * Answers the archive's size and how many files it holds.
 */
export async function writeAttachmentsZip(
  file: string,
  layerId: number,
  rows: readonly AreaAttachment[],
  run: AttachmentRun,
): Promise<{ bytes: number; files: number }> {
  const files = distinctFiles(rows);
  if (files.length + 1 > MAX_ENTRIES) {
    throw new AttachmentArchiveError(
      `The area holds more attachments than one archive may (${MAX_ENTRIES - 1}): choose a smaller area.`,
    );
  }
  const out = await open(file, 'w');
  try {
    let position = 0;
    const written: Written[] = [];
    const entries = new Map<number, PackAttachmentEntry>();
    const write = async (data: Buffer | Uint8Array, at = position) => {
      await out.write(data, 0, data.length, at);
      if (at === position) position += data.length;
    };
    for (const [index, f] of files.entries()) {
      run.checkTime();
      const path = entryPath(f);
      const name = Buffer.from(path, 'utf8');
      const headerOffset = position;
      run.checkBytes(position + 30 + name.length + f.size);
      await write(localHeader(name, f.size, 0));
      const offset = position;
      let crc = 0;
      let size = 0;
      for await (const chunk of await run.open(f.storage_key)) {
        const bytes = chunk as Buffer;
        size += bytes.length;
        if (size > f.size) break;
        crc = crc32(bytes, crc);
        await write(bytes);
        run.checkTime();
      }
      if (size !== f.size) {
        throw new AttachmentArchiveError(
          `The attachment ${f.name} changed while the archive was made: pack the map again.`,
        );
      }
      // Its CRC, now known, into its local header (bytes 14-17).
      const patch = Buffer.alloc(4);
      patch.writeUInt32LE(crc >>> 0, 0);
      await write(patch, headerOffset + 14);
      written.push({ name, size, crc, headerOffset });
      entries.set(f.id, {
        id: f.id,
        name: f.name,
        path,
        size: f.size,
        content_type: f.content_type,
        offset,
      });
      await run.progress(Math.min(98, Math.floor(((index + 1) * 98) / files.length)));
    }
    const manifest: PackAttachmentManifest = { version: 1, layer: layerId, all: [], features: {} };
    for (const r of rows) {
      const entry = entries.get(r.id)!;
      if (r.fid === null) manifest.all.push(entry);
      else (manifest.features[String(r.fid)] ??= []).push(entry);
    }
    const body = Buffer.from(JSON.stringify(manifest), 'utf8');
    const name = Buffer.from(PACK_ATTACHMENT_MANIFEST, 'utf8');
    const headerOffset = position;
    await write(localHeader(name, body.length, crc32(body)));
    await write(body);
    written.push({ name, size: body.length, crc: crc32(body), headerOffset });
    const directoryOffset = position;
    for (const entry of written) await write(centralHeader(entry));
    const directorySize = position - directoryOffset;
    await write(endOfCentralDirectory(written.length, directorySize, directoryOffset));
    run.checkBytes(position);
    if (position > MAX_OFFSET) throw new AttachmentArchiveError('The archive is too large.');
    return { bytes: position, files: files.length };
  } finally {
    await out.close();
  }
}
