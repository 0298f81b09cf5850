import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enterMapShare, storeToken } from '../session/sessionStore.js';
import { copcRangeGetter } from './copcRangeGetter.js';

const FILE = { id: 7, layer_id: 3, name: 'culvert.copc.laz' };
/** A stand-in file of 256 bytes whose byte i is i. */
const CONTENT = Uint8Array.from({ length: 256 }, (_v, i) => i);

let requests: Request[] = [];
let honourRange = true;

beforeEach(() => {
  requests = [];
  honourRange = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      requests.push(request);
      const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.get('Range') ?? '');
      if (!range || !honourRange) return new Response(CONTENT.slice(), { status: 200 });
      const [begin, last] = [Number(range[1]), Number(range[2])];
      return new Response(CONTENT.slice(begin, last + 1), {
        status: 206,
        headers: { 'Content-Range': `bytes ${begin}-${last}/${CONTENT.length}` },
      });
    }),
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('copcRangeGetter', () => {
  it('asks the files content endpoint for [begin, end) as an inclusive HTTP range, with the token', async () => {
    storeToken('f'.repeat(40));
    const bytes = await copcRangeGetter(FILE)(16, 32);
    expect([...bytes]).toEqual([...CONTENT.slice(16, 32)]);
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.method).toBe('GET');
    expect(new URL(request.url).pathname).toBe('/api/layers/3/files/7/content/');
    expect(request.headers.get('Range')).toBe('bytes=16-31');
    expect(request.headers.get('Authorization')).toBe(`Token ${'f'.repeat(40)}`);
    expect(request.headers.has('X-CSRFToken')).toBe(false);
  });

  it("sends a share link's MapShare header instead in map-share mode", async () => {
    storeToken('a'.repeat(40));
    enterMapShare('share-token', {
      token: 'share-token',
      map: 4,
      map_title: 'Shared corridor',
      expiry: '2030-01-02T09:05:00.000Z',
      created_by: { first_name: 'Ada', last_name: 'Byrne' },
      bounds: null,
      markups: 'hidden',
    });
    await copcRangeGetter(FILE)(0, 8);
    expect(requests[0]!.headers.get('MapShare')).toBe('Token share-token');
    expect(requests[0]!.headers.has('Authorization')).toBe(false);
  });

  it('cuts the asked part out of a whole file answered by a server that ignores Range', async () => {
    honourRange = false;
    const bytes = await copcRangeGetter(FILE)(100, 104);
    expect([...bytes]).toEqual([100, 101, 102, 103]);
  });

  it('asks nothing for an empty range and refuses a backward one', async () => {
    expect((await copcRangeGetter(FILE)(5, 5)).byteLength).toBe(0);
    await expect(copcRangeGetter(FILE)(9, 4)).rejects.toThrow(RangeError);
    await expect(copcRangeGetter(FILE)(-1, 4)).rejects.toThrow(RangeError);
    expect(requests).toHaveLength(0);
  });

  it('passes an abort on to the request', async () => {
    const abort = new AbortController();
    await copcRangeGetter(FILE, abort.signal)(0, 4);
    expect(requests[0]!.signal.aborted).toBe(false);
    abort.abort();
    expect(requests[0]!.signal.aborted).toBe(true);
  });
});
