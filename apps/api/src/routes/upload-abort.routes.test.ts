import { connect } from 'node:net';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, type TestUser } from '../test/test-app.js';

/** Every file under the storage directory (staging and partial files included). */
async function storedFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Sends `raw` on a fresh socket and resolves with what came back once the socket closed. */
function exchange(port: number, raw: Buffer, keepOpen: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      // The answer is complete once its JSON body is: close, as a client would.
      if (/\r\n\r\n[\s\S]*\}$/.test(answer)) socket.end();
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
    socket.write(raw, () => {
      if (!keepOpen) socket.end();
    });
  });
}

describe('uploads a client cuts short', () => {
  const t = useTestApp({ REQUEST_IDLE_TIMEOUT_SECONDS: '2' });
  let port: number;
  let owner: TestUser;
  let mapId: number;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
    const org = await t.createOrganisation('Cutters');
    owner = await t.createUser({
      email: 'owner@cut.test',
      organisations: [{ id: org, admin: true }],
      permissions: ['layers.upload', 'layers.add_layer', 'maps.add_map'],
    });
    const map = await t.request('POST', '/api/maps/', {
      token: owner.token,
      body: { name: 'Cut map', organisation_id: org },
    });
    mapId = (map.json() as { id: number }).id;
  });

  function request(body: Buffer, contentLength = body.length): Buffer {
    const head =
      `PATCH /api/maps/${mapId}/ HTTP/1.1\r\nHost: localhost\r\n` +
      `Authorization: Token ${owner.token}\r\n` +
      'Content-Type: multipart/form-data; boundary=cut\r\n' +
      `Content-Length: ${contentLength}\r\n\r\n`;
    return Buffer.concat([Buffer.from(head), body]);
  }

  const fileStart = Buffer.from(
    '--cut\r\nContent-Disposition: form-data; name="uploads_layer_names"\r\n\r\nCut\r\n' +
      '--cut\r\nContent-Disposition: form-data; name="uploads"; filename="cut.geojson"\r\n' +
      'Content-Type: application/octet-stream\r\n\r\n{"type":"FeatureCollection","features":[]}',
  );

  it('answers 400 at once to a whole body without its closing boundary, keeping nothing', async () => {
    const answer = await exchange(port, request(fileStart), true);
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    expect(answer).toMatch(/"upload":\["The upload could not be read\."\]/);
    expect(await storedFiles(t.config.STORAGE_DIR)).toEqual([]);
  });

  it('drops a connection that stops sending mid-body after the idle timeout, keeping nothing', async () => {
    const answer = await exchange(port, request(fileStart, fileStart.length + 10_000), true);
    // Either a 408 or a plain close: what matters is that the server let go.
    expect(answer === '' || /^HTTP\/1\.1 (400|408)/.test(answer)).toBe(true);
    await expect.poll(() => storedFiles(t.config.STORAGE_DIR), { timeout: 5000 }).toEqual([]);
  });

  it('removes the partial file of a client that hangs up mid-body', async () => {
    await exchange(port, request(fileStart, fileStart.length + 10_000), false);
    await expect.poll(() => storedFiles(t.config.STORAGE_DIR), { timeout: 5000 }).toEqual([]);
  });
});
