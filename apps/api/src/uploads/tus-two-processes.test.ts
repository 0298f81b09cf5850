import { request as httpRequest, type ClientRequest } from 'node:http';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { startApiProcess, type ApiProcess } from '../test/entry-processes.js';
import { fixture, multipart, sha256 } from '../test/multipart.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

const TUS = { 'tus-resumable': '1.0.0' };
const CHUNK = { 'content-type': 'application/offset+octet-stream' };
const b64 = (text: string) => Buffer.from(text).toString('base64');
/** Only so that a broken test cannot hang the suite: nothing here measures time. */
const POLL = { interval: 20, timeout: 20_000 };

/**
 * Resumable uploads through two api processes on one database and one storage, as behind a
 * load balancer: a client that resumes on the other process finds its upload, and the first
 * process lets go of it (PgLocker) before the second writes a byte.
 */
describe('resumable uploads (tus) over two api processes', () => {
  const t = useTestApp();
  const orthophoto = fixture('geotiff/RGB.byte.tif');
  let procs: ApiProcess[] = [];
  let owner: TestUser;
  let mapId: number;

  beforeAll(async () => {
    procs = await Promise.all([startApiProcess(t.config), startApiProcess(t.config)]);
    const org = await t.createOrganisation('Resumers');
    owner = await t.createUser({
      email: 'owner@resume.test',
      organisations: [{ id: org, admin: true }],
      permissions: ['layers.upload', 'layers.add_layer', 'maps.add_map'],
    });
    const map = await t.request('POST', '/api/maps/', {
      token: owner.token,
      body: { name: 'Resumed', organisation_id: org, visibility: 'ORG' },
    });
    mapId = map.json().id;
  });

  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()));
  });

  const [A, B] = [0, 1];

  const call = (proc: number, method: string, path: string, headers = {}, body?: Buffer) =>
    fetch(`${procs[proc]!.url}${path}`, {
      method,
      headers: { authorization: `Token ${owner.token}`, ...TUS, ...headers },
      body: body && new Uint8Array(body),
    });

  async function create(proc: number, name: string): Promise<string> {
    const created = await call(proc, 'POST', '/api/uploads/', {
      'upload-length': String(orthophoto.length),
      'upload-metadata': `filename ${b64('RGB.byte.tif')},target ${b64(`map:${mapId}`)}`,
    });
    expect(created.status, `${name}: ${await created.text()}`).toBe(201);
    return `${created.headers.get('location')!}/`;
  }

  const patch = (proc: number, location: string, offset: number, bytes: Buffer) =>
    call(proc, 'PATCH', location, { ...CHUNK, 'upload-offset': String(offset) }, bytes);

  const offsetOf = async (proc: number, location: string) => {
    const head = await call(proc, 'HEAD', location);
    expect(head.status).toBe(200);
    return Number(head.headers.get('upload-offset'));
  };

  /** Commits the finished upload as a new layer (on B); the SHA-256 of the layer's file. */
  async function commit(location: string, layerName: string): Promise<string> {
    const uploadId = location.split('/').at(-2)!;
    const form = multipart([
      { name: 'uploads_tus', value: uploadId },
      { name: 'uploads_layer_ids', value: '' },
      { name: 'uploads_layer_names', value: layerName },
      { name: 'uploads_epsgs', value: '0' },
      { name: 'uploads_attach', value: '' },
      { name: 'uploads_types', value: 'raster' },
    ]);
    const committed = await fetch(`${procs[B]!.url}/api/maps/${mapId}/`, {
      method: 'PATCH',
      headers: { authorization: `Token ${owner.token}`, ...form.headers },
      body: new Uint8Array(form.body),
    });
    const body = (await committed.json()) as { layers: { id: number; name: string }[] };
    expect(committed.status, JSON.stringify(body)).toBe(200);
    const layer = body.layers.find((l) => l.name === layerName)!;
    const files = await t.request('GET', `/api/layers/${layer.id}/files/`, { token: owner.token });
    const [file] = files.json() as { size: number; sha256: string }[];
    expect(file?.size).toBe(orthophoto.length);
    return file!.sha256;
  }

  it('resumes on B an upload created and begun on A, and commits it byte for byte', async () => {
    const location = await create(A, 'create');
    const part = 600_000;
    const first = await patch(A, location, 0, orthophoto.subarray(0, part));
    expect(first.status).toBe(204);
    expect(await offsetOf(B, location)).toBe(part);
    const rest = await patch(B, location, part, orthophoto.subarray(part));
    expect(rest.status).toBe(204);
    expect(Number(rest.headers.get('upload-offset'))).toBe(orthophoto.length);
    expect(await commit(location, 'Resumed on B')).toBe(sha256(orthophoto));
  });

  /**
   * A PATCH on A whose body comes only as the test sends it: `send` writes more of it and waits
   * until it is flushed, `write` only queues it, `ended` settles when A has answered or dropped it.
   */
  function slowPatch(location: string, offset: number) {
    const url = new URL(location, procs[A]!.url);
    const req: ClientRequest = httpRequest(url, {
      method: 'PATCH',
      headers: {
        authorization: `Token ${owner.token}`,
        ...TUS,
        ...CHUNK,
        'upload-offset': String(offset),
        'content-length': String(orthophoto.length - offset),
      },
    });
    const ended = new Promise<string>((resolve) => {
      req.on('response', (res) => {
        res.resume();
        resolve(`answered ${res.statusCode}`);
      });
      req.on('error', () => resolve('dropped'));
    });
    const send = (bytes: Buffer) =>
      new Promise<void>((resolve) => req.write(bytes, () => resolve()));
    const write = (bytes: Buffer) => void req.write(bytes);
    return { send, write, ended, close: () => req.destroy() };
  }

  it('makes A let go of an upload it is writing when the client resumes on B, bytes intact', async () => {
    const location = await create(A, 'create');
    const part = 400_000;
    expect((await patch(A, location, 0, orthophoto.subarray(0, part))).status).toBe(204);

    // A receives the next part slowly: once bytes of it are stored, its request holds the lock.
    const slow = slowPatch(location, part);
    onTestFinished(() => void slow.close());
    await slow.send(orthophoto.subarray(part, part + 300_000));
    const stored = path.join(t.config.STORAGE_DIR, 'tus', location.split('/').at(-2)!);
    await expect.poll(async () => (await stat(stored)).size, POLL).toBeGreaterThan(part);

    // The client gives up on A and resumes on B: B's HEAD waits for A to let go.
    const offset = await offsetOf(B, location);
    expect(offset).toBeGreaterThanOrEqual(part);
    expect(offset).toBeLessThanOrEqual(part + 300_000);

    // Bytes that still reach A's request are never written: this garbage would show. Not
    // awaited: A has let go and need not read them, so their write may never drain.
    slow.write(Buffer.alloc(200_000, 0xee));
    const rest = await patch(B, location, offset, orthophoto.subarray(offset));
    expect(rest.status).toBe(204);
    expect(await offsetOf(B, location)).toBe(orthophoto.length);
    expect(await commit(location, 'Taken over by B')).toBe(sha256(orthophoto));
    // A answered its request (with what it had written) when it let go.
    expect(await slow.ended).toMatch(/^answered \d{3}$/);
  });
});
