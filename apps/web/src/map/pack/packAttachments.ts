import {
  PACK_ATTACHMENT_MANIFEST,
  type PackAttachmentEntry,
  type PackAttachmentManifest,
} from '@waymark/contract/pack';

/**
 * An attachments archive kept in the browser (issue 28): a ZIP of stored entries whose last one,
 * `manifest.json`, lists each feature's attachments with their bytes' offset in the archive.
 * Read by ranges of the stored file (Blob.slice), with no unzip code: the end of the ZIP gives
 * its central directory, that the manifest's local header, that its bytes; a file's bytes are
 * then a slice. Loaded only when a popup of a map opened from its pack lists attachments.
 */

/** The end of central directory record, without a comment (the api writes none). */
const END_SIZE = 22;
const END_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

export class PackAttachmentsError extends Error {}

async function bytesOf(file: Blob, offset: number, length: number): Promise<DataView> {
  if (offset < 0 || offset + length > file.size) {
    throw new PackAttachmentsError('The attachments archive is cut short.');
  }
  return new DataView(await file.slice(offset, offset + length).arrayBuffer());
}

const decoder = new TextDecoder();

/** Reads the archive's manifest (see PackAttachmentManifest). */
export async function readAttachmentManifest(file: Blob): Promise<PackAttachmentManifest> {
  const end = await bytesOf(file, file.size - END_SIZE, END_SIZE);
  if (end.getUint32(0, true) !== END_SIGNATURE) {
    throw new PackAttachmentsError('This is not an attachments archive.');
  }
  const count = end.getUint16(10, true);
  const directorySize = end.getUint32(12, true);
  const directoryOffset = end.getUint32(16, true);
  const directory = await bytesOf(file, directoryOffset, directorySize);
  let at = 0;
  for (let i = 0; i < count; i += 1) {
    if (directory.getUint32(at, true) !== CENTRAL_SIGNATURE) break;
    // Stored, not compressed: its compressed size is its size.
    const size = directory.getUint32(at + 20, true);
    const nameLength = directory.getUint16(at + 28, true);
    const extraLength = directory.getUint16(at + 30, true);
    const commentLength = directory.getUint16(at + 32, true);
    const localOffset = directory.getUint32(at + 42, true);
    const name = decoder.decode(
      new Uint8Array(directory.buffer, directory.byteOffset + at + 46, nameLength),
    );
    if (name === PACK_ATTACHMENT_MANIFEST) {
      const local = await bytesOf(file, localOffset, 30);
      if (local.getUint32(0, true) !== LOCAL_SIGNATURE) break;
      const start = localOffset + 30 + local.getUint16(26, true) + local.getUint16(28, true);
      const body = await file.slice(start, start + size).text();
      const manifest = JSON.parse(body) as PackAttachmentManifest;
      if (manifest.version !== 1) break;
      return manifest;
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  throw new PackAttachmentsError('The attachments archive has no manifest.');
}

const manifests = new WeakMap<Blob, Promise<PackAttachmentManifest>>();

/** The archive's manifest, read once per stored file. */
export function manifestOf(file: Blob): Promise<PackAttachmentManifest> {
  let read = manifests.get(file);
  if (!read) {
    read = readAttachmentManifest(file);
    // A failed read is tried again next time.
    read.catch(() => manifests.delete(file));
    manifests.set(file, read);
  }
  return read;
}

/** A feature's packed attachments, in its popup's order (by name): its own and every feature's. */
export function attachmentsOfFeature(
  manifest: PackAttachmentManifest,
  fid: number,
): PackAttachmentEntry[] {
  return [...manifest.all, ...(manifest.features[String(fid)] ?? [])].sort(
    (a, b) => a.name.localeCompare(b.name) || a.id - b.id,
  );
}

/** A packed attachment's bytes: a slice of the stored archive, typed as the file was. */
export function attachmentBlob(file: Blob, entry: PackAttachmentEntry): Blob {
  return file.slice(
    entry.offset,
    entry.offset + entry.size,
    entry.content_type ?? 'application/octet-stream',
  );
}

/** The feature's packed attachments in the stored archive (none: an empty list). */
export async function packedAttachments(file: Blob, fid: number): Promise<PackAttachmentEntry[]> {
  return attachmentsOfFeature(await manifestOf(file), fid);
}
