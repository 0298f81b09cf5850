import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FileStore } from '@tus/file-store';
import { S3Store, type MetadataValue } from '@tus/s3-store';
import { Server } from '@tus/server';
import { NodeRequest } from 'srvx/node';
import type { DataStore, KvStore, Locker } from '@tus/utils';
import type { Config } from '../config.js';
import { NodeBodyRequest, receiveNodeBodies } from './tus-node-body.js';

/** Unfinished resumable uploads are kept this long after their last byte, then removed. */
export const TUS_EXPIRY_MS = 24 * 3600 * 1000;
/** Where the tus protocol is served: POST to create, HEAD / PATCH / DELETE <path><id>. */
export const TUS_PATH = '/api/uploads/';

/** What a finished resumable upload hands to the upload pipeline. */
export interface ClaimedUpload {
  name: string;
  size: number;
  read(): Promise<Readable>;
  /** The upload's file on the local disk, when the uploads are kept there (not on S3). */
  localFile?: string;
}

export class TusUploadError extends Error {}

/** An upload id names its owner: nobody else can resume, read or commit it. */
const ID = /^(\d{1,10})x[0-9a-f]{32}$/;

export function ownerOf(uploadId: string): number | null {
  const match = ID.exec(uploadId);
  return match ? Number(match[1]) : null;
}

/** The upload's metadata as the client sends it: `Upload-Metadata: key base64,key base64`. */
export function parseUploadMetadata(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (!key) continue;
    out[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return out;
}

/**
 * @tus/s3-store (2.0.7) removes an upload by aborting its S3 multipart upload first, and stops
 * there if S3 knows no such upload (404 NoSuchUpload) — which it always answers once the upload
 * is finished, since completing a multipart upload ends it. A committed (or terminated) finished
 * upload would leave its object and its `.info` in the bucket for ever: here they go too.
 */
class S3UploadStore extends S3Store {
  override async remove(id: string): Promise<void> {
    try {
      await super.remove(id);
    } catch (err) {
      if ((err as { status_code?: number }).status_code !== 404) throw err;
      // Only a finished upload has its `.info` and no multipart upload; else truly not found.
      await this.getMetadata(id).catch(() => Promise.reject(err));
      await this.client.deleteObjects({
        Bucket: this.bucket,
        Delete: { Objects: [{ Key: id }, { Key: this.infoKey(id) }] },
      });
      await this.clearCache(id);
    }
  }
}

/**
 * @tus/s3-store keeps each upload's `.info` in memory by default and forgets it only when it
 * finishes or removes the upload itself: after the expiry sweep, or once another api process
 * has finished, committed or removed it, a HEAD would read the remembered `.info`, find no
 * multipart upload and call the upload finished. The `.info` is read from S3 every time.
 */
const NO_CACHE: KvStore<MetadataValue> = {
  get: async () => undefined,
  set: async () => undefined,
  delete: async () => undefined,
};

function datastoreOf(config: Config): DataStore {
  if (config.STORAGE_DRIVER === 's3') {
    return new S3UploadStore({
      partSize: 8 * 1024 * 1024,
      expirationPeriodInMilliseconds: TUS_EXPIRY_MS,
      cache: NO_CACHE,
      s3ClientConfig: {
        bucket: config.S3_BUCKET!,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        // As the S3 driver: checksums only where S3 requires them (see s3-storage.ts).
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? {
              credentials: {
                accessKeyId: config.S3_ACCESS_KEY_ID,
                secretAccessKey: config.S3_SECRET_ACCESS_KEY,
              },
            }
          : {}),
      },
    });
  }
  return new FileStore({
    directory: localDirectory(config),
    expirationPeriodInMilliseconds: TUS_EXPIRY_MS,
  });
}

const localDirectory = (config: Config) => path.join(config.STORAGE_DIR, 'tus');

