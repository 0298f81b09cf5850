import type { GetResourceResponse, RequestParameters } from 'maplibre-gl';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Handler = (
  params: RequestParameters,
  abort: AbortController,
) => Promise<GetResourceResponse<ArrayBuffer>>;

const protocols = vi.hoisted(() => new Map<string, Handler>());
// The archive's tiles: z/x/y -> bytes; a tile listed as 'fail' cannot be read.
const archived = vi.hoisted(() => new Map<string, Uint8Array | 'fail'>());

vi.mock('maplibre-gl', () => ({
  addProtocol: (name: string, handler: Handler) => protocols.set(name, handler),
}));
vi.mock('pmtiles', () => ({
  PMTiles: class {
    constructor(readonly url: string) {}
    async getZxy(z: number, x: number, y: number) {
      const found = archived.get(`${z}/${x}/${y}`);
      if (found === 'fail') throw new Error('expired');
      return found ? { data: found.buffer } : undefined;
    }
  },
}));

const { serveOnlineArchives } = await import('./onlineArchives.js');

// Zoom 14 over the demo survey (Autzen, Eugene): tile 2591/5954 holds the stadium.
const ARCHIVE = {
  layer: 4,
  kind: 'vector' as const,
  url: '/api/pack-archives/31/2/1798156800/sig/archive.pmtiles',
  url_expires: '2026-12-31T00:00:00Z',
  zoom_min: 14,
  zoom_max: 15,
  area: [-123.075, 44.05, -123.06, 44.06] as [number, number, number, number],
  live: 'http://localhost/api/tiles/layers/4/{z}/{x}/{y}.pbf',
};

const fetchMock = vi.fn<typeof fetch>();

async function tile(template: string, z: number, x: number, y: number) {
  const url = template.replace('{z}', `${z}`).replace('{x}', `${x}`).replace('{y}', `${y}`);
  return protocols.get('waymark-archive')!({ url }, new AbortController());
}

describe('serveOnlineArchives', () => {
  let template: string;

  beforeEach(() => {
    archived.clear();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => new Response(new Uint8Array([9, 9]), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    template = serveOnlineArchives([ARCHIVE], () => ['Authorization', 'Token abc'])[4]!.vector!;
  });

  it('answers a URL template per layer and kind, of the archive as signed', () => {
    expect(template).toBe('waymark-archive://4-vector-31-2-1798156800/{z}/{x}/{y}');
  });

  it('reads a tile of its zooms and area from the archive, and asks the server nothing', async () => {
    archived.set('14/2591/5954', new Uint8Array([1, 2, 3]));
    const answer = await tile(template, 14, 2591, 5954);
    expect(new Uint8Array(answer.data)).toEqual(new Uint8Array([1, 2, 3]));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('answers an empty tile for one the archive left out there (it had no data)', async () => {
    const answer = await tile(template, 14, 2591, 5954);
    expect(answer.data.byteLength).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the live tiles, with the credentials, outside its zooms or its area', async () => {
    const outsideZooms = await tile(template, 12, 647, 1488);
    expect(new Uint8Array(outsideZooms.data)).toEqual(new Uint8Array([9, 9]));
    expect(fetchMock).toHaveBeenCalledWith(
      'http://localhost/api/tiles/layers/4/12/647/1488.pbf',
      expect.objectContaining({ headers: { Authorization: 'Token abc' } }),
    );
    await tile(template, 14, 2585, 5954);
    expect(fetchMock).toHaveBeenLastCalledWith(
      'http://localhost/api/tiles/layers/4/14/2585/5954.pbf',
      expect.anything(),
    );
  });

  it('falls back to the live tiles when the archive cannot be read', async () => {
    archived.set('14/2591/5954', 'fail');
    const answer = await tile(template, 14, 2591, 5954);
    expect(new Uint8Array(answer.data)).toEqual(new Uint8Array([9, 9]));
  });

  it('passes a refused live tile on with its status', async () => {
    fetchMock.mockImplementation(async () => new Response('no', { status: 403 }));
    await expect(tile(template, 12, 647, 1488)).rejects.toMatchObject({ status: 403 });
  });
});
