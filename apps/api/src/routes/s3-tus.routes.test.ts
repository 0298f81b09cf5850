import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { largeOrthophoto } from '../test/files.js';
import { keysUnder, useLocalS3 } from '../test/local-s3.js';
import { entriesUnder, multipart, sha256 } from '../test/multipart.js';
import { createSurveyor } from '../test/surveyor.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { decodeImage } from '../test/viewer.js';
import { tileAt } from '../tiles/tile-math.js';

const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text).toString('base64');
/** @tus/s3-store's part size (tus-uploads.ts). */
const PART = 8 * 1024 * 1024;

/**
 * Resumable uploads (tus) on S3 storage, over the real protocol: @tus/s3-store keeps an upload
 * as an S3 multipart upload plus an `.info` object, and the tail of a chunk smaller than a part
 * as a `.part` object. s3rver lacks ListParts, ListMultipartUploads and AbortMultipartUpload:
 * S3ListPartsProxy answers those.
 */
describe('resumable uploads on S3 storage', () => {
  const s3 = useLocalS3({ listParts: true });
  let orthophoto: Buffer;

  beforeAll(async () => {
    orthophoto = await readFile(await largeOrthophoto(s3.dir));
  });

  const t = useTestApp(() => s3.config());
  let user: TestUser;
  let mapId: number;

  beforeAll(async () => {
    ({ user, mapId } = await createSurveyor(t));
  });

  const create = (length: number) =>
    t.request('POST', '/api/uploads/', {
      token: user.token,
      headers: {
        ...TUS,
        'upload-length': String(length),
        'upload-metadata': `filename ${b64('ortho-large.tif')},target ${b64(`map:${mapId}`)}`,
      },
    });
  const patch = (location: string, offset: number, body: Buffer) =>
    t.request('PATCH', `${location}/`, {
      token: user.token,
      body,
      headers: {
        ...TUS,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
    });
  const head = (location: string) =>
    t.request('HEAD', `${location}/`, { token: user.token, headers: TUS });
  /** What the bucket holds of one tus upload: its object, `.info` and `.part`. */
  const keysOf = async (id: string) =>
    (await keysUnder(s3.bucketDir, '')).filter((key) => key.startsWith(id));
  /** The parts s3rver keeps of multipart uploads neither completed nor aborted (or of one). */
  const pendingParts = (uploadId = '') =>
    entriesUnder(path.join(s3.bucketDir, '._S3rver_uploads', uploadId));
  const multipartIdOf = (id: string) =>
    [...s3.proxy!.open].find(([, upload]) => upload.key === id)?.[0];
  const multipartOf = (id: string) => s3.proxy!.open.get(multipartIdOf(id) ?? '');

  it('resumes a large upload across S3 parts and commits it byte for byte', async () => {
    expect(orthophoto.length).toBeGreaterThan(3 * PART);
    const created = await create(orthophoto.length);
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    const id = location.split('/').pop()!;

    // A first chunk that is no multiple of the part size: one part, and the rest kept aside.
    const first = 11 * 1024 * 1024;
    const sent = await patch(location, 0, orthophoto.subarray(0, first));
    expect(sent.statusCode, sent.body).toBe(204);
    expect(Number(sent.headers['upload-offset'])).toBe(first);
    expect([...multipartOf(id)!.parts.values()].map((p) => p.size)).toEqual([PART]);
    expect(await keysOf(id)).toEqual([`${id}.info._S3rver_object`, `${id}.part._S3rver_object`]);

    const resumed = await head(location);
    expect(resumed.statusCode).toBe(200);
    const offset = Number(resumed.headers['upload-offset']);
    expect(offset).toBe(first);
    const rest = await patch(location, offset, orthophoto.subarray(offset));
    expect(rest.statusCode, rest.body).toBe(204);
    expect(Number(rest.headers['upload-offset'])).toBe(orthophoto.length);

    const form = multipart([
      { name: 'uploads_tus', value: id },
      { name: 'uploads_layer_ids', value: '' },
      { name: 'uploads_layer_names', value: 'Resumed orthophoto' },
      { name: 'uploads_epsgs', value: '0' },
      { name: 'uploads_attach', value: '' },
      { name: 'uploads_types', value: 'raster' },
    ]);
    const commit = await t.request('PATCH', `/api/maps/${mapId}/`, {
      token: user.token,
      body: form.body,
      headers: form.headers,
    });
    expect(commit.statusCode, commit.body).toBe(200);
    await t.runJobs();
    const layer = commit
      .json()
      .layers.find((l: { name: string }) => l.name === 'Resumed orthophoto');
    const status = await t.request('GET', `/api/layers/${layer.id}/status`, { token: user.token });
    expect(status.json().status).toBe('ready');
    const files = await t.request('GET', `/api/layers/${layer.id}/files/`, { token: user.token });
    expect(files.json()[0]).toMatchObject({ name: 'ortho-large.tif', size: orthophoto.length });
    expect(files.json()[0].sha256).toBe(sha256(orthophoto));
    const { z, x, y } = tileAt(-77.76, 24.56, 9);
    const tile = await t.request('GET', `/api/tiles/layers/${layer.id}/${z}/${x}/${y}.png`, {
      token: user.token,
    });
    expect(tile.statusCode).toBe(200);
    expect((await decodeImage(tile.rawPayload)).opaque).toBeGreaterThan(1000);

    // Committed: nothing of the resumable upload is left in the bucket, and no upload is open.
    expect(await keysOf(id)).toEqual([]);
    expect(s3.proxy!.open.size).toBe(0);
    expect(await pendingParts()).toEqual([]);
    expect((await head(location)).statusCode).toBe(404);
  });

  it('removes an expired unfinished upload from S3', async () => {
    const created = await create(orthophoto.length);
    const location = created.headers.location as string;
    const id = location.split('/').pop()!;
    const sent = await patch(location, 0, orthophoto.subarray(0, PART + 1000));
    expect(Number(sent.headers['upload-offset'])).toBe(PART + 1000);
    const uploadId = multipartIdOf(id)!;
    expect(await pendingParts(uploadId)).toContain('1');

    // A day and more since it began (S3 tells from ListMultipartUploads' Initiated).
    multipartOf(id)!.initiated = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    expect(await t.container.tus.cleanUpExpired()).toBeGreaterThanOrEqual(2);
    expect(multipartOf(id)).toBeUndefined();
    expect(await keysOf(id)).toEqual([]);
    expect(await pendingParts(uploadId)).toEqual([]);
    expect([404, 410]).toContain((await head(location)).statusCode);
  });
});
