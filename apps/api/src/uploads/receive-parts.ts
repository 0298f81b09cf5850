import { randomUUID } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import { HttpError, ValidationError } from '../lib/errors.js';
import { textProblem } from '../lib/text-problem.js';
import type { Storage } from '../storage/storage.js';
import type { ClaimedUpload } from './tus-uploads.js';

export const UPLOAD_FIELDS = [
  'uploads_layer_ids',
  'uploads_layer_names',
  'uploads_epsgs',
  'uploads_attach',
  'uploads_types',
  'uploads_dates',
] as const;
export type UploadField = (typeof UPLOAD_FIELDS)[number];

export const UNREADABLE = 'The upload could not be read.';

export interface StagedFile {
  name: string;
  stagingKey: string;
  size: number;
  sha256: string;
}

export interface ReceivedUpload {
  files: StagedFile[];
  fields: Record<UploadField, string[]>;
  /** Resumable uploads committed here, to be forgotten once the upload has succeeded. */
  resumableIds: string[];
}

/** Finds a finished resumable upload of the uploader (TusUploads.claim); throws otherwise. */
export type ClaimResumable = (uploadId: string) => Promise<ClaimedUpload>;

/** A client-sent file name reduced to a safe base name (no directories, no control characters). */
export function safeFileName(raw: string): string | null {
  const base =
    raw
      .split(/[\\/]/)
      .pop()
      ?.split('')
      .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
      .join('')
      .trim() ?? '';
  if (base === '' || base === '.' || base === '..' || base.length > 255 || textProblem(base))
    return null;
  return base;
}

/**
 * Streams every file part straight into storage under a staging key (never holding a file in
 * memory) and collects the form fields. A field `uploads_tus` names a finished resumable upload
 * instead of a file part, in the same place among the files; it is staged the same way (and its
 * SHA-256 computed) but kept where it is until the upload as a whole has succeeded, so that a
 * refused upload can be sent again without its gigabytes. On any failure the staged files are
 * removed.
 */
export async function receiveParts(
  openParts: () => AsyncIterableIterator<Multipart>,
  storage: Storage,
  maxFileBytes: number,
  claimResumable?: ClaimResumable,
): Promise<ReceivedUpload> {
  const files: StagedFile[] = [];
  const resumableIds: string[] = [];
  const fields = Object.fromEntries(UPLOAD_FIELDS.map((f) => [f, [] as string[]])) as Record<
    UploadField,
    string[]
  >;
  try {
    for await (const part of openParts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'uploads') {
          part.file.resume();
          continue;
        }
        const name = safeFileName(part.filename);
        if (!name) {
          part.file.resume();
          throw ValidationError.field(
            'upload',
            `Invalid file name: ${JSON.stringify(part.filename)}.`,
          );
        }
        // A body that ended without its closing boundary (or a client that went away) has its
        // part destroyed before we read it; a stream pipeline would wait on it for ever.
        if (part.file.destroyed) throw ValidationError.field('upload', UNREADABLE);
        const stagingKey = `staging/${randomUUID()}`;
        const stored = await storage.put(stagingKey, part.file);
        files.push({ name, stagingKey, ...stored });
        if (part.file.truncated || stored.size > maxFileBytes) {
          throw ValidationError.field(
            'upload',
            `${name}: the file is larger than the ${maxFileBytes} bytes allowed.`,
          );
        }
      } else if (part.fieldname === 'uploads_tus') {
        const id = typeof part.value === 'string' ? part.value.trim() : '';
        const claimed = claimResumable ? await claimResumable(id).catch(() => null) : null;
        const name = claimed ? safeFileName(claimed.name) : null;
        if (!claimed || !name) {
          throw ValidationError.field(
            'upload',
            `The resumable upload ${JSON.stringify(id.slice(0, 80))} is not a finished upload of yours.`,
          );
        }
        const stagingKey = `staging/${randomUUID()}`;
        const stored = claimed.localFile
          ? await storage.putFile(stagingKey, claimed.localFile)
          : await storage.put(stagingKey, await claimed.read());
        files.push({ name, stagingKey, ...stored });
        resumableIds.push(id);
      } else if ((UPLOAD_FIELDS as readonly string[]).includes(part.fieldname)) {
        const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
        const problem = textProblem(value);
        if (problem) throw ValidationError.field(part.fieldname, problem);
        fields[part.fieldname as UploadField].push(value);
      }
    }
  } catch (err) {
    await storage.delete(files.map((f) => f.stagingKey));
    throw asUploadError(err);
  }
  return { files, fields, resumableIds };
}

/**
 * A body that is not multipart/form-data, is cut short or malformed, or passes the multipart
 * limits is the client's mistake: 400 with a message on `field` (`upload`, as the upload
 * dialog reads them). Anything else (storage failing) stays a server error.
 */
export function asUploadError(err: unknown, field = 'upload'): unknown {
  if (err instanceof HttpError) return err;
  const {
    statusCode,
    code,
    message = '',
  } = err as {
    statusCode?: number;
    code?: string;
    message?: string;
  };
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return ValidationError.field(field, 'Send the files as multipart/form-data.');
  if (
    (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) ||
    /multipart|boundary|terminated early|malformed|premature close/i.test(message)
  ) {
    return ValidationError.field(
      field,
      code?.startsWith('FST_') ? `The upload was refused: ${message}` : UNREADABLE,
    );
  }
  return err;
}
