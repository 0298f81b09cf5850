import { beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { fixture } from '../test/multipart.js';
import { createSurveyor } from '../test/surveyor.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { SENATE_SHAPEFILE, uploadLayer, type UploadedLayer } from '../test/viewer.js';

/** Every entry of a zip with its content. */
function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamErr, stream) => {
          if (streamErr) return reject(streamErr);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const SENATE = ['senate.dbf', 'senate.prj', 'senate.shp', 'senate.shx'];

describe('map files', () => {
  const t = useTestApp();
  let user: TestUser;
  let viewer: TestUser;
  let mapId: number;
  let senate: UploadedLayer;

  beforeAll(async () => {
    const surveyor = await createSurveyor(t);
    ({ user, mapId } = surveyor);
    viewer = await t.createUser({
      email: 'viewer@rail.test',
      organisations: [{ id: surveyor.orgId }],
    });
    senate = await uploadLayer(t, user.token, mapId, 'Senate', SENATE_SHAPEFILE);
    await t.request('PATCH', `/api/layers/${senate.id}/`, {
      token: user.token,
      body: { visibility: 'ORG' },
    });
    await uploadLayer(t, user.token, mapId, 'Senate', [
      {
        fixture: 'attachments/pdf-definition.pdf',
        layerId: senate.id,
        attach: 'SEN_DIST,First Worcester',
      },
      { fixture: 'attachments/ACadFileExploration.xlsx', layerId: senate.id, attach: '__ALL__,*' },
    ]);
    const ortho = await uploadLayer(t, user.token, mapId, 'Ortho', [
      { fixture: 'geotiff/RGB.byte.tif', type: 'raster' },
    ]);
    await t.request('PATCH', `/api/layers/${ortho.id}/`, {
      token: user.token,
      body: { visibility: 'ORG' },
    });
  });

  const list = async (query: Record<string, string> = {}, token = user.token) => {
    const res = await t.request('GET', `/api/maps/${mapId}/files/`, { token, query });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { name: string; layer_name: string; id: number }[]).map((f) => f.name);
  };

  it('lists the stored files of the map’s layers, never the derived COGs', async () => {
    const res = await t.request('GET', `/api/maps/${mapId}/files/`, { token: user.token });
    const files = res.json() as { name: string; layer_name: string; role: string }[];
    expect(files.map((f) => [f.layer_name, f.name])).toEqual([
      ...['ACadFileExploration.xlsx', 'pdf-definition.pdf', ...SENATE].map((n) => ['Senate', n]),
      ['Ortho', 'RGB.byte.tif'],
    ]);
    expect(files.find((f) => f.name === 'pdf-definition.pdf')!.role).toBe('attachment');
  });

  it('finds files by part of their name, in any case', async () => {
    expect(await list({ search: 'SENATE.' })).toEqual(SENATE);
    expect(await list({ search: 'rgb' })).toEqual(['RGB.byte.tif']);
    expect(await list({ search: '%' })).toEqual([]);
  });

  it('finds files by place: geodata by their bounds, attachments by their features or layer', async () => {
    const box = (w: number, s: number, e: number, n: number) => ({
      sw_lon: String(w),
      sw_lat: String(s),
      ne_lon: String(e),
      ne_lat: String(n),
    });
    // Around Worcester: the senate files, the PDF of the First Worcester district, and the
    // spreadsheet attached to every feature (placed by the layer's extent).
    expect(await list(box(-71.85, 42.25, -71.75, 42.3))).toEqual([
      'ACadFileExploration.xlsx',
      'pdf-definition.pdf',
      ...SENATE,
    ]);
    // Cape Cod: the same layer, but not the First Worcester district.
    expect(await list(box(-70.1, 41.7, -70.0, 41.8))).toEqual([
      'ACadFileExploration.xlsx',
      ...SENATE,
    ]);
    expect(await list(box(-78, 24, -77, 25))).toEqual(['RGB.byte.tif']);
    expect(await list(box(0, 0, 1, 1))).toEqual([]);
    const partial = await t.request('GET', `/api/maps/${mapId}/files/`, {
      token: user.token,
      query: { sw_lon: '1' },
    });
    expect(partial.statusCode).toBe(400);
  });

  it('keeps to the layer’s file list visibility for those who cannot edit the layer', async () => {
    await t.request('PATCH', `/api/layers/${senate.id}/`, {
      token: user.token,
      body: { file_list_visibility: 'GEOSPATIAL' },
    });
    expect(await list({ search: 'senate' }, viewer.token)).toEqual(SENATE);
    expect(await list({ search: '.pdf' }, viewer.token)).toEqual([]);
    expect(await list({ search: '.pdf' })).toEqual(['pdf-definition.pdf']);
    await t.request('PATCH', `/api/layers/${senate.id}/`, {
      token: user.token,
      body: { file_list_visibility: 'ALL' },
    });
    expect(await list({ search: '.pdf' }, viewer.token)).toEqual(['pdf-definition.pdf']);
  });

  it('streams the chosen files as a zip, one folder per layer', async () => {
    const res = await t.request('GET', `/api/maps/${mapId}/files/`, {
      token: user.token,
      query: { download: '', search: 'senate' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Corridor files.zip"; filename*=UTF-8''Corridor%20files.zip`,
    );
    const entries = await unzip(res.rawPayload);
    expect([...entries.keys()].sort()).toEqual(SENATE.map((n) => `Senate/${n}`));
    for (const name of SENATE) {
      expect(entries.get(`Senate/${name}`)!.equals(fixture(`shapefile/${name}`))).toBe(true);
    }
  });

  it('zips only the given ids, and answers 404 when none of them can be had', async () => {
    const files = (
      await t.request('GET', `/api/maps/${mapId}/files/`, { token: user.token })
    ).json() as { id: number; name: string }[];
    const pick = files.filter((f) => ['RGB.byte.tif', 'pdf-definition.pdf'].includes(f.name));
    const res = await t.request('GET', `/api/maps/${mapId}/files/`, {
      token: user.token,
      query: { download: '1', ids: pick.map((f) => f.id).join(',') },
    });
    const entries = await unzip(res.rawPayload);
    expect([...entries.keys()]).toEqual(['Senate/pdf-definition.pdf', 'Ortho/RGB.byte.tif']);
    expect(entries.get('Ortho/RGB.byte.tif')!.equals(fixture('geotiff/RGB.byte.tif'))).toBe(true);
    const none = await t.request('GET', `/api/maps/${mapId}/files/`, {
      token: user.token,
      query: { download: '1', ids: '999999' },
    });
    expect(none.statusCode).toBe(404);
  });
});
