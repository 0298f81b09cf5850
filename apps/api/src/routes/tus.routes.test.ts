import { request as httpRequest } from 'node:http';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, NOT_FOUND } from '../test/assertions.js';
import { seedLayer } from '../test/layers.js';
import { fixture, multipart, sha256 } from '../test/multipart.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text).toString('base64');

describe('resumable uploads (tus)', () => {
  const t = useTestApp();
  let port: number;
  let owner: TestUser;
  let stranger: TestUser;
  let mapId: number;
  let foreignLayer: number;
  const orthophoto = fixture('geotiff/RGB.byte.tif');

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    const org = await t.createOrganisation('Resumers');
    const other = await t.createOrganisation('Others');
    owner = await t.createUser({
      email: 'owner@resume.test',
      organisations: [{ id: org, admin: true }],
      permissions: ['layers.upload', 'layers.add_layer', 'maps.add_map'],
    });
    stranger = await t.createUser({
      email: 'stranger@other.test',
      organisations: [{ id: other, admin: true }],
      permissions: ['layers.upload'],
    });
    const map = await t.request('POST', '/api/maps/', {
      token: owner.token,
      body: { name: 'Resumed', organisation_id: org, visibility: 'ORG' },
    });
    mapId = map.json().id;
    foreignLayer = await seedLayer(t, other, stranger.id, { name: 'Theirs' });
  });

  const create = (token: string, target: string, length: number, name = 'RGB.byte.tif') =>
    t.request('POST', '/api/uploads/', {
      token,
      headers: {
        ...TUS,
        'upload-length': String(length),
        'upload-metadata': `filename ${b64(name)},target ${b64(target)}`,
      },
    });

  /** Sends bytes over a real socket and cuts the connection after `cutAfter` of them. */
  function sendCut(location: string, token: string, body: Buffer, cutAfter: number) {
    return new Promise<void>((resolve) => {
      const req = httpRequest({
        port,
        host: '127.0.0.1',
        method: 'PATCH',
        path: location,
        headers: {
          ...TUS,
          authorization: `Token ${token}`,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(body.length),
        },
      });
      req.on('error', () => resolve());
      // Cut once the server has stored some of the bytes, however long that takes on a busy
      // machine (a fixed pause cut some runs before any byte was stored).
      req.write(body.subarray(0, cutAfter), () => {
        // Nothing stored in time: the offset check below says so.
        void storedSome(location)
          .catch(() => undefined)
          .finally(() => {
            req.destroy();
            resolve();
          });
      });
    });
  }

  /** Waits until the local store holds some bytes of the upload at `location` (up to 60 s). */
  async function storedSome(location: string): Promise<void> {
    const file = path.join(t.config.STORAGE_DIR, 'tus', path.basename(location));
    for (let waited = 0; waited < 60_000; waited += 20) {
      const size = await stat(file).then(
        (s) => s.size,
        () => 0,
      );
      if (size > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no byte of ${location} was stored`);
  }

  it('resumes where a cut connection stopped, and commits a byte-identical file', async () => {
    const created = await create(owner.token, `map:${mapId}`, orthophoto.length);
    expect(created.statusCode, created.body).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/uploads\/\d+x[0-9a-f]{32}$/);

    await sendCut(location, owner.token, orthophoto, 700_000);
    const head = await t.request('HEAD', `${location}/`, { token: owner.token, headers: TUS });
    expect(head.statusCode).toBe(200);
    const offset = Number(head.headers['upload-offset']);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(orthophoto.length);

    const rest = await t.request('PATCH', `${location}/`, {
      token: owner.token,
      body: orthophoto.subarray(offset),
      headers: {
        ...TUS,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
    });
    expect(rest.statusCode, rest.body).toBe(204);
    expect(Number(rest.headers['upload-offset'])).toBe(orthophoto.length);

    const uploadId = location.split('/').pop()!;
    const form = multipart([
      { name: 'uploads_tus', value: uploadId },
      { name: 'uploads_layer_ids', value: '' },
      { name: 'uploads_layer_names', value: 'Orthophoto' },
      { name: 'uploads_epsgs', value: '0' },
      { name: 'uploads_attach', value: '' },
      { name: 'uploads_types', value: 'raster' },
    ]);
    const commit = await t.request('PATCH', `/api/maps/${mapId}/`, {
      token: owner.token,
      body: form.body,
      headers: form.headers,
    });
    expect(commit.statusCode, commit.body).toBe(200);
    await t.runJobs();
    const layer = commit.json().layers.find((l: { name: string }) => l.name === 'Orthophoto');
    const files = await t.request('GET', `/api/layers/${layer.id}/files/`, { token: owner.token });
    const [file] = files.json();
    expect(file).toMatchObject({ name: 'RGB.byte.tif', size: orthophoto.length });
    expect(file.sha256).toBe(sha256(orthophoto));
    const status = await t.request('GET', `/api/layers/${layer.id}/status`, { token: owner.token });
    expect(status.json().status).toBe('ready');
    // Committed: the resumable upload is gone, and cannot be committed twice.
    const again = await t.request('HEAD', `${location}/`, { token: owner.token, headers: TUS });
    expect(again.statusCode).toBe(404);
  });

  it('refuses an upload into another organisation’s layer before any byte', async () => {
    expectError(await create(owner.token, `layer:${foreignLayer}`, 10), 404, NOT_FOUND);
    expectError(await create(owner.token, 'layer:x', 10), 400);
  });

  it('keeps one user’s upload from everybody else', async () => {
    const created = await create(owner.token, `map:${mapId}`, 100);
    const location = created.headers.location as string;
    const theirs = await t.request('HEAD', `${location}/`, { token: stranger.token, headers: TUS });
    // A HEAD answer has no body.
    expect(theirs.statusCode).toBe(404);
    const patch = await t.request('PATCH', `${location}/`, {
      token: stranger.token,
      body: Buffer.alloc(100),
      headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    });
    expectError(patch, 404, NOT_FOUND);
    const form = multipart([
      { name: 'uploads_tus', value: location.split('/').pop()! },
      { name: 'uploads_layer_names', value: 'Stolen' },
    ]);
    const commit = await t.request('PATCH', `/api/maps/${mapId}/`, {
      token: owner.token,
      body: form.body,
      headers: form.headers,
    });
    // Not finished: it cannot be committed either.
    expect(commit.statusCode).toBe(400);
    expect(commit.json().upload[0]).toMatch(/not a finished upload of yours/);
  });

  it('removes an unfinished upload once it has expired', async () => {
    const created = await create(owner.token, `map:${mapId}`, 1000);
    const id = (created.headers.location as string).split('/').pop()!;
    const infoFile = path.join(t.config.STORAGE_DIR, 'tus', `${id}.json`);
    const info = JSON.parse(await readFile(infoFile, 'utf8')) as { creation_date: string };
    info.creation_date = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString();
    await writeFile(infoFile, JSON.stringify(info));
    expect(await t.container.tus.cleanUpExpired()).toBeGreaterThanOrEqual(1);
    const head = await t.request('HEAD', `/api/uploads/${id}/`, {
      token: owner.token,
      headers: TUS,
    });
    expect([404, 410]).toContain(head.statusCode);
  });
});
