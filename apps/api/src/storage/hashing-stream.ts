import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/** Passes bytes through while counting them and computing their SHA-256. */
export class HashingStream extends Transform {
  private readonly hash = createHash('sha256');
  // Not `size`: the S3 SDK's multipart upload reads a body's `size` as its length to come.
  byteCount = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    this.byteCount += chunk.length;
    callback(null, chunk);
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}
