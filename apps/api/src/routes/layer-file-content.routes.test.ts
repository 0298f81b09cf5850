import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors, NOT_FOUND } from '../test/assertions.js';
import { seedLayer } from '../test/layers.js';
import { fixture, sha256, uploadForm } from '../test/multipart.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

describe('layer files API: content, downloads and status', () => {
  const t = useTestApp();
  let owner: TestUser;
  let colleague: TestUser;
  let layerId: number;
  let byName: Record<string, { id: number }>;
  const pdf = fixture('attachments/pdf-definition.pdf');

  beforeAll(async () => {
    const acme = await t.createOrganisation('Acme', 'acme.test');
    owner = await t.createUser({
      email: 'owner@acme.test',
      organisations: [{ id: acme }],
      permissions: ['layers.upload'],
    });
    colleague = await t.createUser({ email: 'colleague@acme.test', organisations: [{ id: acme }] });
    layerId = await seedLayer(t, acme, owner.id, { name: 'Culverts' });
    const form = uploadForm(
      [
        { fixture: 'shapefile/box.shp', type: 'vector' },
        { fixture: 'shapefile/box.shx' },
        { fixture: 'shapefile/box.dbf' },
        { fixture: 'attachments/pdf-definition.pdf', attach: '__ALL__,*' },
        { fixture: 'attachments/ACadFileExploration.xlsx', attach: '__ALL__,*' },
        { fixture: 'photos/noexif.jpg', type: 'attachment', attach: '__ALL__,*' },
      ],
      false,
    );
    const res = await t.request('PATCH', `/api/layers/${layerId}/`, {
      token: owner.token,
      body: form.body,
      headers: form.headers,
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('layer_files')
      .select(['id', 'name'])
      .where('layer_id', '=', layerId)
      .execute();
    byName = Object.fromEntries(rows.map((r) => [r.name, r]));
  });

  const get = (user: TestUser, url: string, query?: Record<string, string>, headers = {}) =>
    t.request('GET', url, { token: user.token, query, headers });

  it('streams a file: inline when safe, as a download when asked, with its ETag', async () => {
    const url = `/api/layers/${layerId}/files/${byName['pdf-definition.pdf']!.id}/content/`;
    const res = await get(colleague, url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      etag: `"${sha256(pdf)}"`,
      'accept-ranges': 'bytes',
    });
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="pdf-definition.pdf"/);
    const download = await get(colleague, url, { download: '' });
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename=/);
    const notModified = await get(colleague, url, {}, { 'if-none-match': `"${sha256(pdf)}"` });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    const listed = await get(colleague, url, {}, { 'if-none-match': `"0000", W/"${sha256(pdf)}"` });
    expect(listed.statusCode).toBe(304);
    const stale = await get(colleague, url, {}, { 'if-none-match': '"0000"' });
    expect(stale.statusCode).toBe(200);
    const image = await get(
      colleague,
      `/api/layers/${layerId}/files/${byName['noexif.jpg']!.id}/content`,
    );
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['content-disposition']).toMatch(/^inline;/);
    const sheet = await get(
      colleague,
      `/api/layers/${layerId}/files/${byName['ACadFileExploration.xlsx']!.id}/content/`,
    );
    expect(sheet.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('answers byte ranges with 206 and Content-Range, and 416 past the end', async () => {
    const url = `/api/layers/${layerId}/files/${byName['pdf-definition.pdf']!.id}/content/`;
    const ranged = (range: string) => get(colleague, url, {}, { range });
    const first = await ranged('bytes=0-99');
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${pdf.length}`);
    expect(first.rawPayload.equals(pdf.subarray(0, 100))).toBe(true);
    const tail = await ranged('bytes=-10');
    expect(tail.headers['content-range']).toBe(
      `bytes ${pdf.length - 10}-${pdf.length - 1}/${pdf.length}`,
    );
    expect(tail.rawPayload.equals(pdf.subarray(pdf.length - 10))).toBe(true);
    const rest = await ranged(`bytes=${pdf.length - 5}-`);
    expect(rest.rawPayload.equals(pdf.subarray(pdf.length - 5))).toBe(true);
    const beyond = await ranged(`bytes=${pdf.length}-`);
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${pdf.length}`);
  });

  it('downloads an original file by name', async () => {
    const url = `/api/layers/${layerId}/download_original/`;
    const res = await get(colleague, url, { file: 'box.shp' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(fixture('shapefile/box.shp'))).toBe(true);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="box.shp"/);
    expectError(await get(colleague, url, { file: 'nothing.shp' }), 404, NOT_FOUND);
    expectFieldErrors(await get(colleague, url), ['file']);
  });

  it('answers the layer state from its source files, with their error messages', async () => {
    const shp = byName['box.shp']!.id;
    const state = async (
      status: 'queued' | 'processing' | 'ready' | 'error',
      error_code: number | null = null,
    ) => {
      await t.container.repos.layerFiles.update(shp, { status, error_code, progress: 50 });
      return (await get(colleague, `/api/layers/${layerId}/status`)).json();
    };
    expect(await state('processing')).toEqual({
      id: layerId,
      status: 'processing',
      files: [
        {
          id: shp,
          name: 'box.shp',
          status: 'processing',
          progress: 50,
          error_code: null,
          error: null,
        },
      ],
    });
    expect((await state('ready')).status).toBe('ready');
    expect(await state('error', 8)).toMatchObject({
      status: 'error',
      files: [{ error_code: 8, error: 'Invalid projection' }],
    });
    const layer = await get(colleague, `/api/layers/${layerId}/`);
    expect(layer.json()).toMatchObject({ status: 'error' });
  });
});
