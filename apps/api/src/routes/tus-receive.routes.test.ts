import { request as httpRequest, type ClientRequest } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectError } from '../test/assertions.js';
import { fixture } from '../test/multipart.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

const TUS = { 'tus-resumable': '1.0.0' };
const CHUNK = { ...TUS, 'content-type': 'application/offset+octet-stream' };
const b64 = (text: string) => Buffer.from(text).toString('base64');
/** Only so that a broken test cannot hang the suite: nothing here measures time. */
const POLL = { interval: 20, timeout: 20_000 };

/**
 * A PATCH's bytes go from the Node request to the store (tus-node-body.ts), never through a
 * web stream: what tus promises of a PATCH holds on that path, over real sockets.
 */
describe('resumable uploads: receiving a chunk', () => {
  const t = useTestApp();
  let port: number;
  let owner: TestUser;
  let mapId: number;
  const orthophoto = fixture('geotiff/RGB.byte.tif');
  let fromWeb: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    const org = await t.createOrganisation('Receivers');
    owner = await t.createUser({
      email: 'owner@receive.test',
      organisations: [{ id: org, admin: true }],
      permissions: ['layers.upload', 'maps.add_map'],
    });
    const map = await t.request('POST', '/api/maps/', {
      token: owner.token,
      body: { name: 'Received', organisation_id: org, visibility: 'ORG' },
    });
    mapId = map.json().id;
  });
  // The library's way in turns a web stream back into a Node one: never taken here.
  beforeEach(() => {
    fromWeb = vi.spyOn(Readable, 'fromWeb');
  });
  afterEach(() => {
    expect(fromWeb).not.toHaveBeenCalled();
    fromWeb.mockRestore();
  });

  /** A new upload of the orthophoto's length; its location and its file in the store. */
  async function create(): Promise<{ location: string; stored: string }> {
    const created = await t.request('POST', '/api/uploads/', {
      token: owner.token,
      headers: {
        ...TUS,
        'upload-length': String(orthophoto.length),
        'upload-metadata': `filename ${b64('RGB.byte.tif')},target ${b64(`map:${mapId}`)}`,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = `${created.headers.location as string}/`;
    return { location, stored: path.join(t.config.STORAGE_DIR, 'tus', location.split('/')[3]!) };
  }

  /** A PATCH over a real socket; `length` undefined: chunked, with no Content-Length. */
  function patch(location: string, offset: number, length?: number): ClientRequest {
    return httpRequest({
      port,
      host: '127.0.0.1',
      method: 'PATCH',
      path: location,
      headers: {
        ...CHUNK,
        authorization: `Token ${owner.token}`,
        'upload-offset': String(offset),
        ...(length === undefined ? {} : { 'content-length': String(length) }),
      },
    });
  }

  const answerOf = (req: ClientRequest) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      req.on('error', reject);
      req.on('response', (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
    });

  const offsetOf = async (location: string) => {
    const head = await t.request('HEAD', location, { token: owner.token, headers: TUS });
    expect(head.statusCode).toBe(200);
    return Number(head.headers['upload-offset']);
  };

  /** Sends the rest from `offset` in one PATCH; the offset tus answers. */
  async function finish(location: string, offset: number): Promise<number> {
    const req = patch(location, offset, orthophoto.length - offset);
    req.end(orthophoto.subarray(offset));
    const answer = await answerOf(req);
    expect(answer.status, answer.body).toBe(204);
    return offsetOf(location);
  }

  it('keeps the bytes of a chunk cut mid-way, and resumes from the last of them', async () => {
    const { location, stored } = await create();
    const first = 300_000;
    const begun = patch(location, 0, first);
    begun.end(orthophoto.subarray(0, first));
    expect((await answerOf(begun)).status).toBe(204);

    // The second chunk: 400 kB of it arrive, then the client goes away.
    const cut = patch(location, first, orthophoto.length - first);
    cut.on('error', () => undefined);
    cut.write(orthophoto.subarray(first, first + 400_000));
    await vi.waitFor(async () => expect((await readFile(stored)).length).toBe(700_000), POLL);
    cut.destroy();

    // Every byte received is kept, and the upload resumes right after the last of them.
    await vi.waitFor(async () => expect(await offsetOf(location)).toBe(700_000), POLL);
    expect((await readFile(stored)).equals(orthophoto.subarray(0, 700_000))).toBe(true);
    expect(await finish(location, 700_000)).toBe(orthophoto.length);
    expect((await readFile(stored)).equals(orthophoto)).toBe(true);
  });

  it('answers 413 to a chunk longer than the upload, announced or not, and keeps it resumable', async () => {
    const { location, stored } = await create();
    // Announced (Content-Length): refused before a byte is read.
    const announced = await t.request('PATCH', location, {
      token: owner.token,
      body: Buffer.concat([orthophoto, Buffer.alloc(10)]),
      headers: { ...CHUNK, 'upload-offset': '0' },
    });
    expectError(announced, 413, { detail: "upload's size exceeded" });
    expect(await offsetOf(location)).toBe(0);

    // Chunked: refused once the bytes go past the upload's end.
    const chunked = patch(location, 0);
    chunked.on('error', () => undefined);
    const answer = answerOf(chunked);
    chunked.write(orthophoto);
    chunked.end(Buffer.alloc(64 * 1024));
    const refused = await answer;
    expect(refused.status, refused.body).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({ detail: 'Maximum size exceeded' });

    // What the store kept is the upload's beginning; it resumes from there.
    const offset = await offsetOf(location);
    expect((await readFile(stored)).equals(orthophoto.subarray(0, offset))).toBe(true);
    expect(await finish(location, offset)).toBe(orthophoto.length);
    expect((await readFile(stored)).equals(orthophoto)).toBe(true);
  });
});
