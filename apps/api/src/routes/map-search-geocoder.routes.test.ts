import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchableMap, SWITZERLAND } from '../test/search.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

/**
 * A local stand-in for a Nominatim server: /search?q=&format=jsonv2&limit=&viewbox= answers
 * places in Nominatim's jsonv2 shape; 'broken' gets a 500 and 'slow' an answer after the
 * client's timeout.
 */
function fakeNominatim(requests: URL[]): Server {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(url);
    const q = url.searchParams.get('q') ?? '';
    if (url.pathname !== '/search' || q === 'broken') {
      res.writeHead(500).end('boom');
      return;
    }
    const places = [
      {
        place_id: 1,
        lat: '47.3744489',
        lon: '8.5410422',
        display_name: `${q}, Bezirk Zürich, Schweiz`,
        boundingbox: ['47.3202187', '47.4346662', '8.4480061', '8.6254413'],
      },
      // Nominatim's boxes can cross the antimeridian; such a place falls back to its point.
      {
        place_id: 2,
        lat: '-17.7',
        lon: '179.9',
        display_name: `${q} Islands`,
        boundingbox: ['-18', '-17', '179', '-179'],
      },
    ];
    const send = () =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(places));
    if (q === 'slow') setTimeout(send, 1500);
    else send();
  });
}

describe('map search with a geocoder', () => {
  const requests: URL[] = [];
  const server = fakeNominatim(requests);
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve())));
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const t = useTestApp(() => ({
    GEOCODER_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    GEOCODER_NAME: 'Test Nominatim',
    GEOCODER_TIMEOUT_MS: '300',
  }));
  let user: TestUser;
  let mapId: number;

  beforeAll(async () => {
    ({ user, mapId } = await searchableMap(t));
  });

  const search = (query: Record<string, string>) =>
    t.request('GET', `/api/maps/${mapId}/search/`, { token: user.token, query });

  it('adds places after the features and credits both', async () => {
    requests.length = 0;
    const res = await search({ query: 'Zurich', mapView: SWITZERLAND });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const sources = body.results.map((r: { source: string }) => r.source);
    expect(sources.slice(0, 4)).toEqual(['features', 'features', 'features', 'features']);
    expect(sources.slice(4)).toEqual(['geocoder', 'geocoder']);
    expect(body.results[4]).toEqual({
      text: 'Zurich, Bezirk Zürich, Schweiz',
      bounds: [8.4480061, 47.3202187, 8.6254413, 47.4346662],
      layerId: null,
      fid: null,
      source: 'geocoder',
    });
    expect(body.results[5].bounds).toEqual([179.9, -17.7, 179.9, -17.7]);
    expect(body.attribution).toEqual([
      { name: 'Waymark', url: null },
      { name: 'Test Nominatim', url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/) },
    ]);
    const sent = requests[0]!;
    expect(sent.pathname).toBe('/search');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      q: 'Zurich',
      format: 'jsonv2',
      limit: '5',
      viewbox: SWITZERLAND,
    });
  });

  it('credits only the geocoder when no feature matches', async () => {
    const body = (await search({ query: 'Bern' })).json();
    expect(body.results.map((r: { source: string }) => r.source)).toEqual(['geocoder', 'geocoder']);
    expect(body.attribution.map((a: { name: string }) => a.name)).toEqual(['Test Nominatim']);
  });

  it('takes over from the embedded gazetteer', async () => {
    const gazetteer = t.container.repos.gazetteer;
    const bern = { geonamesId: 2661552, name: 'Bern', countryCode: 'CH', adminCode: 'BE' };
    await gazetteer.replace({ package: 'test', version: '1' }, [
      { ...bern, population: 121631, lon: 7.44744, lat: 46.94809 },
    ]);
    expect(await gazetteer.search('Bern', null, 5)).toHaveLength(1);
    const body = (await search({ query: 'Bern' })).json();
    expect(body.results.map((r: { text: string }) => r.text)).toEqual([
      'Bern, Bezirk Zürich, Schweiz',
      'Bern Islands',
    ]);
    expect(body.attribution.map((a: { name: string }) => a.name)).toEqual(['Test Nominatim']);
  });

  it('goes on without places when the geocoder fails or is too slow', async () => {
    for (const query of ['broken', 'slow']) {
      const res = await search({ query });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ query, results: [], attribution: [] });
    }
    const body = (await search({ query: 'zurich' })).json();
    expect(body.results.length).toBe(6);
  });
});

describe('map search without a geocoder (the default)', () => {
  const t = useTestApp();

  // The test database's gazetteer is empty (set-up loads it: map-search-gazetteer.routes.test.ts).
  it('answers features only while the gazetteer is not loaded', async () => {
    const { user, mapId } = await searchableMap(t);
    const body = (
      await t.request('GET', `/api/maps/${mapId}/search/`, {
        token: user.token,
        query: { query: 'Bern' },
      })
    ).json();
    expect(body).toEqual({ query: 'Bern', results: [], attribution: [] });
    const zurich = (
      await t.request('GET', `/api/maps/${mapId}/search/`, {
        token: user.token,
        query: { query: 'zurich' },
      })
    ).json();
    expect(zurich.results.every((r: { source: string }) => r.source === 'features')).toBe(true);
    expect(zurich.attribution).toEqual([{ name: 'Waymark', url: null }]);
  });
});
