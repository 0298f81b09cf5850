import { createHmac } from 'node:crypto';
import { PACK_URL_LIFETIME_DAYS } from '@waymark/contract/pack';
import type { ArchiveRow } from '../repositories/pack.repository.js';
import { safeEqual } from './secrets.js';

const DAY_SECONDS = 24 * 3600;

/** What a signature binds: the archive, its layer and data version, and the share it is of. */
export type SignedArchive = Pick<
  ArchiveRow,
  'id' | 'layer_id' | 'data_version' | 'share_id' | 'kind'
>;

/** The file an archive's URL ends with, and what it is: tiles in PMTiles, attachments zipped. */
export const ARCHIVE_FILES = {
  'archive.pmtiles': 'application/vnd.pmtiles',
  'archive.zip': 'application/zip',
} as const;
export type ArchiveFile = keyof typeof ARCHIVE_FILES;

export const archiveFileOf = (kind: string): ArchiveFile =>
  kind === 'attachments' ? 'archive.zip' : 'archive.pmtiles';

export interface SignedUrl {
  url: string;
  expires: Date;
}

/** Where an archive's bytes are: the path of GET /api/pack-archives/…, made and read here. */
export function archivePath(
  archive: Pick<SignedArchive, 'id' | 'data_version' | 'kind'>,
  expires: number,
  signature: string,
): string {
  const file = archiveFileOf(archive.kind);
  return `/api/pack-archives/${archive.id}/${archive.data_version}/${expires}/${signature}/${file}`;
}

/**
 * Signs archive URLs: HMAC-SHA256 over archive, layer, data version, expiry and share, with the
 * install's secret. The URL is the authority (no credentials go with it), so a CDN may keep its
 * answer for every client; one organisation's URL never opens another's archive, and a changed
 * layer has a new data version, so a new URL. The expiry is the start of a UTC day, at most
 * PACK_URL_LIFETIME_DAYS ahead: every URL signed in one day is the same, and caches keep one
 * copy. A share's never outlives the share.
 */
export class PackUrlSigner {
  private key: Promise<Buffer> | undefined;

  constructor(
    /** The secret: PACK_URL_SECRET, else one made for the install and kept in the database. */
    private readonly secret: () => Promise<Buffer>,
    /** Put before the path: a CDN's origin (PACK_URL_BASE), or '' for the api's own. */
    private readonly base = '',
  ) {}

  private async signature(archive: SignedArchive, expires: number): Promise<string> {
    if (!this.key) {
      this.key = this.secret();
      // A failed read (the database away) is asked again next time, not kept.
      this.key.catch(() => (this.key = undefined));
    }
    const text = [
      'pack-archive/1',
      archive.id,
      archive.layer_id,
      archive.data_version,
      expires,
      archive.share_id ?? '',
    ].join(':');
    return createHmac('sha256', await this.key)
      .update(text)
      .digest('base64url');
  }

  /** When a URL signed now expires (seconds since 1970): a day boundary, or the share's end. */
  static expiryOf(now: Date, shareExpiry: Date | null): number {
    const today = Math.floor(now.getTime() / 1000 / DAY_SECONDS) * DAY_SECONDS;
    const expires = today + PACK_URL_LIFETIME_DAYS * DAY_SECONDS;
    if (!shareExpiry) return expires;
    return Math.min(expires, Math.floor(shareExpiry.getTime() / 1000));
  }

  async sign(
    archive: SignedArchive,
    shareExpiry: Date | null,
    now = new Date(),
  ): Promise<SignedUrl> {
    const expires = PackUrlSigner.expiryOf(now, shareExpiry);
    const signature = await this.signature(archive, expires);
    return {
      url: `${this.base}${archivePath(archive, expires, signature)}`,
      expires: new Date(expires * 1000),
    };
  }

  /**
   * Whether a URL's parts are this archive's and still good: 'invalid' for a signature that is
   * not ours for them (tampered, another archive's, another version's), 'expired' past its time.
   */
  async verify(
    archive: SignedArchive,
    url: { dataVersion: number; expires: number; signature: string },
    now = new Date(),
  ): Promise<'valid' | 'invalid' | 'expired'> {
    const expected = await this.signature(
      { ...archive, data_version: url.dataVersion },
      url.expires,
    );
    if (!safeEqual(expected, url.signature) || url.dataVersion !== archive.data_version) {
      return 'invalid';
    }
    return url.expires * 1000 <= now.getTime() ? 'expired' : 'valid';
  }
}
