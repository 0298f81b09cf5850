import type { MarkupRead } from '@waymark/contract/markup';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors } from '../test/assertions.js';
import { INSIDE, markupSite, OUTSIDE, PHOTO, point, type MarkupSite } from '../test/markups.js';
import { fixture } from '../test/multipart.js';
import { useTestApp } from '../test/test-app.js';

describe('markups through a share link: its mode and its bounds', () => {
  const t = useTestApp();
  let site: MarkupSite;
  let inside: MarkupRead;
  let outside: MarkupRead;
  /** A photo on each: [inside's, outside's]. */
  const photos: number[] = [];
  const tokens = { hidden: '', read: '', comment: '' };

  beforeAll(async () => {
    site = await markupSite(t);
    inside = await site.create({ title: 'Cracked bearing', geometry: point(INSIDE) });
    outside = await site.create({ title: 'Washed-out ballast', geometry: point(OUTSIDE) });
    for (const { id } of [inside, outside]) {
      photos.push((await site.attach(id, 'photo.jpg', fixture(PHOTO))).id);
    }
    // A share made without a mode hides the markups.
    const plain = await t.request('POST', '/api/mapshares/', {
      token: site.user.token,
      body: { map: site.mapId, expiry: new Date(Date.now() + 3600_000).toISOString() },
    });
    expect(plain.json().markups).toBe('hidden');
    tokens.hidden = plain.json().token;
    tokens.read = await site.share('read');
    tokens.comment = await site.share('comment');
  });

  const as = (mode: keyof typeof tokens) => ({ headers: { mapshare: `Token ${tokens[mode]}` } });
  const get = (path: string, mode: keyof typeof tokens) => t.request('GET', path, as(mode));
  const comment = (mode: keyof typeof tokens, body: Record<string, unknown>, id = inside.id) =>
    t.request('POST', site.path(id, 'comments'), { ...as(mode), body });

  it('hides the markups by default: every read and write is refused', async () => {
    for (const path of [site.path(), `${site.path()}geojson/`, site.path(inside.id)]) {
      expectError(await get(path, 'hidden'), 403);
    }
    expectError(await comment('hidden', { body: 'Hello', name: 'Ann' }), 403);
    expectError(await get(`/api/organisations/${site.orgId}/markup-categories/`, 'hidden'), 403);
    // The share tells its viewer which mode it has.
    const validation = await get(`/api/mapshares/${tokens.hidden}/`, 'hidden');
    expect(validation.json().markups).toBe('hidden');
  });

  it('shows them read-only, only inside the share’s bounds', async () => {
    const listed = await get(site.path(), 'read');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().results.map((m: MarkupRead) => m.title)).toEqual(['Cracked bearing']);
    expect(listed.json().status_counts.open).toBe(1);
    expect(listed.json().results[0].abilities).toEqual({
      view: true,
      change: false,
      change_status: false,
      delete: false,
      comment: false,
      attach: false,
    });
    const layer = await get(`${site.path()}geojson/`, 'read');
    expect(layer.json().features.map((f: { id: number }) => f.id)).toEqual([inside.id]);
    for (const path of [
      site.path(outside.id),
      site.path(outside.id, 'comments'),
      site.path(outside.id, 'history'),
      site.path(outside.id, 'attachments'),
    ]) {
      expectError(await get(path, 'read'), 404);
    }
    // Their photos too: the file and its thumbnail of the one inside, nothing of the other.
    const [mine, theirs] = [
      site.path(inside.id, 'attachments', String(photos[0])),
      site.path(outside.id, 'attachments', String(photos[1])),
    ];
    expect((await get(mine, 'read')).statusCode).toBe(200);
    expect((await get(`${mine}thumbnail/`, 'read')).statusCode).toBe(200);
    expectError(await get(theirs, 'read'), 404);
    expectError(await get(`${theirs}thumbnail/`, 'read'), 404);
    // The categories count only the markups the viewer sees; the organisation's members all.
    const categories = `/api/organisations/${site.orgId}/markup-categories/`;
    const defect = (res: { json(): unknown }) =>
      (res.json() as { name: string; markup_count: number }[]).find((c) => c.name === 'Defect');
    expect(defect(await get(categories, 'read'))?.markup_count).toBe(1);
    const member = await t.request('GET', categories, { token: site.colleague.token });
    expect(defect(member)?.markup_count).toBe(2);
    const exported = await get(`${site.path()}export/?format=geojson`, 'read');
    expect(exported.json().features.map((f: { id: number }) => f.id)).toEqual([inside.id]);
    expectError(await comment('read', { body: 'Hello', name: 'Ann' }), 403);
    const write = await t.request('PATCH', site.path(inside.id), {
      ...as('read'),
      body: { version: 1, title: 'Taken over' },
    });
    expectError(write, 403);
  });

  it('takes comments when the share opens them: named, marked as from the share link', async () => {
    expectFieldErrors(await comment('comment', { body: 'Seen it too' }), ['name']);
    expectError(await comment('comment', { body: 'Outside', name: 'Ann' }, outside.id), 404);
    const res = await comment('comment', { body: 'Seen it from the footbridge', name: 'Ann Lee' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      body: 'Seen it from the footbridge',
      author: null,
      share_name: 'Ann Lee',
    });
    const stored = await t.db
      .selectFrom('markup_comments')
      .innerJoin('map_shares', 'map_shares.id', 'markup_comments.share_id')
      .select(['markup_comments.share_name', 'map_shares.token_prefix'])
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ share_name: 'Ann Lee', token_prefix: tokens.comment.slice(0, 8) });
    const history = (await get(site.path(inside.id, 'history'), 'comment')).json();
    expect(history.at(-1)).toMatchObject({ kind: 'commented', actor: null, share_name: 'Ann Lee' });
    const read = (await get(site.path(inside.id), 'comment')).json() as MarkupRead;
    expect(read.comment_count).toBe(1);
    expect(read.abilities).toMatchObject({ comment: true, change: false });
    // Its owners see who wrote it.
    const thread = await t.request('GET', site.path(inside.id, 'comments'), {
      token: site.colleague.token,
    });
    expect(thread.json()).toEqual([
      expect.objectContaining({ share_name: 'Ann Lee', author: null }),
    ]);
  });

  it('lets the share’s owner change its mode, and the viewer sees the change at once', async () => {
    const shares = await t.request('GET', `/api/organisations/${site.orgId}/mapshares/`, {
      token: site.user.token,
    });
    const listed = shares.json().results as { id: number; token_prefix: string; markups: string }[];
    const { id, markups } = listed.find((s) => s.token_prefix === tokens.read.slice(0, 8))!;
    expect(markups).toBe('read');
    const patch = await t.request('PATCH', `/api/mapshares/${id}/`, {
      token: site.user.token,
      body: { markups: 'hidden' },
    });
    expect(patch.json().markups).toBe('hidden');
    expectError(await get(site.path(), 'read'), 403);
    expectFieldErrors(
      await t.request('PATCH', `/api/mapshares/${id}/`, {
        token: site.user.token,
        body: { markups: 'everything' },
      }),
      ['markups'],
    );
  });
});
