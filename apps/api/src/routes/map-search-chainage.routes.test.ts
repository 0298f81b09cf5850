import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors, NOT_AUTHENTICATED } from '../test/assertions.js';
import { seedFeatures, seedLayer } from '../test/layers.js';
import {
  ALIGNMENT,
  alongLine,
  pointAlong,
  routeLayer,
  type LonLat,
  type SeedLine,
} from '../test/routes.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

interface Result {
  text: string;
  bounds: number[];
  layerId: number | null;
  fid: number | null;
  source: string;
  measure?: string;
}

const MILE = 1609.344;
const centre = (r: Result): LonLat => [
  (r.bounds[0]! + r.bounds[2]!) / 2,
  (r.bounds[1]! + r.bounds[3]!) / 2,
];
/** The same alignment 5.5 km further north (another route of the same layer). */
const NORTH: LonLat[] = ALIGNMENT.map(([x, y]) => [x, y + 0.05]);
/** The alignment in two parts that do not meet (a gap between the third and fourth vertex). */
const SPLIT: LonLat[][] = [ALIGNMENT.slice(0, 3), ALIGNMENT.slice(3)];

describe('map search along a line: chainage and mile-posts', () => {
  const t = useTestApp();
  let user: TestUser;
  let orgId: number;

  beforeAll(async () => {
    orgId = await t.createOrganisation('Rail', 'rail.test');
    user = await t.createUser({
      email: 'surveyor@rail.test',
      organisations: [{ id: orgId, admin: true }],
      permissions: [
        'layers.add_layer',
        'layers.change_layer',
        'maps.change_map',
        'maps.add_mapshare',
      ],
    });
  });

  /** A map of its own with one route layer of these lines. */
  async function routeMap(lines: SeedLine[], route: Record<string, unknown>) {
    const mapId = await t.createMap(orgId, `Corridor ${Math.random()}`);
    await t.db.updateTable('maps').set({ visibility: 'ORG' }).where('id', '=', mapId).execute();
    const layerId = await routeLayer(t, user, orgId, mapId, lines, route);
    return { mapId, layerId };
  }

  const search = async (mapId: number, query: string, headers?: Record<string, string>) => {
    const res = await t.request('GET', `/api/maps/${mapId}/search/`, {
      ...(headers ? { headers } : { token: user.token }),
      query: { query },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: Result[] }).results.filter((r) => r.source === 'route');
  };

  const measure = async (
    mapId: number,
    layerId: number,
    fid: number,
    [lng, lat]: LonLat,
    headers?: Record<string, string>,
  ) =>
    t.request('GET', `/api/maps/${mapId}/layers/${layerId}/features/${fid}/measure/`, {
      ...(headers ? { headers } : { token: user.token }),
      query: { lng: String(lng), lat: String(lat) },
    });

  it('finds the point 3.2 km along the line, measured on the ground, within 1 m', async () => {
    const { mapId, layerId } = await routeMap(
      [{ fid: 7, properties: { name: 'Alignment' }, parts: [ALIGNMENT] }],
      { route_unit: 'km' },
    );
    for (const query of ['km 3+200', '3+200', '3.2 km', 'km 3.2', 'KM 3,2']) {
      const results = await search(mapId, query);
      expect(results, query).toHaveLength(1);
      const [r] = results;
      expect(r).toMatchObject({ text: 'km 3+200', measure: 'km 3+200', layerId, fid: 7 });
      const { along, off } = alongLine([ALIGNMENT], centre(r!));
      expect(Math.abs(along - 3200), query).toBeLessThan(1);
      expect(off).toBeLessThan(1);
      // A small box around the point.
      expect(r!.bounds[2]! - r!.bounds[0]!).toBeGreaterThan(0);
      expect(r!.bounds[2]! - r!.bounds[0]!).toBeLessThan(0.01);
    }
    // Beyond the line's end, and before its start: nothing.
    expect(await search(mapId, 'km 9+000')).toEqual([]);
  });

  it('adds the start offset, and measures a multi-part line part after part', async () => {
    const offset = await routeMap([{ fid: 1, properties: {}, parts: [ALIGNMENT] }], {
      route_unit: 'km',
      route_start_offset: 10,
    });
    const [r] = await search(offset.mapId, 'km 13+200');
    expect(Math.abs(alongLine([ALIGNMENT], centre(r!)).along - 3200)).toBeLessThan(1);
    expect(await search(offset.mapId, 'km 3+200')).toEqual([]);

    const split = await routeMap([{ fid: 2, properties: {}, parts: SPLIT }], { route_unit: 'km' });
    for (const km of [1.5, 4.0]) {
      const [p] = await search(split.mapId, `${km} km`);
      const { along, off } = alongLine(SPLIT, centre(p!));
      expect(Math.abs(along - km * 1000), `${km} km`).toBeLessThan(1);
      expect(off).toBeLessThan(1);
    }
  });

  it('reads mile-posts and miles and chains, and filters by route name', async () => {
    const { mapId, layerId } = await routeMap(
      [
        { fid: 1, properties: { ELR: 'ML' }, parts: [ALIGNMENT] },
        { fid: 2, properties: { ELR: 'DOK' }, parts: [NORTH] },
      ],
      { route_unit: 'mi', route_name_field: 'ELR' },
    );
    for (const query of ['MP 1.5', '1.5 mi', '1 m 40 ch', '1m 40ch']) {
      const results = await search(mapId, query);
      expect(results.map((r) => r.text).sort(), query).toEqual([
        '1 m 40 ch (1.50 mi) — DOK',
        '1 m 40 ch (1.50 mi) — ML',
      ]);
      const ml = results.find((r) => r.fid === 1)!;
      expect(ml).toMatchObject({ layerId, measure: '1 m 40 ch (1.50 mi)' });
      expect(Math.abs(alongLine([ALIGNMENT], centre(ml)).along - 1.5 * MILE)).toBeLessThan(1);
      const dok = results.find((r) => r.fid === 2)!;
      expect(Math.abs(alongLine([NORTH], centre(dok)).along - 1.5 * MILE)).toBeLessThan(1);
    }
    // With a name: that route only, its name in any case; a bare number is in the route's unit.
    for (const query of ['ML 1.5', 'ml 1 m 40 ch', 'ML MP 1.5']) {
      const results = await search(mapId, query);
      expect(
        results.map((r) => r.fid),
        query,
      ).toEqual([1]);
    }
    expect((await search(mapId, 'DOK 2 m 0 ch')).map((r) => r.fid)).toEqual([2]);
    expect(await search(mapId, 'XYZ 1.5')).toEqual([]);
    // Kilometres on a route in miles: the same place.
    const [km] = await search(mapId, 'ML km 2+414');
    expect(Math.abs(alongLine([ALIGNMENT], centre(km!)).along - 2414)).toBeLessThan(1);
  });

  it('gives the chainage or mileage at a clicked point of a route line', async () => {
    const km = await routeMap([{ fid: 3, properties: {}, parts: [ALIGNMENT] }], {
      route_unit: 'km',
    });
    const res = await measure(km.mapId, km.layerId, 3, pointAlong([ALIGNMENT], 3214.3));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { text: string; measure: number; unit: string; offset: number };
    expect(body).toMatchObject({ text: 'km 3+214', unit: 'km', fid: 3, route: null });
    expect(Math.abs(body.measure * 1000 - 3214.3)).toBeLessThan(1);
    expect(body.offset).toBeLessThan(1);

    const mi = await routeMap([{ fid: 4, properties: { ELR: 'ML' }, parts: [ALIGNMENT] }], {
      route_unit: 'mi',
      route_name_field: 'ELR',
      route_start_offset: 12,
    });
    const miles = await measure(mi.mapId, mi.layerId, 4, pointAlong([ALIGNMENT], 0.21 * MILE));
    expect(miles.json()).toMatchObject({ text: '12 m 17 ch (12.21 mi)', unit: 'mi', route: 'ML' });
    // A feature of the layer that is none of the route's lines (a mile post): no measure. A
    // feature the layer does not hold, a layer not on the map, a layer that is no route: not
    // found.
    await seedFeatures(t, mi.layerId, [{ fid: 98, properties: {}, lon: -6.3, lat: 53.35 }]);
    const none = await measure(mi.mapId, mi.layerId, 98, ALIGNMENT[1]!);
    expect({ status: none.statusCode, body: none.json() as unknown }).toEqual({
      status: 200,
      body: null,
    });
    expectError(await measure(mi.mapId, mi.layerId, 99, ALIGNMENT[1]!), 404);
    expectError(await measure(mi.mapId, mi.layerId, 0, ALIGNMENT[1]!), 404);
    expectError(await measure(km.mapId, mi.layerId, 4, ALIGNMENT[1]!), 404);
    const plain = await seedLayer(t, orgId, user.id, { type: 'vector' }, [km.mapId]);
    expectError(await measure(km.mapId, plain, 1, ALIGNMENT[1]!), 404);
    expectError(await measure(km.mapId, km.layerId, 3, ALIGNMENT[1]!, {}), 403, NOT_AUTHENTICATED);
  });

  it('takes only decimal coordinates, each required', async () => {
    const { mapId, layerId } = await routeMap([{ fid: 6, properties: {}, parts: [ALIGNMENT] }], {
      route_unit: 'km',
    });
    const url = `/api/maps/${mapId}/layers/${layerId}/features/6/measure/`;
    const ask = (query: Record<string, string>) =>
      t.request('GET', url, { token: user.token, query });
    const [lng, lat] = pointAlong([ALIGNMENT], 1000).map(String) as [string, string];
    expect((await ask({ lng, lat })).statusCode).toBe(200);
    // JavaScript writes small numbers with an exponent.
    expect((await ask({ lng, lat: String(Number(lat)) })).statusCode).toBe(200);
    const number = ['A valid number is required.'];
    expect(expectFieldErrors(await ask({ lng, lat: '' }), ['lat'])).toEqual({ lat: number });
    expect(expectFieldErrors(await ask({ lng: ' ', lat }), ['lng'])).toEqual({ lng: number });
    expect(expectFieldErrors(await ask({ lng }), ['lat'])).toEqual({
      lat: ['This field is required.'],
    });
    for (const bad of ['abc', '1,5', '0x10', 'Infinity', 'NaN', '1e999', '--1']) {
      expectFieldErrors(await ask({ lng: bad, lat }), ['lng']);
    }
    expectFieldErrors(await ask({ lng: '180.5', lat }), ['lng']);
    expectFieldErrors(await ask({ lng, lat: '-91' }), ['lat']);
  });

  it('in share mode, nothing of a route outside the share’s bounds', async () => {
    const { mapId, layerId } = await routeMap([{ fid: 5, properties: {}, parts: [ALIGNMENT] }], {
      route_unit: 'km',
    });
    const share = async (bounds: number[]) => {
      const made = await t.request('POST', '/api/mapshares/', {
        token: user.token,
        body: { map: mapId, expiry: new Date(Date.now() + 86_400_000).toISOString(), bounds },
      });
      expect(made.statusCode, made.body).toBe(201);
      return { mapshare: `Token ${made.json().token as string}` };
    };
    const dublin = await share([-7, 53, -6, 54]);
    expect(await search(mapId, 'km 3+200', dublin)).toHaveLength(1);
    const click = pointAlong([ALIGNMENT], 1000);
    expect((await measure(mapId, layerId, 5, click, dublin)).statusCode).toBe(200);
    // A share around London: the route is outside it.
    const london = await share([-0.5, 51.3, 0.3, 51.7]);
    expect(await search(mapId, 'km 3+200', london)).toEqual([]);
    expectError(await measure(mapId, layerId, 5, click, london), 404);
    // A share holding the line's start only: the points past its edge are left out.
    const start = await share([-6.31, 53.34, -6.28, 53.36]);
    expect(await search(mapId, 'km 0+500', start)).toHaveLength(1);
    expect(await search(mapId, 'km 3+200', start)).toEqual([]);
  });

  it('makes only a layer of lines a route, named by one of its attributes', async () => {
    const mapId = await t.createMap(orgId, 'Checks');
    const lines = await routeLayer(
      t,
      user,
      orgId,
      mapId,
      [{ fid: 1, properties: { ELR: 'ML' }, parts: [ALIGNMENT] }],
      { route_unit: 'mi', route_name_field: 'ELR', route_start_offset: 2.5 },
    );
    const read = await t.request('GET', `/api/layers/${lines}/`, { token: user.token });
    expect(read.json()).toMatchObject({
      route_capable: true,
      route_enabled: true,
      route_name_field: 'ELR',
      route_unit: 'mi',
      route_start_offset: 2.5,
    });
    const points = await seedLayer(t, orgId, user.id, { type: 'vector', attributes: ['name'] });
    await seedFeatures(t, points, [
      { fid: 1, properties: { name: 'MP 12' }, lon: -6.3, lat: 53.35 },
    ]);
    expect(
      (await t.request('GET', `/api/layers/${points}/`, { token: user.token })).json(),
    ).toMatchObject({ route_capable: false, route_enabled: false, route_unit: 'km' });
    const patch = (id: number, body: Record<string, unknown>) =>
      t.request('PATCH', `/api/layers/${id}/`, { token: user.token, body });
    expect(
      expectFieldErrors(await patch(points, { route_enabled: true }), ['route_enabled']),
    ).toEqual({
      route_enabled: ['Only a layer of lines can be a route.'],
    });
    expectFieldErrors(await patch(lines, { route_name_field: 'nope' }), ['route_name_field']);
    expectFieldErrors(await patch(lines, { route_unit: 'ft' }), ['route_unit']);
    expectFieldErrors(await patch(lines, { route_start_offset: 'x' }), ['route_start_offset']);
    expectFieldErrors(await patch(lines, { route_start_offset: 2e6 }), ['route_start_offset']);
    expectFieldErrors(await patch(lines, { route_enabled: 'yes' }), ['route_enabled']);
    const created = await t.request('POST', '/api/layers/', {
      token: user.token,
      body: { name: 'New', organisation_id: orgId, route_enabled: true },
    });
    expectFieldErrors(created, ['route_enabled']);
    // Cleared: the select sends ''.
    expect((await patch(lines, { route_name_field: '' })).json()).toMatchObject({
      route_name_field: null,
    });
    expect((await patch(lines, { route_enabled: false })).json()).toMatchObject({
      route_enabled: false,
    });
  });
});
