import type { PackAttachmentEntry, PackAttachmentManifest } from '@waymark/contract/pack';
import { strToU8, zipSync, type Zippable } from 'fflate';

/** A file for a test's attachments archive: its id, name, type and bytes. */
export interface TestAttachment {
  id: number;
  name: string;
  type: string;
  data: Uint8Array;
}

/** Where `part` starts in `whole` (the test's ZIP writer does not say). */
function offsetOf(whole: Uint8Array, part: Uint8Array): number {
  outer: for (let i = 0; i + part.length <= whole.length; i += 1) {
    for (let j = 0; j < part.length; j += 1) if (whole[i + j] !== part[j]) continue outer;
    return i;
  }
  throw new Error('not found');
}

/**
 * An attachments archive as the api writes it (tests): stored entries, then manifest.json with
 * each file's offset. Written by another ZIP writer (fflate): the reader reads any ZIP of stored
 * entries.
 */
export function attachmentsArchive(
  layer: number,
  all: readonly TestAttachment[],
  features: Record<number, readonly TestAttachment[]>,
): Blob {
  const every = [...all, ...Object.values(features).flat()];
  const files: Zippable = {};
  for (const f of every) files[`files/${f.id}/${f.name}`] = [f.data, { level: 0 }];
  // The files first, alone: their offsets stay those of the ZIP with the manifest after them.
  const first = zipSync(files);
  const entry = (f: TestAttachment): PackAttachmentEntry => ({
    id: f.id,
    name: f.name,
    path: `files/${f.id}/${f.name}`,
    size: f.data.length,
    content_type: f.type,
    offset: offsetOf(first, f.data),
  });
  const manifest: PackAttachmentManifest = {
    version: 1,
    layer,
    all: all.map(entry),
    features: Object.fromEntries(
      Object.entries(features).map(([fid, list]) => [fid, list.map(entry)]),
    ),
  };
  const zip = zipSync({
    ...files,
    'manifest.json': [strToU8(JSON.stringify(manifest)), { level: 0 }],
  });
  return new Blob([zip as Uint8Array<ArrayBuffer>]);
}
