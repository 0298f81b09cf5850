import { beforeAll, describe, expect, it } from 'vitest';
import { basic, createAccessKey } from '../test/access-keys.js';
import { expectError } from '../test/assertions.js';
import { buildOgcWorld, type OgcWorld } from '../test/ogc-world.js';
import { useTestApp } from '../test/test-app.js';

const HOST = 'alpha.test';
const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';
const EPSG = (code: number) => `http://www.opengis.net/def/crs/EPSG/0/${code}`;

interface Feature {
  id: number;
  geometry: { type: string; coordinates: number[] };
  properties: Record<string, unknown>;
}
interface Page {
  type: string;
  features: Feature[];
  numberReturned: number;
  numberMatched?: number;
  links: { rel: string; href: string; type?: string }[];
}

describe('OGC API – Features', () => {
  const t = useTestApp();
  let w: OgcWorld;
  let key: string;
  let root: string;

  beforeAll(async () => {
    w = await buildOgcWorld(t);
    key = (await createAccessKey(t, w.reader.token)).key;
    root = `/api/ogc/organisations/${w.orgA}`;
  });

  const get = (path: string, query: Record<string, string> = {}, headers = basic(key)) =>
    t.request('GET', path, { query, headers: { host: HOST, ...headers } });
  const items = async (layer: number, query: Record<string, string> = {}) => {
    const res = await get(`${root}/collections/${layer}/items`, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Page;
  };

  it('has a landing page and conformance with absolute links on the caller’s host', async () => {
    const res = await get(`${root}/`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const rels = (res.json() as Page).links.map((l) => [l.rel, l.href]);
    expect(rels).toEqual(
      expect.arrayContaining([
        ['self', `http://${HOST}${root}`],
        ['conformance', `http://${HOST}${root}/conformance`],
        ['data', `http://${HOST}${root}/collections`],
        ['service-desc', `http://${HOST}/api/openapi.json`],
      ]),
    );
    const conformance = (await get(`${root}/conformance`)).json() as { conformsTo: string[] };
    expect(conformance.conformsTo).toEqual(
      expect.arrayContaining([
        'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
        'http://www.opengis.net/spec/ogcapi-features-2/1.0/conf/crs',
      ]),
    );
  });

  it('lists the organisations of the caller at the root', async () => {
    const body = (await get('/api/ogc/')).json() as { organisations: { id: number }[] };
    expect(body.organisations.map((o) => o.id)).toEqual([w.orgA]);
  });

  it('lists exactly the layers the caller may see, rasters as map tiles', async () => {
    const res = await get(`${root}/collections`);
    const { collections } = res.json() as {
      collections: { id: string; title: string; itemType?: string; links: { rel: string }[] }[];
    };
    expect(collections.map((c) => c.id).sort()).toEqual(
      [w.points, w.cad, w.raster].map(String).sort(),
    );
    const raster = collections.find((c) => c.id === String(w.raster))!;
    expect(raster).toMatchObject({ layerDataType: 'Raster', dataType: 'map' });
    expect(raster.links.map((l) => l.rel)).not.toContain('items');
    const points = collections.find((c) => c.id === String(w.points))!;
    expect(points).toMatchObject({
      itemType: 'feature',
      crs: expect.arrayContaining([CRS84, EPSG(4326), EPSG(2157), EPSG(27700)]),
      storageCrs: EPSG(3857),
      extent: {
        spatial: { bbox: [[-6.3, 53.35, -6.264, 53.35]] },
        temporal: { interval: [['2021-03-01', '2021-03-25']] },
      },
    });
    // The owner sees their private layer too.
    const ownerKey = (await createAccessKey(t, w.owner.token)).key;
    const own = (await get(`${root}/collections`, {}, basic(ownerKey))).json() as {
      collections: { id: string }[];
    };
    expect(own.collections.map((c) => c.id)).toContain(String(w.privateLayer));
    expectError(await get(`${root}/collections/${w.privateLayer}`), 404);
  });

  it('pages through items by fid with next links, counting on the first page', async () => {
    const first = await items(w.points, { limit: '10' });
    expect(first.numberMatched).toBe(25);
    expect(first.numberReturned).toBe(10);
    const seen = first.features.map((f) => f.id);
    let next = first.links.find((l) => l.rel === 'next');
    expect(next).toMatchObject({ type: 'application/geo+json' });
    while (next) {
      const url = new URL(next.href);
      expect(url.host).toBe(HOST);
      const res = await get(url.pathname, Object.fromEntries(url.searchParams));
      const page = res.json() as Page;
      expect(page.numberMatched).toBeUndefined();
      seen.push(...page.features.map((f) => f.id));
      next = page.links.find((l) => l.rel === 'next');
    }
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
  });

  it('answers GeoJSON with its media type, Content-Crs and typed attributes', async () => {
    const res = await get(`${root}/collections/${w.points}/items`, { limit: '1' });
    expect(res.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(res.headers['content-crs']).toBe(`<${CRS84}>`);
    const [feature] = (res.json() as Page).features;
    expect(feature).toMatchObject({
      type: 'Feature',
      id: 1,
      geometry: { type: 'Point', coordinates: [-6.3, 53.35] },
      properties: { name: 'Bridge 1', height: 2.5, spans: 0, surveyed: '2021-03-01' },
    });
  });

  it('writes coordinates in the requested CRS, EPSG:4326 latitude first', async () => {
    const wgs = await items(w.points, { limit: '1', crs: EPSG(4326) });
    expect(wgs.features[0]!.geometry.coordinates).toEqual([53.35, -6.3]);
    const res = await get(`${root}/collections/${w.points}/items`, { limit: '1', crs: EPSG(2157) });
    expect(res.headers['content-crs']).toBe(`<${EPSG(2157)}>`);
    const [x, y] = (res.json() as Page).features[0]!.geometry.coordinates as [number, number];
    // Dublin in Irish Transverse Mercator.
    expect(x).toBeGreaterThan(700_000);
    expect(x).toBeLessThan(720_000);
    expect(y).toBeGreaterThan(730_000);
    expect(y).toBeLessThan(740_000);
    expectError(await get(`${root}/collections/${w.points}/items`, { crs: EPSG(32633) }), 400);
  });

  it('filters by bbox in CRS84, in EPSG:4326 axis order and in a national grid', async () => {
    const ids = (page: Page) => page.features.map((f) => f.id);
    expect(ids(await items(w.points, { bbox: '-6.3001,53.34,-6.2969,53.36' }))).toEqual([1, 2, 3]);
    expect(
      ids(await items(w.points, { bbox: '53.34,-6.3001,53.36,-6.2969', 'bbox-crs': EPSG(4326) })),
    ).toEqual([1, 2, 3]);
    const itm = await items(w.points, { limit: '1', crs: EPSG(2157) });
    const [x, y] = itm.features[0]!.geometry.coordinates as [number, number];
    const box = [x - 50, y - 50, x + 50, y + 50].join(',');
    expect(ids(await items(w.points, { bbox: box, 'bbox-crs': EPSG(2157) }))).toEqual([1]);
    expectError(await get(`${root}/collections/${w.points}/items`, { bbox: '1,2,3' }), 400);
    expectError(await get(`${root}/collections/${w.points}/items`, { bbox: '0,95,1,96' }), 400);
  });

  it('filters by datetime on the date field, and by plain attributes', async () => {
    const ids = (page: Page) => page.features.map((f) => f.id);
    expect(ids(await items(w.points, { datetime: '2021-03-02' }))).toEqual([2]);
    expect(ids(await items(w.points, { datetime: '2021-03-23/..' }))).toEqual([23, 24, 25]);
    expect(ids(await items(w.points, { datetime: '../2021-03-02T00:00:00Z' }))).toEqual([1, 2]);
    expect(ids(await items(w.points, { kind: 'beam', spans: '0' }))).toEqual([4, 10, 16, 22]);
    expect((await items(w.points, { name: 'Bridge 7' })).numberMatched).toBe(1);
    expectError(await get(`${root}/collections/${w.points}/items`, { colour: 'red' }), 400);
    expectError(await get(`${root}/collections/${w.points}/items`, { datetime: 'soon' }), 400);
    expectError(await get(`${root}/collections/${w.cad}/items`, { datetime: '2021-03-02' }), 400);
  });

  it('offers queryables and a typed schema, the CAD sub-layer among them', async () => {
    const q = await get(`${root}/collections/${w.points}/queryables`);
    expect(q.headers['content-type']).toMatch(/^application\/schema\+json/);
    expect(q.json()).toMatchObject({
      properties: {
        name: { type: 'string' },
        height: { type: 'number' },
        spans: { type: 'integer' },
        surveyed: { type: 'string', format: 'date' },
      },
    });
    const schema = (await get(`${root}/collections/${w.cad}/schema`)).json() as {
      properties: { properties: { properties: Record<string, unknown> } };
    };
    expect(schema.properties.properties.properties).toEqual({
      handle: { type: 'string' },
      sub_layer: { title: 'CAD sub-layer', type: 'string', enum: ['Doors', 'Walls'] },
    });
  });

  it('shows only the CAD sub-layers the layer shows, filterable by sub_layer', async () => {
    const all = await items(w.cad);
    expect(all.features.map((f) => f.properties.sub_layer).sort()).toEqual(['Doors', 'Walls']);
    const walls = await items(w.cad, { sub_layer: 'Walls' });
    expect(walls.features.map((f) => f.properties.sub_layer)).toEqual(['Walls']);
    expect((await items(w.cad, { sub_layer: 'Text' })).features).toEqual([]);
  });

  it('answers single features by fid, and 404 for fids it does not show', async () => {
    const res = await get(`${root}/collections/${w.points}/items/7`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(res.json()).toMatchObject({ type: 'Feature', id: 7, properties: { name: 'Bridge 7' } });
    expectError(await get(`${root}/collections/${w.points}/items/99`), 404);
    // The CAD layer's Text sub-layer (fid 3) is not shown.
    expectError(await get(`${root}/collections/${w.cad}/items/3`), 404);
    expectError(await get(`${root}/collections/${w.raster}/items`), 404);
  });

  it('answers 404 for item ids that are no feature id, and 400 for such a cursor', async () => {
    const notFids = ['abc', '1e3', "1' OR '1'='1", '-1', '7.5', '0x7', '99999999999999999999'];
    for (const id of notFids) {
      const res = await get(`${root}/collections/${w.points}/items/${encodeURIComponent(id)}`);
      expectError(res, 404);
    }
    // An unknown collection stays 404 whatever the item id.
    expectError(await get(`${root}/collections/${w.bravo}/items/abc`), 404);
    expectError(await get(`${root}/collections/${w.points}/items`, { cursor: 'abc' }), 400);
    expectError(await get(`${root}/collections/${w.points}/items`, { cursor: '1e3' }), 400);
  });

  it('cuts features at the layer’s bounds', async () => {
    await t.container.repos.layers.update(w.points, { bounds: [-6.31, 53.3, -6.2925, 53.4] });
    try {
      const page = await items(w.points);
      expect(page.features.map((f) => f.id)).toEqual([1, 2, 3, 4, 5, 6]);
      expectError(await get(`${root}/collections/${w.points}/items/7`), 404);
    } finally {
      await t.container.repos.layers.update(w.points, { bounds: null });
    }
  });

  it('reads nothing of another organisation', async () => {
    const bravo = `/api/ogc/organisations/${w.orgB}`;
    expectError(await get(`${bravo}/`), 404);
    expectError(await get(`${bravo}/collections`), 404);
    expectError(await get(`${bravo}/collections/${w.bravo}/items`), 404);
    expectError(await get(`${root}/collections/${w.bravo}/items`), 404);
    expectError(await get(`${root}/collections/${w.bravo}/items/1`), 404);
    expectError(await get(`/api/tiles/layers/${w.bravo}/10/500/330.pbf`), 404);
  });

  it('asks for credentials with a Basic challenge', async () => {
    const res = await get(`${root}/collections`, {}, {});
    expectError(res, 401);
    expect(res.headers['www-authenticate']).toMatch(/^Basic realm="Waymark"/);
    const wrong = await get(`${root}/collections`, {}, basic(`wmk_${'0'.repeat(40)}`));
    expectError(wrong, 401);
    expect(wrong.headers['www-authenticate']).toMatch(/^Basic/);
  });

  it('takes the key as a query parameter and keeps it in the links it gives', async () => {
    const res = await get(`${root}/collections/${w.points}/items`, { limit: '20', key }, {});
    expect(res.statusCode).toBe(200);
    const next = (res.json() as Page).links.find((l) => l.rel === 'next')!;
    expect(new URL(next.href).searchParams.get('key')).toBe(key);
    const collection = (await get(`${root}/collections/${w.points}`, { key }, {})).json() as Page;
    const items = collection.links.find((l) => l.rel === 'items')!;
    expect(new URL(items.href).searchParams.get('key')).toBe(key);
  });
});