function serverOf(config: Config, datastore: DataStore, locker: Locker): Server {
  const server = new Server({
    path: TUS_PATH.replace(/\/$/, ''),
    datastore,
    // One request of any process writes an upload at a time (PgLocker): a client that resumes
    // on another process behind the load balancer makes the first let go.
    locker,
    relativeLocation: true,
    respectForwardedHeaders: config.TRUST_PROXY,
    maxSize: config.MAX_UPLOAD_BYTES,
    // Our paths end in a slash (section 7): the id is the segment after /api/uploads/.
    getFileIdFromRequest: (req) =>
      /\/api\/uploads\/([^/?]+)/.exec(new URL(req.url).pathname)?.[1] ?? undefined,
    // The owner is the signed-in uploader, set by `handle`: never the client's say.
    namingFunction: (req) => {
      const owner = (req as { waymarkOwner?: number }).waymarkOwner;
      if (owner === undefined) throw new Error('no upload owner');
      return `${owner}x${randomBytes(16).toString('hex')}`;
    },
  });
  // A chunk goes from the Node request to the store without a web stream (tus-node-body.ts).
  receiveNodeBodies(server);
  return server;
}

/**
 * For the tus-receive bench only: the library's own way in (a web stream and back), to be
 * measured beside ours in the same run.
 */
const TusRequest = process.env.WAYMARK_BENCH_TUS_WEB_BODY === '1' ? NodeRequest : NodeBodyRequest;

/**
 * Resumable uploads (the tus protocol, @tus/server) into the same storage as everything else:
 * a file travels in chunks and resumes where a dropped connection left it. A finished upload
 * is then committed like a multipart one (receiveParts, field `uploads_tus`), through the same
 * planning, checks and SHA-256; only after that commit is it removed.
 */
export class TusUploads {
  private opened: { datastore: DataStore; server: Server } | null = null;

  constructor(
    private readonly config: Config,
    private readonly locker: Locker & { close(): Promise<void> },
  ) {}

  /**
   * The store and the protocol server, made at the first resumable upload: the local store
   * makes its directory when it is made, and storage holds nothing nobody uploaded.
   */
  private open(): { datastore: DataStore; server: Server } {
    if (!this.opened) {
      const datastore = datastoreOf(this.config);
      this.opened = { datastore, server: serverOf(this.config, datastore, this.locker) };
    }
    return this.opened;
  }

  /** The store, if it can hold any upload (a local store has its directory); else null. */
  private existing(): DataStore | null {
    const local = this.config.STORAGE_DRIVER !== 's3';
    if (!this.opened && local && !existsSync(localDirectory(this.config))) return null;
    return this.open().datastore;
  }

  /**
   * Answers a tus request as a web Response (so the caller can shape errors like every other
   * answer); srvx's NodeRequest keeps tus aware of a client that goes away mid-chunk.
   */
  handle(request: IncomingMessage, response: ServerResponse, ownerId: number): Promise<Response> {
    return this.open().server.handleWeb(
      Object.assign(new TusRequest({ req: request, res: response }), { waymarkOwner: ownerId }),
    );
  }

  /** A finished upload of `userId`, to be staged; throws TusUploadError otherwise. */
  async claim(uploadId: string, userId: number): Promise<ClaimedUpload> {
    if (ownerOf(uploadId) !== userId) throw new TusUploadError('not an upload of yours');
    const datastore = this.existing();
    const upload = await datastore?.getUpload(uploadId).catch(() => null);
    if (!datastore || !upload) throw new TusUploadError('no such upload');
    if (upload.size === undefined || upload.offset !== upload.size) {
      throw new TusUploadError('the upload is not finished');
    }
    // Both stores read uploads back (a file stream, or an S3 object stream).
    const store = datastore as DataStore & { read(id: string): Readable | Promise<Readable> };
    return {
      name: upload.metadata?.filename ?? upload.metadata?.name ?? uploadId,
      size: upload.size,
      read: async () => store.read(uploadId),
      ...(datastore instanceof FileStore
        ? { localFile: path.join(localDirectory(this.config), uploadId) }
        : {}),
    };
  }

  /** Forgets a committed upload. */
  async remove(uploadId: string): Promise<void> {
    await this.existing()
      ?.remove(uploadId)
      .catch(() => undefined);
  }

  /** Ends the locks' connections (the process is closing). */
  close(): Promise<void> {
    return this.locker.close();
  }

  /** Removes unfinished uploads past their expiry. */
  async cleanUpExpired(): Promise<number> {
    return this.existing() ? this.open().server.cleanUpExpiredUploads() : 0;
  }
}
