import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/assertions.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

interface Children {
  children: { required: string[]; optional: string[] };
}

describe('catalogues: file types and coordinate systems', () => {
  const t = useTestApp();
  let user: TestUser;

  beforeAll(async () => {
    const acme = await t.createOrganisation('Acme', 'acme.test');
    user = await t.createUser({ email: 'viewer@acme.test', organisations: [{ id: acme }] });
  });

  const get = (url: string, query?: Record<string, string>) =>
    t.request('GET', url, { token: user.token, query });

  it('answers the file types catalogue with each extension and its companions', async () => {
    const res = await get('/api/types/');
    expect(res.statusCode).toBe(200);
    const types = res.json() as Record<string, Record<string, Children>>;
    expect(Object.keys(types)).toEqual(expect.arrayContaining(['vector', 'raster', 'photo']));
    expect(types.vector!['.shp']!.children.required).toEqual(
      expect.arrayContaining(['.shx', '.dbf']),
    );
    expect(types.vector!['.shp']!.children.optional).toContain('.prj');
    expect(types.vector!['.gpkg']!.children).toEqual({ required: [], optional: [] });
    expect(types.vector!['.dxf']!.children.required).toContain('.prj');
    expect(types.raster!['.jpg']!.children.required).toContain('.prj');
    expect(types.raster!['.png']!.children.required).toContain('.prj');
    expect(types.raster!['.tif']!.children.required).not.toContain('.prj');
    expect(types.photo!['.jpg']).toBeDefined();
    for (const extensions of Object.values(types))
      for (const [extension, entry] of Object.entries(extensions)) {
        expect(extension).toMatch(/^\.[a-z0-9.]+$/);
        expect(entry.children.required.concat(entry.children.optional)).not.toContain(extension);
      }
    // '.copc.laz' is never geodata (spec section 5.3).
    expect(types.vector!['.copc.laz']).toBeUndefined();
    expect(types.raster!['.copc.laz']).toBeUndefined();
    expect((await get('/api/types')).json()).toEqual(types);
  });

  it('answers the six standard coordinate systems with their settled labels', async () => {
    const res = await get('/api/maps/coordinate-systems/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 2157, text: 'IRENET95 / Irish Transverse Mercator (ITM)' },
      { id: 27700, text: 'OSGB 1936 / British National Grid' },
      { id: 29902, text: 'TM65 / Irish Grid' },
      { id: 29903, text: 'TM75 / Irish Grid' },
      { id: 4326, text: 'WGS84 (GPS) / Geographic' },
      { id: 3857, text: 'WGS84 / Pseudo-Mercator' },
    ]);
    expect((await get('/api/maps/coordinate-systems', { query: '  ' })).json()).toEqual(res.json());
  });

  it('finds EPSG systems by code or name', async () => {
    const byCode = await get('/api/maps/coordinate-systems/', { query: '2157' });
    expect(byCode.statusCode).toBe(200);
    const codes = byCode.json() as { id: number; text: string }[];
    expect(codes[0]).toEqual({ id: 2157, text: expect.stringMatching(/IRENET95/) });
    for (const system of codes) expect(String(system.id)).toMatch(/^2157/);
    const byName = (await get('/api/maps/coordinate-systems/', { query: 'Irish' })).json() as {
      id: number;
      text: string;
    }[];
    expect(byName.map((s) => s.id)).toEqual(expect.arrayContaining([2157, 29902, 29903]));
    for (const system of byName) expect(system.text).toMatch(/irish/i);
    expect(byName.length).toBeLessThanOrEqual(20);
    const lower = (await get('/api/maps/coordinate-systems/', { query: 'irish' })).json();
    expect(lower).toEqual(byName);
    // LIKE wildcards are searched for literally.
    for (const query of ['%', "'; drop table maps; --", 'zzzz-no-such-system'])
      expect((await get('/api/maps/coordinate-systems/', { query })).json()).toEqual([]);
    const underscored = (await get('/api/maps/coordinate-systems/', { query: '_' })).json() as {
      text: string;
    }[];
    for (const system of underscored) expect(system.text).toContain('_');
    // (expectFieldErrors would take a field named "query" for leaked SQL.)
    const tooLong = await get('/api/maps/coordinate-systems/', { query: 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json())).toEqual(['query']);
  });

  it("answers one EPSG system's name, PROJ string and WKT, and 404 for one PostGIS lacks", async () => {
    const res = await get('/api/maps/coordinate-systems/25832/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: 25832,
      text: 'ETRS89 / UTM zone 32N',
      proj4: expect.stringMatching(/^\+proj=utm \+zone=32 \+ellps=GRS80 .*\+units=m/),
      wkt: expect.stringMatching(
        /^PROJCS\["ETRS89 \/ UTM zone 32N",.*AUTHORITY\["EPSG","25832"\]\]$/,
      ),
    });
    const itm = (await get('/api/maps/coordinate-systems/2157')).json() as { proj4: string };
    expect(itm.proj4).toMatch(/\+proj=tmerc \+lat_0=53\.5 \+lon_0=-8 \+k=0\.99982/);
    // A code PostGIS lacks, or what is no code, names nothing.
    for (const code of ['999999', 'abc', '0', '-3', '1.5', '1e9', '1234567']) {
      expectError(await get(`/api/maps/coordinate-systems/${code}/`), 404);
    }
  });

  it('answers 403 without credentials', async () => {
    expectError(await t.request('GET', '/api/types/'), 403);
    expectError(await t.request('GET', '/api/maps/coordinate-systems/'), 403);
    expectError(await t.request('GET', '/api/maps/coordinate-systems/25832/'), 403);
  });
});
