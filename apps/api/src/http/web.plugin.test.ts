import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWebApp } from './web.plugin.js';

const SCRIPT = `console.log(${JSON.stringify('waymark '.repeat(500))});`;

describe('web app serving', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'waymark-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Waymark</title>');
    const script = path.join(dist, 'assets/index-abc123.js');
    await writeFile(script, SCRIPT);
    await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
    await writeFile(`${script}.gz`, gzipSync(SCRIPT));
    await writeFile(path.join(dist, 'sw.js'), SCRIPT);
    await writeFile(path.join(dist, 'sw.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(path.join(dist, 'workbox-1a2b3c.js'), SCRIPT);
    app = Fastify();
    await registerWebApp(app, dist, { basemaps: { street: { tiles: ['https://t.example/{z}'] } } });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await rm(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends a hashed asset precompressed, as the browser accepts it, cached for good', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('Accept-Encoding');

    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers every app route with index.html, always revalidated', async () => {
    const page = await get('/maps/7/', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Waymark</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends the service worker revalidated every time, so that an update is seen', async () => {
    for (const url of ['/sw.js', '/workbox-1a2b3c.js']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/sw.js', 'br')).headers['content-encoding']).toBe('br');
  });

  it('serves the run-time configuration as a script of its own', async () => {
    const res = await get('/config.js');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(
      'window.waymarkConfig = {"basemaps":{"street":{"tiles":["https://t.example/{z}"]}}};\n',
    );
  });

  it('leaves unknown API paths to the API: 404 in JSON', async () => {
    const res = await get('/api/nothing/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });
});
