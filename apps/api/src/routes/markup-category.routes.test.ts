import type { MarkupCategory } from '@waymark/contract/markup';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors } from '../test/assertions.js';
import { markupSite, type MarkupSite } from '../test/markups.js';
import { useTestApp } from '../test/test-app.js';

describe('markup categories, kept by the organisation’s admins', () => {
  const t = useTestApp();
  let site: MarkupSite;
  let listPath: string;

  beforeAll(async () => {
    site = await markupSite(t);
    listPath = `/api/organisations/${site.orgId}/markup-categories/`;
  });

  const list = async (token: string) => {
    const res = await t.request('GET', listPath, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MarkupCategory[];
  };

  it('starts every organisation with the four defaults, and shows who may keep them', async () => {
    const organisation = await t.request('POST', '/api/organisations/', {
      token: (await t.createUser({ email: 'root@waymark.test', superuser: true })).token,
      body: { name: 'Brand new' },
    });
    const fresh = await t.db
      .selectFrom('markup_categories')
      .select(['name', 'icon', 'position'])
      .where('organisation_id', '=', organisation.json().id)
      .orderBy('position')
      .execute();
    expect(fresh).toEqual([
      { name: 'Defect', icon: 'defect', position: 0 },
      { name: 'Observation', icon: 'observation', position: 1 },
      { name: 'Hazard', icon: 'hazard', position: 2 },
      { name: 'Question', icon: 'question', position: 3 },
    ]);
    const asMember = await list(site.colleague.token);
    expect(asMember.map((c) => c.name)).toEqual(['Defect', 'Observation', 'Hazard', 'Question']);
    expect(asMember[0]!.abilities).toEqual({ view: true, change: false, delete: false });
    expect((await list(site.user.token))[0]!.abilities).toEqual({
      view: true,
      change: true,
      delete: true,
    });
    const me = await t.request('GET', '/api/users/me/', { token: site.user.token });
    expect(me.json().organisations[0].abilities.manage_markup_categories).toBe(true);
    expectError(await t.request('GET', listPath, { token: site.stranger.token }), 404);
  });

  it('adds, renames and moves categories; names are the organisation’s own', async () => {
    const post = (body: Record<string, unknown>, token = site.user.token) =>
      t.request('POST', listPath, { token, body });
    const made = await post({ name: 'Drainage', icon: 'flag' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      name: 'Drainage',
      icon: 'flag',
      position: 4,
      archived: false,
    });
    expectFieldErrors(await post({ name: 'drainage', icon: 'pin' }), ['name']);
    expectFieldErrors(await post({ name: 'Trees', icon: 'tree' }), ['icon']);
    expectError(await post({ name: 'Trees', icon: 'pin' }, site.colleague.token), 403);
    const theirs = await t.request('POST', listPath, {
      token: site.stranger.token,
      body: { name: 'Trees', icon: 'pin' },
    });
    expectError(theirs, 404);
    const renamed = await t.request('PATCH', `/api/markup-categories/${made.json().id}/`, {
      token: site.user.token,
      body: { name: 'Drains', position: 0 },
    });
    expect(renamed.json()).toMatchObject({ name: 'Drains', position: 0 });
    expect((await list(site.user.token))[0]!.name).toBe('Drains');
    const strangers = await t.request('PATCH', `/api/markup-categories/${made.json().id}/`, {
      token: site.stranger.token,
      body: { name: 'Mine' },
    });
    expectError(strangers, 404);
  });

  it('archives a category in use instead of deleting it: its markups keep it, new ones cannot', async () => {
    const category = (
      await t.request('POST', listPath, {
        token: site.user.token,
        body: { name: 'Fencing', icon: 'pin' },
      })
    ).json() as MarkupCategory;
    const markup = await site.create({ category: category.id });
    const path = `/api/markup-categories/${category.id}/`;
    const refused = await t.request('DELETE', path, { token: site.user.token });
    expectFieldErrors(refused, ['non_field_errors']);
    const archived = await t.request('PATCH', path, {
      token: site.user.token,
      body: { archived: true },
    });
    expect(archived.json()).toMatchObject({ archived: true, markup_count: 1 });
    const post = await t.request('POST', site.path(), {
      token: site.user.token,
      body: { geometry: markup.geometry, title: 'New', category: category.id },
    });
    expectFieldErrors(post, ['category']);
    const kept = await t.request('PATCH', site.path(markup.id), {
      token: site.user.token,
      body: { version: markup.version, title: 'Fence down', category: category.id },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().category.name).toBe('Fencing');
    expectError(await t.request('DELETE', path, { token: site.colleague.token }), 403);
    const unused = (
      await t.request('POST', listPath, {
        token: site.user.token,
        body: { name: 'Spare', icon: 'pin' },
      })
    ).json() as MarkupCategory;
    const gone = await t.request('DELETE', `/api/markup-categories/${unused.id}/`, {
      token: site.user.token,
    });
    expect(gone.statusCode).toBe(204);
    expect((await list(site.user.token)).map((c) => c.name)).not.toContain('Spare');
  });
});
