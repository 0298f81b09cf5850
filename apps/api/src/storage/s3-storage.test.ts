import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { S3Storage } from './s3-storage.js';

const text = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** The S3 driver against a local server that speaks the S3 protocol. */
describe('S3 storage', () => {
  let server: S3rver;
  let dir: string;
  let storage: S3Storage;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'waymark-s3-'));
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'waymark', configs: [] }],
    });
    const address = (await server.run()) as AddressInfo;
    storage = new S3Storage({
      bucket: 'waymark',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${address.port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });

  afterAll(async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('stores a stream with its size and SHA-256, reads it whole and by range', async () => {
    const body = 'waymark '.repeat(10_000);
    const stored = await storage.put('layers/1/a/notes.txt', Readable.from([Buffer.from(body)]));
    expect(stored).toEqual({
      size: body.length,
      sha256: createHash('sha256').update(body).digest('hex'),
    });
    expect(await text(await storage.get('layers/1/a/notes.txt'))).toBe(body);
    expect(await text(await storage.get('layers/1/a/notes.txt', { start: 8, end: 14 }))).toBe(
      'waymark',
    );
    expect(storage.localPath()).toBeNull();
    const work = await mkdtemp(path.join(tmpdir(), 'waymark-s3-work-'));
    const copy = await storage.localCopy('layers/1/a/notes.txt', work, 'copy.txt');
    expect(await readFile(copy, 'utf8')).toBe(body);
    await rm(work, { recursive: true, force: true });
  });

  it('moves, tells existence and deletes', async () => {
    await storage.put('staging/x', Readable.from([Buffer.from('x')]));
    await storage.move('staging/x', 'layers/2/b/x.txt');
    expect(await storage.exists('staging/x')).toBe(false);
    expect(await storage.exists('layers/2/b/x.txt')).toBe(true);
    expect(await storage.size('layers/2/b/x.txt')).toBe(1);
    expect(await storage.size('layers/2/b/none.txt')).toBeNull();
    const listed = [];
    for await (const object of storage.list('layers/2')) listed.push(object);
    expect(listed).toEqual([{ key: 'layers/2/b/x.txt', size: 1 }]);
    await storage.delete(['layers/2/b/x.txt']);
    expect(await storage.exists('layers/2/b/x.txt')).toBe(false);
  });

  it('refuses keys that could escape their place', async () => {
    await expect(storage.put('../etc/passwd', Readable.from([Buffer.from('x')]))).rejects.toThrow(
      /unsafe storage key/,
    );
    await expect(storage.get('/abs')).rejects.toThrow(/unsafe storage key/);
  });
});
