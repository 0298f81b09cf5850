import type { MarkupEvent, MarkupRead } from '@waymark/contract/markup';
import { beforeAll, describe, expect, it } from 'vitest';
import { scopeOf } from '../repositories/scope.js';
import { createAccessKey } from '../test/access-keys.js';
import { expectError, expectFieldErrors } from '../test/assertions.js';
import { INSIDE, markupSite, OUTSIDE, point, type MarkupSite } from '../test/markups.js';
import { useTestApp } from '../test/test-app.js';

const LINE = {
  type: 'LineString' as const,
  coordinates: [INSIDE, [-6.25, 53.36]] as [number, number][],
};

describe('markups: create, read, change, delete, and their history', () => {
  const t = useTestApp();
  let site: MarkupSite;

  beforeAll(async () => {
    site = await markupSite(t);
  });

  it('creates a markup with every field and reads it back, abilities included', async () => {
    const created = await site.create({
      title: 'Blocked culvert',
      description: 'Debris at the inlet, see https://example.test/photo',
      geometry: LINE,
      status: 'in_progress',
      assignee: site.colleague.id,
      due_date: '2026-12-01',
      feature: { layer: site.layerId, fid: '1' },
      survey_date: '2024-06-01',
    });
    expect(created).toMatchObject({
      map: site.mapId,
      geometry: LINE,
      title: 'Blocked culvert',
      category: { id: site.categories.Defect, name: 'Defect', icon: 'defect' },
      status: 'in_progress',
      status_changed_by: { id: site.user.id, name: 'surveyor Tester' },
      assignee: { id: site.colleague.id, name: 'colleague Tester' },
      due_date: '2026-12-01',
      feature: { layer: site.layerId, fid: '1' },
      survey_date: '2024-06-01',
      author: { id: site.user.id, name: 'surveyor Tester' },
      version: 1,
      comment_count: 0,
      attachment_count: 0,
      abilities: {
        view: true,
        change: true,
        change_status: true,
        delete: true,
        comment: true,
        attach: true,
      },
    });
    const read = await t.request('GET', site.path(created.id), { token: site.colleague.token });
    expect(read.statusCode).toBe(200);
    // A colleague sees and comments; its assignee, they work it (its status, its files) but
    // change only their own.
    expect(read.json().abilities).toEqual({
      view: true,
      change: false,
      change_status: true,
      delete: false,
      comment: true,
      attach: true,
    });
  });

  it('refuses what PostGIS, the organisation or the map do not allow, field by field', async () => {
    const post = (body: Record<string, unknown>) =>
      t.request('POST', site.path(), {
        token: site.user.token,
        body: { geometry: point(INSIDE), title: 'x', category: site.categories.Defect, ...body },
      });
    const sameTwice = { type: 'LineString', coordinates: [INSIDE, INSIDE] };
    expectFieldErrors(await post({ geometry: sameTwice }), ['geometry']);
    const bowtie = [
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
      [0, 0],
    ];
    expectFieldErrors(await post({ geometry: { type: 'Polygon', coordinates: [bowtie] } }), [
      'geometry',
    ]);
    expectFieldErrors(await post({ geometry: { type: 'Point', coordinates: [200, 0] } }), [
      'geometry.coordinates.0',
    ]);
    expectFieldErrors(await post({ assignee: site.stranger.id }), ['assignee']);
    const theirs = await t.db
      .selectFrom('markup_categories')
      .select('id')
      .where('organisation_id', '!=', site.orgId)
      .executeTakeFirstOrThrow();
    expectFieldErrors(await post({ category: theirs.id }), ['category']);
    expectFieldErrors(await post({ feature: { layer: 999_999, fid: '1' } }), ['feature.layer']);
    expectFieldErrors(await post({ title: ' ' }), ['title']);
    // Without markups.add_markup: 403, whatever the body.
    const colleague = await t.request('POST', site.path(), {
      token: site.colleague.token,
      body: { geometry: point(INSIDE), title: 'x', category: site.categories.Defect },
    });
    expectError(colleague, 403);
  });

  it('answers a stale write 409 with the current markup, and keeps every change in history', async () => {
    const made = await site.create({ title: 'Vegetation over the level crossing' });
    const patch = (body: Record<string, unknown>, token = site.user.token) =>
      t.request('PATCH', site.path(made.id), { token, body });
    const first = await patch({
      version: 1,
      status: 'resolved',
      category: site.categories.Hazard,
      assignee: site.manager.id,
      geometry: point(OUTSIDE),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      version: 2,
      status: 'resolved',
      category: { name: 'Hazard' },
    });
    // Someone who opened version 1 saves over it: refused, with what it is now.
    const stale = await patch({ version: 1, title: 'Overwritten' }, site.manager.token);
    expectError(stale, 409);
    expect(stale.json().current).toMatchObject({
      version: 2,
      title: made.title,
      status: 'resolved',
    });
    expect(stale.json().detail).toEqual(expect.any(String));
    // Sending what it already is changes nothing: no new version, no history entry.
    expect((await patch({ version: 2, status: 'resolved' })).json().version).toBe(2);
    const history = await t.request('GET', site.path(made.id, 'history'), {
      token: site.colleague.token,
    });
    const events = history.json() as MarkupEvent[];
    expect(events.map((e) => e.kind)).toEqual(['created', 'changed']);
    expect(events[1]).toMatchObject({
      actor: { id: site.user.id, name: 'surveyor Tester' },
      share_name: null,
      changes: {
        status: { from: 'open', to: 'resolved' },
        category: { from: 'Defect', to: 'Hazard' },
        assignee: { from: null, to: 'manager Tester' },
        geometry: { from: 'Point', to: 'Point' },
      },
    });
  });

  it('lets only one of two writes of the same version through, the check made by the UPDATE', async () => {
    const made = await site.create({ title: 'Loose fence panel' });
    const [a, b] = await Promise.all(
      ['Fence panel A', 'Fence panel B'].map((title, i) =>
        t.request('PATCH', site.path(made.id), {
          token: i ? site.manager.token : site.user.token,
          body: { version: 1, title },
        }),
      ),
    );
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    // The repository itself refuses a stale version, whatever the service read before it.
    const viewer = { userId: site.user.id, scope: scopeOf([site.orgId]), isSuperuser: false };
    const scope = { viewer, mapId: site.mapId, box: null };
    const event = { kind: 'changed' as const, actor_id: site.user.id, changes: {} };
    const { markups } = t.container.repos;
    expect(await markups.update(scope, made.id, 1, { title: 'Stale' }, event)).toBe(false);
    expect(await markups.update(scope, made.id, 2, { title: 'Current' }, event)).toBe(true);
    // Nor does it reach a markup of another map, or of another organisation's reader.
    const elsewhere = { ...scope, mapId: site.mapId + 1000 };
    const stranger = { ...scope, viewer: { ...viewer, scope: scopeOf([site.orgId + 1000]) } };
    for (const other of [elsewhere, stranger]) {
      expect(await markups.update(other, made.id, 3, { title: 'Elsewhere' }, event)).toBe(false);
      expect(await markups.delete(other, made.id)).toEqual([]);
    }
    const read = await t.request('GET', site.path(made.id), { token: site.user.token });
    expect(read.json()).toMatchObject({ title: 'Current', version: 3 });
  });

  it('lets authors and markup managers change and delete, nobody else', async () => {
    const made = await site.create();
    const change = (token: string) =>
      t.request('PATCH', site.path(made.id), { token, body: { version: 1, title: 'Changed' } });
    expectError(await change(site.colleague.token), 403);
    expectError(await change(site.stranger.token), 404);
    expect((await change(site.manager.token)).statusCode).toBe(200);
    expectError(
      await t.request('DELETE', site.path(made.id), { token: site.colleague.token }),
      403,
    );
    const gone = await t.request('DELETE', site.path(made.id), { token: site.user.token });
    expect(gone.statusCode).toBe(204);
    expectError(await t.request('GET', site.path(made.id), { token: site.user.token }), 404);
  });

  it('lets an access key read markups, and nothing more', async () => {
    const made = await site.create();
    const { key } = await createAccessKey(t, site.user.token);
    const read = await t.request('GET', site.path(made.id), { token: key });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().abilities).toEqual({
      view: true,
      change: false,
      change_status: false,
      delete: false,
      comment: false,
      attach: false,
    });
    const comment = await t.request('POST', site.path(made.id, 'comments'), {
      token: key,
      body: { body: 'From QGIS' },
    });
    expectError(comment, 403);
    const map = await t.request('GET', `/api/maps/${site.mapId}/`, { token: key });
    expect(map.json().abilities).toMatchObject({
      view_markups: true,
      add_markup: false,
      comment_markups: false,
      list_markup_assignees: false,
    });
    expectError(
      await t.request('PATCH', site.path(made.id), {
        token: key,
        body: { version: 1, status: 'closed' },
      }),
      403,
    );
    expectError(await t.request('GET', `${site.path()}assignees/`, { token: key }), 403);
  });

  it('lets the assignee work the markup: its status and its files, not the rest', async () => {
    const made = await site.create({ title: 'Cracked bearing', assignee: site.colleague.id });
    const patch = (body: Record<string, unknown>) =>
      t.request('PATCH', site.path(made.id), { token: site.colleague.token, body });
    // The colleague holds no markup permission: the assignment alone lets them.
    const read = await t.request('GET', site.path(made.id), { token: site.colleague.token });
    expect(read.json().abilities).toEqual({
      view: true,
      change: false,
      change_status: true,
      delete: false,
      comment: true,
      attach: true,
    });
    const started = await patch({ version: 1, status: 'in_progress' });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({
      version: 2,
      status: 'in_progress',
      status_changed_by: { id: site.colleague.id, name: 'colleague Tester' },
    });
    // Anything else is a change: refused, even beside a status.
    expectError(await patch({ version: 2, title: 'Bearing replaced' }), 403);
    expectError(await patch({ version: 2, status: 'resolved', due_date: '2026-12-01' }), 403);
    expectError(await patch({ version: 2, assignee: site.user.id }), 403);
    // A field sent as it is changes nothing: the status alone changes.
    const resolved = await patch({
      version: 2,
      status: 'resolved',
      title: 'Cracked bearing',
      assignee: site.colleague.id,
      category: site.categories.Defect,
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ version: 3, status: 'resolved', title: made.title });
    // The photo of the fix.
    await site.attach(made.id, 'fixed.txt', Buffer.from('x'), site.colleague.token);
    // Unassigned, they no longer may.
    const manager = await t.request('PATCH', site.path(made.id), {
      token: site.manager.token,
      body: { version: 3, assignee: null },
    });
    expect(manager.statusCode, manager.body).toBe(200);
    expectError(await patch({ version: 4, status: 'closed' }), 403);
    // Nor may another member who is not the assignee.
    const other = await site.create({ title: 'Loose rail clip', assignee: site.manager.id });
    const notTheirs = await t.request('PATCH', site.path(other.id), {
      token: site.colleague.token,
      body: { version: 1, status: 'resolved' },
    });
    expectError(notTheirs, 403);
  });

  it('keeps other organisations out: 404 for the map, its markups and everything under them', async () => {
    const made = await site.create();
    const token = site.stranger.token;
    for (const path of [
      site.path(),
      site.path(made.id),
      site.path(made.id, 'comments'),
      site.path(made.id, 'history'),
      site.path(made.id, 'attachments'),
      `${site.path()}geojson/`,
      `${site.path()}export/?format=csv`,
    ]) {
      expectError(await t.request('GET', path, { token }), 404);
    }
    const comment = await t.request('POST', site.path(made.id, 'comments'), {
      token,
      body: { body: 'Hello' },
    });
    expectError(comment, 404);
  });
});

