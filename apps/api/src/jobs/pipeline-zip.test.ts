import { beforeAll, describe, expect, it } from 'vitest';
import { fixture, uploadForm, type UploadItem } from '../test/multipart.js';
import { zipOf } from '../test/files.js';
import { useTestApp, type TestUser } from '../test/test-app.js';
import { createSurveyor } from '../test/surveyor.js';

describe('pipeline: zips and attachments', () => {
  const t = useTestApp();
  let mapId: number;
  let user: TestUser;

  beforeAll(async () => {
    ({ user, mapId } = await createSurveyor(t));
  });

  async function uploadTo(path: string, items: UploadItem[], layerFields: boolean) {
    const form = uploadForm(items, layerFields);
    const res = await t.request('PATCH', path, {
      token: user.token,
      body: form.body,
      headers: form.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.runJobs();
    return res;
  }
  const layerByName = async (name: string) =>
    t.db.selectFrom('layers').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
  const sources = (layerId: number) =>
    t.db
      .selectFrom('layer_files')
      .selectAll()
      .where('layer_id', '=', layerId)
      .where('role', '=', 'source')
      .orderBy('id')
      .execute();

  it('loads the shapefile inside a zip', async () => {
    await uploadTo(
      `/api/maps/${mapId}/`,
      [{ fixture: 'shapefile/qgis.zip', layerName: 'Zipped' }],
      true,
    );
    const layer = await layerByName('Zipped');
    expect(layer.type).toBe('vector');
    const files = await sources(layer.id);
    expect(files.map((f) => [f.name, f.status])).toEqual([
      ['qgis.zip', 'ready'],
      ['qgis.shp', 'ready'],
    ]);
    expect(files[1]!.feature_count).toBe(2);
  });

  it('refuses a zip mixing raster and vector data, with a clear message', async () => {
    const mixed = await zipOf([
      ['box.shp', fixture('shapefile/box.shp')],
      ['box.shx', fixture('shapefile/box.shx')],
      ['box.dbf', fixture('shapefile/box.dbf')],
      ['byte.tif', fixture('geotiff/byte.tif')],
    ]);
    await uploadTo(
      `/api/maps/${mapId}/`,
      [{ name: 'mixed.zip', content: mixed, layerName: 'Mixed' }],
      true,
    );
    const [zip] = await sources((await layerByName('Mixed')).id);
    expect(zip).toMatchObject({ status: 'error', error_code: 1 });
    expect(zip!.error_detail).toBe('Zip files must contain raster data only or vector data only.');
  });

  it('refuses a zip with a path outside the archive and stores nothing from it', async () => {
    // yazl refuses '..' itself: write a same-length name and rewrite it in the archive's bytes.
    const built = await zipOf([
      ['zz/escape.txt', 'x'],
      ['ok.geojson', '{}'],
    ]);
    const evil = Buffer.from(
      built.toString('latin1').replaceAll('zz/escape.txt', '../escape.txt'),
      'latin1',
    );
    await uploadTo(
      `/api/maps/${mapId}/`,
      [{ name: 'evil.zip', content: evil, layerName: 'Evil' }],
      true,
    );
    const layer = await layerByName('Evil');
    const rows = await t.db
      .selectFrom('layer_files')
      .select(['name', 'status', 'error_detail'])
      .where('layer_id', '=', layer.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'evil.zip', status: 'error' });
    expect(rows[0]!.error_detail).toMatch(/outside the archive/);
  });

  it('links attachment folders to the features whose attachment field has the folder’s name', async () => {
    await uploadTo(
      `/api/maps/${mapId}/`,
      ['senate.shp', 'senate.shx', 'senate.dbf', 'senate.prj'].map((name, i) => ({
        fixture: `shapefile/${name}`,
        ...(i === 0 ? { type: 'vector', layerName: 'Senate' } : {}),
      })),
      true,
    );
    const layer = await layerByName('Senate');
    const patched = await t.request('PATCH', `/api/layers/${layer.id}/`, {
      token: user.token,
      body: { attachment_field: 'SENDISTNUM' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const reports = await zipOf([
      ['36/report.pdf', fixture('attachments/pdf-definition.pdf')],
      ['36/survey.xlsx', fixture('attachments/ACadFileExploration.xlsx')],
      ['7/other.pdf', 'not linked to district 36'],
    ]);
    await uploadTo(
      `/api/layers/${layer.id}/`,
      [{ name: 'reports.zip', content: reports, type: 'attachment' }],
      false,
    );
    const district = await t.db
      .selectFrom('features')
      .select('fid')
      .where('layer_id', '=', layer.id)
      .where((eb) =>
        eb(eb.fn('jsonb_extract_path_text', ['properties', eb.val('SENDISTNUM')]), '=', '36'),
      )
      .executeTakeFirstOrThrow();
    const res = await t.request('GET', `/api/layers/${layer.id}/files/`, {
      token: user.token,
      query: { type: 'attachment', fid: String(district.fid), details: 'true' },
    });
    expect(
      res
        .json()
        .map((f: { name: string }) => f.name)
        .sort(),
    ).toEqual(['36/report.pdf', '36/survey.xlsx']);
    const pdf = res.json().find((f: { name: string }) => f.name === '36/report.pdf');
    const content = await t.request('GET', `/api/layers/${layer.id}/files/${pdf.id}/content/`, {
      token: user.token,
    });
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('application/pdf');
    expect(content.headers['content-disposition']).toMatch(/^inline/);
  });

  it('attaches a file to every feature with __ALL__,*', async () => {
    const layer = await layerByName('Senate');
    await uploadTo(
      `/api/layers/${layer.id}/`,
      [{ fixture: 'attachments/pdf-definition.pdf', attach: '__ALL__,*', type: 'attachment' }],
      false,
    );
    const any = await t.db
      .selectFrom('features')
      .select('fid')
      .where('layer_id', '=', layer.id)
      .limit(2)
      .execute();
    for (const feature of any) {
      const res = await t.request('GET', `/api/layers/${layer.id}/files/`, {
        token: user.token,
        query: { type: 'attachment', fid: String(feature.fid) },
      });
      expect(res.json().map((f: { name: string }) => f.name)).toContain('pdf-definition.pdf');
    }
  });
});
