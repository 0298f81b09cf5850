import { HttpError, NotFoundError } from '../lib/errors.js';
import type { PackArchiveRepository } from '../repositories/pack-archive.repository.js';
import type { PackUrlSigner } from './pack-url.js';

/** A signed archive URL's parts, as its route reads them. */
export interface ArchiveUrl {
  archiveId: number;
  dataVersion: number;
  expires: number;
  signature: string;
}

/** What serving an archive's bytes needs. */
export interface ServableArchive {
  storageKey: string;
  size: number;
  etag: string;
}

export const URL_INVALID = 'This archive link is not valid.';
export const URL_EXPIRED = 'This archive link has expired.';
export const SHARE_ENDED = 'The share link this archive was made for has ended.';

/**
 * Opens signed archive URLs. No credentials: the signature is the authority, so whoever holds a
 * link (and any cache in front) may read the archive until it expires. An archive whose row is
 * gone (its layer deleted) is 404 at once; a share's stops with the share (revoked, expired).
 */
export class PackArchiveService {
  constructor(
    private readonly archives: PackArchiveRepository,
    private readonly signer: PackUrlSigner,
  ) {}

  async open(url: ArchiveUrl, now = new Date()): Promise<ServableArchive> {
    const archive = await this.archives.findServed(url.archiveId);
    if (!archive) throw new NotFoundError();
    const verdict = await this.signer.verify(archive, url, now);
    if (verdict === 'invalid') throw new HttpError(403, { detail: URL_INVALID });
    if (verdict === 'expired') throw new HttpError(403, { detail: URL_EXPIRED });
    if (
      archive.share_id !== null &&
      (archive.share_revoked_at !== null ||
        !archive.share_expiry ||
        new Date(archive.share_expiry).getTime() <= now.getTime())
    ) {
      throw new HttpError(403, { detail: SHARE_ENDED });
    }
    if (archive.status !== 'ready' || !archive.storage_key || archive.bytes === null) {
      throw new NotFoundError();
    }
    // Its content never changes under its id (a new version is a new archive): the id names it.
    return {
      storageKey: archive.storage_key,
      size: Number(archive.bytes),
      etag: `"pack-${archive.id}-${archive.data_version}"`,
    };
  }
}
