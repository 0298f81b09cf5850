import type { Multipart } from '@fastify/multipart';
import { ValidationError } from '../lib/errors.js';
import { asUploadError, UNREADABLE } from './receive-parts.js';

/** The form field of the logo file. */
export const LOGO_FIELD = 'logo';
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/** Multipart limits of a logo upload: one file of at most LOGO_MAX_BYTES, a few small fields. */
export const LOGO_PART_LIMITS = {
  files: 1,
  fileSize: LOGO_MAX_BYTES,
  fields: 10,
  fieldSize: 1024,
} as const;

const TOO_LARGE = `The logo must be at most ${LOGO_MAX_BYTES / 1024 / 1024} MB.`;

/**
 * The logo file of a multipart upload, read into memory (it is small: the multipart limits cut
 * it off at LOGO_MAX_BYTES). Other parts are passed over; a body without a logo part, cut
 * short or malformed answers 400 on `logo`.
 */
export async function receiveLogo(
  openParts: () => AsyncIterableIterator<Multipart>,
): Promise<Buffer> {
  let image: Buffer | null = null;
  try {
    for await (const part of openParts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== LOGO_FIELD || image) {
        part.file.resume();
        continue;
      }
      // A body that ended without its closing boundary has its part destroyed before we read it.
      if (part.file.destroyed) throw ValidationError.field(LOGO_FIELD, UNREADABLE);
      image = await part.toBuffer();
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw ValidationError.field(LOGO_FIELD, TOO_LARGE);
    }
    throw asUploadError(err, LOGO_FIELD);
  }
  if (!image?.length) throw ValidationError.field(LOGO_FIELD, 'Choose an image file for the logo.');
  return image;
}
