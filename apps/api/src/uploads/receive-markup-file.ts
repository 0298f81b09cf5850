import { randomUUID } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import { MARKUP_FILE_FIELD, MARKUP_FILE_MAX_BYTES } from '@waymark/contract/markup';
import { ValidationError } from '../lib/errors.js';
import type { Storage, StoredObject } from '../storage/storage.js';
import { asUploadError, safeFileName, UNREADABLE } from './receive-parts.js';

/** Multipart limits of a markup's file: one file of at most MARKUP_FILE_MAX_BYTES. */
export const MARKUP_FILE_PART_LIMITS = {
  files: 1,
  fileSize: MARKUP_FILE_MAX_BYTES,
  fields: 10,
  fieldSize: 1024,
} as const;

const TOO_LARGE = `The file must be at most ${MARKUP_FILE_MAX_BYTES / 1024 / 1024} MB.`;

export interface ReceivedFile extends StoredObject {
  /** The client's file name, made safe (see safeFileName). */
  name: string;
  key: string;
}

/**
 * The file part of a markup's upload, streamed into storage at the key `keyOf` gives for its
 * name (never held whole in memory), under the checks of every upload: a safe name, the size
 * limit, a body that is whole. Other parts are passed over. Whatever fails, nothing stays
 * stored; the client's mistakes answer 400 on MARKUP_FILE_FIELD.
 */
export async function receiveMarkupFile(
  openParts: () => AsyncIterableIterator<Multipart>,
  storage: Storage,
  keyOf: (name: string) => string,
): Promise<ReceivedFile> {
  let received: ReceivedFile | null = null;
  // Known before the bytes arrive: a transfer cut short may have left part of them.
  let written: string | null = null;
  try {
    for await (const part of openParts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== MARKUP_FILE_FIELD || received) {
        part.file.resume();
        continue;
      }
      const name = safeFileName(part.filename);
      if (!name) {
        part.file.resume();
        throw ValidationError.field(MARKUP_FILE_FIELD, 'The file name is not allowed.');
      }
      // A body that ended without its closing boundary has its part destroyed before we read it.
      if (part.file.destroyed) throw ValidationError.field(MARKUP_FILE_FIELD, UNREADABLE);
      const key = keyOf(name);
      written = key;
      received = { name, key, ...(await storage.put(key, part.file)) };
      if (part.file.truncated || received.size > MARKUP_FILE_MAX_BYTES) {
        throw ValidationError.field(MARKUP_FILE_FIELD, TOO_LARGE);
      }
    }
  } catch (err) {
    if (written) await storage.delete([written]).catch(() => undefined);
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw ValidationError.field(MARKUP_FILE_FIELD, TOO_LARGE);
    }
    throw asUploadError(err, MARKUP_FILE_FIELD);
  }
  if (!received || received.size === 0) {
    if (received) await storage.delete([received.key]);
    throw ValidationError.field(MARKUP_FILE_FIELD, 'Choose a file to attach.');
  }
  return received;
}

/** A storage key of a markup's file: its own folder, so that two files of one name never meet. */
export function markupFileKey(mapId: number, markupId: number, name: string): string {
  return `markups/${mapId}/${markupId}/${randomUUID()}/${name}`;
}
