import { MARKUP_FILE_MAX_BYTES, type MarkupAttachment } from '@waymark/contract/markup';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors } from '../test/assertions.js';
import { markupSite, PHOTO, type MarkupSite } from '../test/markups.js';
import { entriesUnder, fixture, multipart } from '../test/multipart.js';
import { useTestApp } from '../test/test-app.js';

describe('photos and files attached to markups', () => {
  const t = useTestApp();
  let site: MarkupSite;
  let markupId: number;

  beforeAll(async () => {
    site = await markupSite(t);
    markupId = (await site.create({ title: 'Cracked bearing' })).id;
  });

  const attach = (name: string, content: Buffer, token = site.user.token, field = 'file') => {
    const form = multipart([{ name: field, filename: name, content, contentType: 'image/png' }]);
    return t.request('POST', site.path(markupId, 'attachments'), {
      token,
      body: form.body,
      headers: form.headers,
    });
  };
  const stored = () => entriesUnder(`${t.config.STORAGE_DIR}/markups`);

  it('keeps a photo with a thumbnail, and offers where and when it was taken', async () => {
    const photo = fixture(PHOTO);
    const res = await attach('bearing.jpg', photo);
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json() as MarkupAttachment;
    expect(file).toMatchObject({
      name: 'bearing.jpg',
      size: photo.length,
      content_type: 'image/jpeg',
      is_photo: true,
      author: { id: site.user.id, name: 'surveyor Tester' },
    });
    expect(file.position![0]).toBeCloseTo(14.82029, 4);
    expect(file.position![1]).toBeCloseTo(50.2996, 4);
    expect(file.taken_at).toMatch(/^2018-07-25T/);
    const content = await t.request('GET', site.path(markupId, 'attachments', String(file.id)), {
      token: site.colleague.token,
    });
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(photo)).toBe(true);
    expect(content.headers['content-disposition']).toMatch(/^inline; filename="bearing.jpg"/);
    const thumbnail = await t.request(
      'GET',
      site.path(markupId, 'attachments', String(file.id), 'thumbnail'),
      { token: site.colleague.token },
    );
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(thumbnail.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 240]);
    const markup = await t.request('GET', site.path(markupId), { token: site.colleague.token });
    expect(markup.json().attachment_count).toBe(1);
  });

  it('keeps other files as files: no thumbnail, a PDF shown, a false photo no photo', async () => {
    const pdf = await attach('report.pdf', fixture('attachments/pdf-definition.pdf'));
    expect(pdf.json()).toMatchObject({
      is_photo: false,
      content_type: 'application/pdf',
      position: null,
    });
    const fake = await attach('not-really.jpg', Buffer.from('<script>alert(1)</script>'));
    expect(fake.statusCode).toBe(201);
    expect(fake.json().is_photo).toBe(false);
    for (const id of [pdf.json().id, fake.json().id]) {
      const thumbnail = site.path(markupId, 'attachments', String(id), 'thumbnail');
      expectError(await t.request('GET', thumbnail, { token: site.user.token }), 404);
    }
    const listed = await t.request('GET', site.path(markupId, 'attachments'), {
      token: site.colleague.token,
    });
    expect(listed.json().map((f: MarkupAttachment) => f.name)).toEqual([
      'bearing.jpg',
      'report.pdf',
      'not-really.jpg',
    ]);
  });

  it('refuses what every upload refuses, and keeps nothing of it', async () => {
    const before = await stored();
    expectFieldErrors(await attach('empty.txt', Buffer.alloc(0)), ['file']);
    expectFieldErrors(await attach('..', Buffer.from('x')), ['file']);
    expectFieldErrors(await attach('note.txt', Buffer.from('x'), site.user.token, 'other'), [
      'file',
    ]);
    const tooLarge = await attach('huge.bin', Buffer.alloc(MARKUP_FILE_MAX_BYTES + 1, 1));
    expectFieldErrors(tooLarge, ['file']);
    const json = await t.request('POST', site.path(markupId, 'attachments'), {
      token: site.user.token,
      body: { file: 'x' },
    });
    expectFieldErrors(json, ['file']);
    expect(await stored()).toEqual(before);
  });

  it('lets only who may change the markup attach and remove, and keeps it in the history', async () => {
    expectError(await attach('note.txt', Buffer.from('x'), site.colleague.token), 403);
    expectError(await attach('note.txt', Buffer.from('x'), site.stranger.token), 404);
    const token = await site.share('comment');
    const form = multipart([{ name: 'file', filename: 'a.txt', content: Buffer.from('x') }]);
    const viewer = await t.request('POST', site.path(markupId, 'attachments'), {
      headers: { ...form.headers, mapshare: `Token ${token}` },
      body: form.body,
    });
    expectError(viewer, 403);
    const made = await attach('gone.txt', Buffer.from('soon gone'));
    const path = site.path(markupId, 'attachments', String(made.json().id));
    expectError(await t.request('DELETE', path, { token: site.colleague.token }), 403);
    expect((await t.request('DELETE', path, { token: site.user.token })).statusCode).toBe(204);
    expectError(await t.request('GET', path, { token: site.user.token }), 404);
    expect((await stored()).filter((entry) => entry.endsWith('gone.txt'))).toEqual([]);
    const history = await t.request('GET', site.path(markupId, 'history'), {
      token: site.user.token,
    });
    expect(history.json().slice(-2)).toEqual([
      expect.objectContaining({
        kind: 'attached',
        changes: { file: { from: null, to: 'gone.txt' } },
      }),
      expect.objectContaining({
        kind: 'detached',
        changes: { file: { from: 'gone.txt', to: null } },
      }),
    ]);
  });

  it('removes the files with their markup', async () => {
    const other = await site.create({ title: 'Short-lived' });
    await site.attach(other.id, 'photo.jpg', fixture(PHOTO));
    const folder = `${site.mapId}/${other.id}/`;
    const files = (await stored()).filter((e) => e.startsWith(folder) && e.endsWith('.jpg'));
    expect(files.map((e) => e.split('/').pop()).sort()).toEqual(['photo.jpg', 'thumbnail.jpg']);
    expect(
      (await t.request('DELETE', site.path(other.id), { token: site.user.token })).statusCode,
    ).toBe(204);
    // The photo and its thumbnail are gone (a folder may stay behind).
    expect((await stored()).filter((e) => e.startsWith(folder) && e.endsWith('.jpg'))).toEqual([]);
  });

  it('removes the files of a map’s markups with the map', async () => {
    const root = await t.createUser({ email: 'root@waymark.test', superuser: true });
    const mapId = (
      await t.container.repos.maps.create({
        organisation_id: site.orgId,
        owner_id: site.user.id,
        name: 'Short-lived map',
        visibility: 'ORG',
      })
    ).id;
    const made = await t.request('POST', `/api/maps/${mapId}/markups/`, {
      token: site.user.token,
      body: {
        geometry: { type: 'Point', coordinates: [-6.26, 53.35] },
        title: 'On a map soon gone',
        category: site.categories.Defect,
      },
    });
    const form = multipart([{ name: 'file', filename: 'photo.jpg', content: fixture(PHOTO) }]);
    const attached = await t.request(
      'POST',
      `/api/maps/${mapId}/markups/${made.json().id}/attachments/`,
      {
        token: site.user.token,
        body: form.body,
        headers: form.headers,
      },
    );
    expect(attached.statusCode).toBe(201);
    const ofMap = async () =>
      (await stored()).filter((e) => e.startsWith(`${mapId}/`) && e.endsWith('.jpg'));
    expect(await ofMap()).toHaveLength(2);
    expect(
      (await t.request('DELETE', `/api/maps/${mapId}/`, { token: root.token })).statusCode,
    ).toBe(204);
    expect(await ofMap()).toEqual([]);
  });
});
