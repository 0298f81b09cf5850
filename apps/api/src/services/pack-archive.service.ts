import type { Readable } from 'node:stream';
import { parseByteRange } from '../lib/byte-range.js';
import { HttpError, NotFoundError } from '../lib/errors.js';
import type { PackArchiveRepository } from '../repositories/pack-archive.repository.js';
import { isMissingObject, type Storage } from '../storage/storage.js';
import { matchesETag } from '../tiles/tile-etag.js';
import { ARCHIVE_FILES, archiveFileOf, type ArchiveFile, type PackUrlSigner } from './pack-url.js';

/** A signed archive URL's parts, as its route reads them. */
export interface ArchiveUrl {
  archiveId: number;
  dataVersion: number;
  expires: number;
  signature: string;
  file: ArchiveFile;
}

/** What serving an archive's bytes needs. */
export interface ServableArchive {
  storageKey: string;
  size: number;
  etag: string;
  contentType: string;
}

/** The parts of the HTTP request that decide the answer. */
export interface ArchiveRequest {
  method: string;
  range?: string | undefined;
  ifNoneMatch?: string | undefined;
}

/** A successful answer (or 304, 416): its status, headers and body (null: none). */
export interface ArchiveAnswer {
  status: 200 | 206 | 304 | 416;
  headers: Record<string, string>;
  body: Readable | null;
  /** Of the archive's bytes (200, 206). */
  contentType: string;
}

export const URL_INVALID = 'This archive link is not valid.';
export const URL_EXPIRED = 'This archive link has expired.';
export const SHARE_ENDED = 'The share link this archive was made for has ended.';

/** What an error (or 416) answer tells caches: keep nothing, the next request may succeed. */
export const NO_STORE = 'no-store';

/**
 * How long a cache may keep the answer: until the URL's signature expires, no longer. The URL
 * carries the data version, so its bytes never change while it is valid (immutable); but a
 * cache that kept it past its expiry — the literal one year — would go on serving an
 * expired link's, or an ended share's, archive to whoever asks, which the signature exists to
 * stop. A revoked share or a deleted layer still answers at once only where no cache is in
 * front; the shorter the lifetime, the sooner a cache lets go.
 */
export function archiveCacheControl(expires: number, now: Date): string {
  const left = Math.max(0, expires - Math.floor(now.getTime() / 1000));
  return `public, max-age=${left}, immutable`;
}

/**
 * Opens signed archive URLs. No credentials: the signature is the authority, so whoever holds a
 * link (and any cache in front) may read the archive until it expires. An archive whose row is
 * gone (its layer deleted) is 404 at once; a share's stops with the share (revoked, expired).
 */
export class PackArchiveService {
  constructor(
    private readonly archives: PackArchiveRepository,
    private readonly signer: PackUrlSigner,
    private readonly storage: Pick<Storage, 'get' | 'size'>,
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
    // Another file name names no archive: a PMTiles one is never served as a ZIP, nor back.
    if (archiveFileOf(archive.kind) !== url.file) throw new NotFoundError();
    // Its content never changes under its id (a new version is a new archive): the id names it.
    return {
      storageKey: archive.storage_key,
      size: Number(archive.bytes),
      etag: `"pack-${archive.id}-${archive.data_version}"`,
      contentType: ARCHIVE_FILES[url.file],
    };
  }

  /**
   * The answer to a GET or HEAD of a signed URL: the whole archive, a byte range (206), 304 for
   * the ETag the client has, 416 for a range past the end. The stored file is opened before
   * anything is answered, so that a missing one is 404 (HttpError) with none of a success's
   * headers; HEAD asks the storage for the file's size only.
   */
  async serve(url: ArchiveUrl, request: ArchiveRequest, now = new Date()): Promise<ArchiveAnswer> {
    const { storageKey, size, etag, contentType } = await this.open(url, now);
    const cached = {
      ETag: etag,
      'Cache-Control': archiveCacheControl(url.expires, now),
    };
    if (matchesETag(request.ifNoneMatch, etag)) {
      return { status: 304, headers: cached, body: null, contentType };
    }
    const range = parseByteRange(request.range, size);
    if (range === 'unsatisfiable') {
      return {
        status: 416,
        headers: { 'Content-Range': `bytes */${size}`, 'Cache-Control': NO_STORE },
        body: null,
        contentType,
      };
    }
    const span = range ?? { start: 0, end: size - 1 };
    const headers: Record<string, string> = {
      ...cached,
      'Accept-Ranges': 'bytes',
      'Content-Length': String(span.end - span.start + 1),
    };
    if (range) headers['Content-Range'] = `bytes ${span.start}-${span.end}/${size}`;
    const status = range ? 206 : 200;
    // HEAD: the headers alone; nothing is read, but the file must be there.
    if (request.method === 'HEAD') {
      if ((await this.storage.size(storageKey)) === null) throw new NotFoundError();
      return { status, headers, body: null, contentType };
    }
    const body = await this.storage.get(storageKey, span).catch((err: unknown) => {
      throw isMissingObject(err) ? new NotFoundError() : err;
    });
    return { status, headers, body, contentType };
  }
}