describe('markups: the panel’s list and the map layer', () => {
  const t = useTestApp();
  let site: MarkupSite;
  const made: MarkupRead[] = [];

  beforeAll(async () => {
    site = await markupSite(t);
    const statuses = ['open', 'open', 'in_progress', 'resolved', 'closed'] as const;
    for (const [i, status] of statuses.entries()) {
      made.push(
        await site.create({
          title: `Finding ${i + 1}`,
          status,
          geometry: point(i < 3 ? INSIDE : OUTSIDE),
          category: i % 2 ? site.categories.Hazard : site.categories.Defect,
          assignee: i === 0 ? site.colleague.id : null,
          feature: i === 1 ? { layer: site.layerId, fid: '1' } : null,
        }),
      );
    }
    await t.request('POST', site.path(made[4]!.id, 'comments'), {
      token: site.colleague.token,
      body: { body: 'The fence is down again' },
    });
  });

  const list = async (query: Record<string, string>) => {
    const res = await t.request('GET', site.path(), { token: site.colleague.token, query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      count: number;
      next: string | null;
      results: MarkupRead[];
      status_counts: Record<string, number>;
    };
  };
  const titles = (page: { results: MarkupRead[] }) => page.results.map((m) => m.title);

  it('filters, counts per status over every status, orders and pages', async () => {
    const open = await list({ status: 'open,in_progress' });
    expect(open.count).toBe(3);
    expect(open.status_counts).toEqual({ open: 2, in_progress: 1, resolved: 1, closed: 1 });
    expect(
      titles(await list({ category: String(site.categories.Hazard), ordering: 'title' })),
    ).toEqual(['Finding 2', 'Finding 4']);
    expect(titles(await list({ assignee: String(site.colleague.id) }))).toEqual(['Finding 1']);
    expect((await list({ assignee: 'none' })).count).toBe(4);
    expect(titles(await list({ layer: String(site.layerId), fid: '1' }))).toEqual(['Finding 2']);
    expect(titles(await list({ search: 'FENCE' }))).toEqual(['Finding 5']);
    const inView = await list({ bbox: '-6.3,53.3,-6.2,53.4', ordering: 'id' });
    expect(titles(inView)).toEqual(['Finding 1', 'Finding 2', 'Finding 3']);
    expect(titles(await list({ ordering: '-status' }))[0]).toBe('Finding 5');
    const page = await list({ items: '2', page: '2', ordering: 'id' });
    expect(titles(page)).toEqual(['Finding 3', 'Finding 4']);
    expect(page.next).toContain('page=3');
    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ from: today, to: today })).count).toBe(5);
    expect((await list({ to: '2000-01-01' })).count).toBe(0);
  });

  it('refuses filters it cannot read, and a page past the end', async () => {
    const bad = (query: Record<string, string>) =>
      t.request('GET', site.path(), { token: site.colleague.token, query });
    expectFieldErrors(await bad({ status: 'lost' }), ['status.0']);
    expectFieldErrors(await bad({ ordering: 'colour' }), ['ordering']);
    expectFieldErrors(await bad({ bbox: '1,2,3' }), ['bbox']);
    expectError(await bad({ page: '9' }), 404);
  });

  it('serves the map layer as lean GeoJSON with the same filters', async () => {
    const res = await t.request('GET', `${site.path()}geojson/`, {
      token: site.colleague.token,
      query: { status: 'open' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/geo\+json/);
    const layer = res.json() as { type: string; features: { id: number }[] };
    layer.features.sort((a, b) => a.id - b.id);
    expect(layer).toEqual({
      type: 'FeatureCollection',
      features: made.slice(0, 2).map((m) => ({
        type: 'Feature',
        id: m.id,
        geometry: m.geometry,
        properties: { title: m.title, status: 'open', icon: m.category.icon },
      })),
    });
  });
});
