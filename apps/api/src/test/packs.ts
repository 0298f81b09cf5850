import type { PackRead, PackRequest } from '@waymark/contract/pack';
import { PMTiles, type RangeResponse, type Source } from 'pmtiles';
import { expect } from 'vitest';
import type { TestContext } from './test-app.js';

/** Who calls: a user's token, or other headers (a share viewer's MapShare header). */
export type Caller = { token: string } | { headers: Record<string, string> };

/** POST /api/maps/:id/packs/ as the web app sends it; the answer is the caller's to check. */
export function postPack(
  t: TestContext,
  caller: Caller,
  mapId: number,
  body: Partial<PackRequest>,
  what: 'packs' | 'packs/estimate' = 'packs',
) {
  return t.request('POST', `/api/maps/${mapId}/${what}/`, { ...caller, body });
}

/** A pack made and its archives built, as a worker would: its answer once they are ready. */
export async function packAndBuild(
  t: TestContext,
  caller: Caller,
  mapId: number,
  body: Partial<PackRequest>,
): Promise<PackRead> {
  const res = await postPack(t, caller, mapId, body);
  expect(res.statusCode, res.body).toBe(201);
  await t.runPackJobs();
  const pack = (res.json() as PackRead).id;
  const read = await t.request('GET', `/api/packs/${pack}/`, caller);
  expect(read.statusCode, read.body).toBe(200);
  const built = read.json() as PackRead;
  expect(built.status, JSON.stringify(built.archives)).toBe('ready');
  return built;
}

/**
 * The archive at a signed URL, read as a PMTiles reader reads it over HTTP: by byte ranges of
 * the api's answers (206), with no credentials.
 */
export class SignedUrlSource implements Source {
  readonly ranges: string[] = [];

  constructor(
    private readonly t: TestContext,
    private readonly url: string,
  ) {}

  getKey(): string {
    return this.url;
  }

  async getBytes(offset: number, length: number): Promise<RangeResponse> {
    const range = `bytes=${offset}-${offset + length - 1}`;
    this.ranges.push(range);
    const res = await this.t.app.inject({ method: 'GET', url: this.url, headers: { range } });
    expect(res.statusCode, res.body).toBe(206);
    const data = res.rawPayload;
    return {
      data: data.buffer.slice(data.byteOffset, data.byteOffset + data.length) as ArrayBuffer,
    };
  }
}

export function archiveReader(t: TestContext, url: string): PMTiles {
  return new PMTiles(new SignedUrlSource(t, url));
}

/** A tile of an archive as a Buffer, or null when it holds none. */
export async function archiveTile(
  archive: PMTiles,
  z: number,
  x: number,
  y: number,
): Promise<Buffer | null> {
  const found = await archive.getZxy(z, x, y);
  return found ? Buffer.from(new Uint8Array(found.data)) : null;
}
