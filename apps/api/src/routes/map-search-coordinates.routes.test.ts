import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchableMap } from '../test/search.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

interface Result {
  text: string;
  bounds: number[];
  layerId: number | null;
  fid: number | null;
  source: string;
}

/** Metres between two lon/lat points (haversine; plenty for 'within 1 m'). */
function metres([lon1, lat1]: number[], [lon2, lat2]: number[]): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2! - lat1!) * rad) / 2) ** 2 +
    Math.cos(lat1! * rad) * Math.cos(lat2! * rad) * Math.sin(((lon2! - lon1!) * rad) / 2) ** 2;
  return 2 * 6371008.8 * Math.asin(Math.sqrt(a));
}

/** A lon/lat in another system, by GDAL (not by the code under test). */
function project(lon: number, lat: number, epsg: number): [number, number] {
  const out = execFileSync('gdaltransform', ['-s_srs', 'EPSG:4326', '-t_srs', `EPSG:${epsg}`], {
    input: `${lon} ${lat}\n`,
    env: { ...process.env, OSR_DEFAULT_AXIS_MAPPING_STRATEGY: 'TRADITIONAL_GIS_ORDER' },
  }).toString();
  const [x, y] = out.trim().split(/\s+/).map(Number);
  return [x!, y!];
}

/** The Spire, O'Connell Street, Dublin; Trafalgar Square, London. */
const DUBLIN = [-6.260273, 53.349772];
const LONDON = [-0.128069, 51.508039];

describe('map search: a query that is a coordinate', () => {
  const t = useTestApp();
  let user: TestUser;
  let mapId: number;

  beforeAll(async () => {
    ({ user, mapId } = await searchableMap(t));
  });

  const search = async (query: string, headers?: Record<string, string>) => {
    const res = await t.request('GET', `/api/maps/${mapId}/search/`, {
      ...(headers ? { headers } : { token: user.token }),
      query: { query },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: Result[] }).results;
  };
  const reading = (results: Result[], label: string) =>
    results.find((r) => r.source === 'coordinates' && r.text.startsWith(`${label}:`));

  it('reads an ITM easting and northing back to its latitude and longitude within 1 m', async () => {
    const [e, n] = project(DUBLIN[0]!, DUBLIN[1]!, 2157);
    for (const query of [
      `${e.toFixed(2)}, ${n.toFixed(2)}`,
      `E ${e.toFixed(2)} N ${n.toFixed(2)}`,
    ]) {
      const results = await search(query);
      const itm = reading(results, 'ITM');
      expect(itm, query).toBeDefined();
      expect(results[0]).toBe(itm);
      expect(itm!.layerId).toBeNull();
      expect(itm!.bounds[0]).toBe(itm!.bounds[2]);
      expect(metres(itm!.bounds, DUBLIN)).toBeLessThan(1);
      // Read as the Irish Grid the same figures fall in the sea east of Ireland: left out.
      expect(reading(results, 'Irish Grid')).toBeUndefined();
    }
  });

  it('reads a British National Grid reference with its letters, and without', async () => {
    const [e, n] = project(LONDON[0]!, LONDON[1]!, 27700);
    const letters = `TQ ${Math.round(e - 500000)} ${Math.round(n - 100000)}`;
    const bng = reading(await search(letters), 'British National Grid');
    expect(bng, letters).toBeDefined();
    expect(metres(bng!.bounds, LONDON)).toBeLessThan(1);
    const plain = reading(await search(`${e.toFixed(1)} ${n.toFixed(1)}`), 'British National Grid');
    expect(metres(plain!.bounds, LONDON)).toBeLessThan(1);
  });

  it('reads degrees, degrees-minutes-seconds, a UTM zone and any EPSG code', async () => {
    const decimal = reading(await search('53.349772, -6.260273'), 'WGS84');
    expect(metres(decimal!.bounds, DUBLIN)).toBeLessThan(1);
    const dms = reading(await search(`53°20'59.18"N 6°15'36.98"W`), 'WGS84');
    expect(metres(dms!.bounds, DUBLIN)).toBeLessThan(1);
    const [ux, uy] = project(LONDON[0]!, LONDON[1]!, 32630);
    const utm = reading(await search(`30U ${ux.toFixed(1)} ${uy.toFixed(1)}`), 'UTM 30N');
    expect(metres(utm!.bounds, LONDON)).toBeLessThan(1);
    const [gx, gy] = project(DUBLIN[0]!, DUBLIN[1]!, 3035);
    const laea = reading(await search(`EPSG:3035 ${gx.toFixed(1)} ${gy.toFixed(1)}`), 'EPSG:3035');
    expect(metres(laea!.bounds, DUBLIN)).toBeLessThan(1);
  });

  it('leaves out readings outside their system’s area of use, and plain words', async () => {
    // An ITM figure 500 km west of Ireland, in the Atlantic (other grids read it on land).
    expect(await search('EPSG:2157 100000 700000')).toEqual([]);
    expect(reading(await search('100000, 700000'), 'ITM')).toBeUndefined();
    expect(await search('95.5, 190.1')).toEqual([]);
    expect((await search('Zurich')).every((r) => r.source === 'features')).toBe(true);
    // An unknown code is no reading, and no error.
    expect(await search('EPSG:999999 1 2')).toEqual([]);
  });

  it('in share mode, only inside the share’s bounds', async () => {
    const owner = await t.createUser({
      email: 'sharer@rail.test',
      organisations: [
        {
          id: (
            await t.db
              .selectFrom('maps')
              .select('organisation_id')
              .where('id', '=', mapId)
              .executeTakeFirstOrThrow()
          ).organisation_id,
          admin: true,
        },
      ],
      permissions: ['maps.add_mapshare'],
    });
    const made = await t.request('POST', '/api/mapshares/', {
      token: owner.token,
      body: {
        map: mapId,
        expiry: new Date(Date.now() + 86_400_000).toISOString(),
        bounds: [-7, 53, -6, 54],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const share = { mapshare: `Token ${made.json().token as string}` };
    const [e, n] = project(DUBLIN[0]!, DUBLIN[1]!, 2157);
    expect(reading(await search(`${e} ${n}`, share), 'ITM')).toBeDefined();
    const [le, ln] = project(LONDON[0]!, LONDON[1]!, 27700);
    expect(await search(`${le} ${ln}`, share)).toEqual([]);
  });
});
