import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { HashingStream } from './hashing-stream.js';
import { assertSafeKey, type ListedObject, type Storage, type StoredObject } from './storage.js';

export interface S3Options {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** S3-compatible object storage (AWS S3, MinIO, Ceph, ...). */
export class S3Storage implements Storage {
  private readonly client: S3Client;

  constructor(private readonly options: S3Options) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Checksums only where S3 requires them: the SDK's default CRC32 on every request and
      // in the multipart completion is an AWS extension that other S3 servers refuse.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  localPath(): null {
    return null;
  }

  async put(key: string, body: Readable): Promise<StoredObject> {
    assertSafeKey(key);
    const hashing = new HashingStream();
    // Multipart upload in 8 MiB parts, at most 4 in flight: memory stays bounded whatever the size.
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.options.bucket, Key: key, Body: body.pipe(hashing) },
      partSize: 8 * 1024 * 1024,
      queueSize: 4,
    });
    await upload.done();
    return { size: hashing.byteCount, sha256: hashing.digest() };
  }

  async putFile(key: string, file: string): Promise<StoredObject> {
    return this.put(key, createReadStream(file));
  }

  async get(key: string, range?: { start: number; end: number }): Promise<Readable> {
    assertSafeKey(key);
    const result = await this.client.send(
      new GetObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    );
    if (!(result.Body instanceof Readable)) throw new Error(`no body for ${key}`);
    return result.Body;
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  async size(key: string): Promise<number | null> {
    assertSafeKey(key);
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }),
      );
      return head.ContentLength ?? 0;
    } catch (err) {
      if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
        return null;
      throw err;
    }
  }

  async *list(folder: string): AsyncIterable<ListedObject> {
    if (folder !== '') assertSafeKey(folder);
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: folder === '' ? undefined : `${folder}/`,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? [])
        if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async move(from: string, to: string): Promise<void> {
    assertSafeKey(from);
    assertSafeKey(to);
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.options.bucket,
        Key: to,
        CopySource: `${this.options.bucket}/${from.split('/').map(encodeURIComponent).join('/')}`,
      }),
    );
    await this.delete([from]);
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      batch.forEach(assertSafeKey);
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.options.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }

  /**
   * A multipart upload shows only when it began, not when it was last written: one that began
   * before `before` (a day, for staging) is taken as abandoned, so `partialBefore` is not used.
   */
  async sweep(prefix: string, before: Date): Promise<number> {
    let removed = 0;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: prefix,
          ContinuationToken: token,
        }),
      );
      const stale = (page.Contents ?? [])
        .filter((o) => o.Key && o.LastModified && o.LastModified < before)
        .map((o) => o.Key!);
      await this.delete(stale);
      removed += stale.length;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    const uploads = await this.client.send(
      new ListMultipartUploadsCommand({ Bucket: this.options.bucket }),
    );
    for (const upload of uploads.Uploads ?? []) {
      if (!upload.Key || !upload.UploadId || !upload.Initiated) continue;
      if (upload.Initiated >= before) continue;
      await this.client.send(
        new AbortMultipartUploadCommand({
          Bucket: this.options.bucket,
          Key: upload.Key,
          UploadId: upload.UploadId,
        }),
      );
      removed += 1;
    }
    return removed;
  }

  async localCopy(key: string, workDir: string, fileName: string): Promise<string> {
    const target = path.join(workDir, fileName);
    await mkdir(path.dirname(target), { recursive: true });
    await pipeline(await this.get(key), createWriteStream(target));
    return target;
  }
}
