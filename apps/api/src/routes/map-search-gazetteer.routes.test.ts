import { beforeAll, describe, expect, it } from 'vitest';
import { seedGazetteer } from '../seed/gazetteer.seed.js';
import { GEONAMES_ATTRIBUTION } from '../services/gazetteer.service.js';
import { searchableMap, SWITZERLAND } from '../test/search.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

describe('map search without a geocoder: the embedded gazetteer', () => {
  const t = useTestApp();
  let user: TestUser;
  let mapId: number;

  beforeAll(async () => {
    ({ user, mapId } = await searchableMap(t));
    await seedGazetteer(t.container.repos.gazetteer);
  });

  const search = (query: Record<string, string>, headers: Record<string, string> = {}) =>
    t.request('GET', `/api/maps/${mapId}/search/`, { token: user.token, query, headers });

  it('finds places with a box around them and credits GeoNames with its licence', async () => {
    const res = await search({ query: 'Dublin' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results[0]).toMatchObject({
      text: 'Dublin, Ireland',
      layerId: null,
      fid: null,
      source: 'geocoder',
    });
    const [w, s, e, n] = body.results[0].bounds;
    expect(w).toBeLessThan(-6.25);
    expect(e).toBeGreaterThan(-6.25);
    expect(s).toBeLessThan(53.33);
    expect(n).toBeGreaterThan(53.33);
    expect(body.results.length).toBe(5);
    expect(body.results[1].text).toMatch(/^Dublin, [A-Z]{2}, United States$/);
    expect(body.attribution).toEqual([
      {
        name: 'GeoNames',
        url: 'https://www.geonames.org/',
        licence: { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
      },
    ]);
    expect(body.attribution[0]).toEqual(GEONAMES_ATTRIBUTION);
  });

  it.each([
    ['Eugene', 'Eugene, OR, United States'],
    ['Cork', 'Cork, Ireland'],
    ['Dubln', 'Dublin, Ireland'],
  ])('finds %s first as %s', async (query, text) => {
    expect((await search({ query })).json().results[0].text).toBe(text);
  });

  it("names countries in the caller's language", async () => {
    const fr = (await search({ query: 'Cork' }, { 'accept-language': 'fr-FR,fr;q=0.9' })).json();
    expect(fr.results[0].text).toBe('Cork, Irlande');
    const ga = (await search({ query: 'Cork' }, { 'accept-language': 'ga' })).json();
    expect(ga.results[0].text).toBe('Cork, Éire');
    const odd = (await search({ query: 'Cork' }, { 'accept-language': '*;q=0.5' })).json();
    expect(odd.results[0].text).toBe('Cork, Ireland');
  });

  it('puts the map’s features first and credits both', async () => {
    const body = (await search({ query: 'Zurich', mapView: SWITZERLAND })).json();
    const sources = body.results.map((r: { source: string }) => r.source);
    expect(sources.slice(0, 4)).toEqual(['features', 'features', 'features', 'features']);
    expect(sources).toContain('geocoder');
    expect(body.attribution.map((a: { name: string }) => a.name)).toEqual(['Waymark', 'GeoNames']);
  });

  it('answers hostile queries with 200 or 400, never 500', async () => {
    const hostile = [
      "'; drop table gazetteer_places; --",
      "Dublin' OR '1'='1",
      '%_%\\',
      '\\',
      '%%%%%%',
      'Ŧḗśŧ 🚂 دبلن 都柏林',
      '\u0000Dublin',
      'a'.repeat(200),
      'a'.repeat(201),
      ' ',
      'x',
    ];
    for (const query of hostile) {
      const res = await search({ query });
      expect([200, 400], `${JSON.stringify(query)}: ${res.body}`).toContain(res.statusCode);
    }
    const res = await search({ query: "'; drop table gazetteer_places; --" });
    expect(res.statusCode).toBe(200);
    expect((await search({ query: 'Cork' })).json().results[0].text).toBe('Cork, Ireland');
  });
});
