import { NEW_LAYER_POPUP } from '@waymark/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors, NOT_FOUND } from '../test/assertions.js';
import { seedFeatures, seedLayer } from '../test/layers.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

describe('layers API: reading and creating', () => {
  const t = useTestApp();
  let acme: number;
  let other: number;
  let owner: TestUser;
  let colleague: TestUser;
  let outsider: TestUser;
  let shared: number;
  let privateLayer: number;
  let foreign: number;

  beforeAll(async () => {
    acme = await t.createOrganisation('Acme', 'acme.test');
    other = await t.createOrganisation('Other', 'other.test');
    owner = await t.createUser({
      email: 'owner@acme.test',
      organisations: [{ id: acme }],
      permissions: ['layers.add_layer', 'layers.change_layer'],
    });
    colleague = await t.createUser({ email: 'colleague@acme.test', organisations: [{ id: acme }] });
    outsider = await t.createUser({
      email: 'out@other.test',
      organisations: [{ id: other }],
      permissions: ['layers.add_layer'],
    });
    shared = await seedLayer(t, acme, owner.id, {
      name: 'Culverts',
      type: 'vector',
      attributes: ['report_id', 'kind'],
    });
    privateLayer = await seedLayer(t, acme, owner.id, {
      name: 'Bridges',
      type: 'raster',
      visibility: 'OWN',
    });
    foreign = await seedLayer(t, other, outsider.id, { name: 'Theirs' });
  });

  const names = (layers: { name: string }[]) => layers.map((l) => l.name);
  const get = (user: TestUser | undefined, url: string, query?: Record<string, string>) =>
    t.request('GET', url, { token: user?.token, query });

  it('lists the visible layers in pages, ordered by an allowed field', async () => {
    const res = await get(owner, '/api/layers/', { ordering: '-name' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 2, next: null, previous: null });
    expect(names(res.json().results)).toEqual(['Culverts', 'Bridges']);
    const byType = await get(owner, '/api/layers', { ordering: 'type' });
    expect(names(byType.json().results)).toEqual(['Bridges', 'Culverts']);
    for (const ordering of ['id', 'created_at', '-updated_at'])
      expect((await get(owner, '/api/layers/', { ordering })).statusCode).toBe(200);
    const first = await get(owner, '/api/layers/', { items: '1', ordering: 'name' });
    expect(first.json()).toMatchObject({
      count: 2,
      next: '/api/layers/?items=1&ordering=name&page=2',
    });
    expect(names(first.json().results)).toEqual(['Bridges']);
    expectError(await get(owner, '/api/layers/', { page: '3', items: '1' }), 404);
    expectFieldErrors(await get(owner, '/api/layers/', { ordering: 'owner_id' }), ['ordering']);
    expectFieldErrors(await get(owner, '/api/layers/', { items: '0' }), ['items']);
  });

  it('shows colleagues only organisation-wide layers and outsiders none of ours', async () => {
    expect(names((await get(colleague, '/api/layers/')).json().results)).toEqual(['Culverts']);
    expect(names((await get(outsider, '/api/layers/')).json().results)).toEqual(['Theirs']);
    const forOrg = await get(colleague, `/api/organisations/${acme}/layers/`);
    expect(forOrg.statusCode).toBe(200);
    expect(names(forOrg.json())).toEqual(['Culverts']);
    expect(names((await get(owner, `/api/organisations/${acme}/layers`)).json())).toEqual([
      'Culverts',
      'Bridges',
    ]);
    expectError(await get(owner, `/api/organisations/${other}/layers/`), 404, NOT_FOUND);
    expectError(await get(owner, '/api/organisations/99999/layers/'), 404, NOT_FOUND);
  });

  it('answers one layer with its fields, with or without the trailing slash', async () => {
    const res = await get(colleague, `/api/layers/${shared}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: shared,
      name: 'Culverts',
      type: 'vector',
      visibility: 'ORG',
      file_list_visibility: 'ALL',
      attributes: ['report_id', 'kind'],
      zoom_min: 0,
      zoom_max: 21,
      popup_type: 'vue-template',
      status: 'empty',
      owner: { id: owner.id },
      organisation_id: acme,
    });
    expect((await get(colleague, `/api/layers/${shared}`)).json()).toEqual(res.json());
  });

  it('answers 404 for private layers of others, other organisations and unknown ids', async () => {
    for (const url of [
      `/api/layers/${privateLayer}/`,
      `/api/layers/${privateLayer}/status`,
      `/api/layers/${privateLayer}/field-values/kind/`,
    ])
      expectError(await get(colleague, url), 404, NOT_FOUND);
    for (const url of [
      `/api/layers/${foreign}/`,
      `/api/layers/${foreign}/status`,
      `/api/layers/${foreign}/field-values/kind/`,
      '/api/layers/999999/',
      '/api/layers/abc/',
      '/api/layers/999999/status',
    ])
      expectError(await get(owner, url), 404, NOT_FOUND);
    expectError(await get(undefined, `/api/layers/${shared}/`), 403);
    expectError(await get(undefined, '/api/layers/'), 403);
  });

  it('answers the status of an empty layer', async () => {
    const res = await get(colleague, `/api/layers/${shared}/status`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: shared, status: 'empty', files: [] });
  });

  it('answers the distinct values of an attribute, and [] for anything else', async () => {
    await seedFeatures(t, shared, [
      { fid: 1, properties: { report_id: '42', kind: 'pipe' }, lon: -6.2, lat: 53.3 },
      { fid: 2, properties: { report_id: '7', kind: 'pipe' }, lon: -6.3, lat: 53.4 },
      { fid: 3, properties: { report_id: 42, kind: null }, lon: -6.4, lat: 53.5 },
    ]);
    const res = await get(colleague, `/api/layers/${shared}/field-values/report_id/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(['42', '7']);
    expect((await get(colleague, `/api/layers/${shared}/field-values/kind`)).json()).toEqual([
      'pipe',
    ]);
    const notAttribute = await get(colleague, `/api/layers/${shared}/field-values/geom/`);
    expect(notAttribute.statusCode).toBe(200);
    expect(notAttribute.json()).toEqual([]);
  });

  it('creates a layer owned by the caller in one of their organisations', async () => {
    const res = await t.request('POST', '/api/layers/', {
      token: owner.token,
      body: {
        name: 'Mile Posts',
        organisation_id: acme,
        visibility: 'ORG',
        zoom_min: 3,
        zoom_max: 18,
        style: [{ type: 'circle', paint: { 'circle-color': '#777777' } }],
        popup_type: 'vue-template',
      },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Mile Posts',
      organisation_id: acme,
      owner: { id: owner.id },
      visibility: 'ORG',
      zoom_min: 3,
      zoom_max: 18,
      type: null,
      status: 'empty',
      style: [{ type: 'circle', paint: { 'circle-color': '#777777' } }],
    });
    // The colleague reads the same layer, with their own abilities: they may only look.
    const { abilities, ...fields } = created;
    expect(abilities).toEqual({
      view: true,
      change: true,
      delete: false,
      change_visibility: true,
      upload: false,
    });
    expect((await get(colleague, `/api/layers/${created.id}/`)).json()).toEqual({
      ...fields,
      abilities: {
        view: true,
        change: false,
        delete: false,
        change_visibility: false,
        upload: false,
      },
    });
    const byDefault = await t.request('POST', '/api/layers', {
      token: owner.token,
      body: { name: 'Drafts', organisation_id: acme },
    });
    // Section 9: without a template of its own, a new layer has the Tab View Popup.
    expect(byDefault.json()).toMatchObject({
      visibility: 'OWN',
      zoom_min: 0,
      zoom_max: 21,
      popup: NEW_LAYER_POPUP,
    });
    const chosen = await t.request('POST', '/api/layers/', {
      token: owner.token,
      body: { name: 'Plain', organisation_id: acme, popup: '' },
    });
    expect(chosen.json()).toMatchObject({ popup: '' });
  });

  it('refuses to create without layers.add_layer or outside the caller organisations', async () => {
    const body = { name: 'Nope', organisation_id: acme };
    expectError(await t.request('POST', '/api/layers/', { token: colleague.token, body }), 403, {
      detail: 'Creating layers needs the layers.add_layer permission.',
    });
    expectFieldErrors(await t.request('POST', '/api/layers/', { token: outsider.token, body }), [
      'organisation_id',
    ]);
    expectFieldErrors(
      await t.request('POST', '/api/layers/', {
        token: owner.token,
        body: { name: 'Nope', organisation_id: 99999 },
      }),
      ['organisation_id'],
    );
    expectError(await t.request('POST', '/api/layers/', { body }), 403);
  });

  it('answers 400 with field errors for bad payloads', async () => {
    const post = (body: unknown) => t.request('POST', '/api/layers/', { token: owner.token, body });
    expectFieldErrors(await post({ organisation_id: acme }), ['name']);
    expectFieldErrors(await post({ name: 'x' }), ['organisation_id']);
    expectFieldErrors(await post({ name: '   ', organisation_id: acme }), ['name']);
    expectFieldErrors(await post({ name: 'x'.repeat(256), organisation_id: acme }), ['name']);
    expectFieldErrors(await post({ name: 42, organisation_id: 'acme' }), [
      'name',
      'organisation_id',
    ]);
    expectFieldErrors(await post({ name: 'x', organisation_id: acme, zoom_min: 23 }), ['zoom_min']);
    expectFieldErrors(await post({ name: 'x', organisation_id: acme, zoom_max: 2.5 }), [
      'zoom_max',
    ]);
    expect(
      expectFieldErrors(
        await post({ name: 'x', organisation_id: acme, zoom_min: 9, zoom_max: 3 }),
        ['zoom_max'],
      ).zoom_max,
    ).toEqual(['Maximum Zoom should be greater than Minimum Zoom']);
    // zoom_max defaults to 21: a minimum above it is the same mistake.
    expectFieldErrors(await post({ name: 'x', organisation_id: acme, zoom_min: 22 }), ['zoom_max']);
    expectFieldErrors(await post({ name: 'x', organisation_id: acme, visibility: 'ALL' }), [
      'visibility',
    ]);
    expectFieldErrors(
      await post({ name: 'x', organisation_id: acme, style: [{ type: 'polygon' }] }),
      ['style.0.type'],
    );
    expectFieldErrors(await post({ name: 'x', organisation_id: acme, bounds: [10, 50, 5, 55] }), [
      'bounds',
    ]);
    expectFieldErrors(
      await post({ name: 'x', organisation_id: acme, description: 'd'.repeat(10_001) }),
      ['description'],
    );
    // A new layer has no data: nothing to name as attribute or sub-layer yet.
    expectFieldErrors(
      await post({
        name: 'x',
        organisation_id: acme,
        attachment_field: 'report_id',
        search_field: 'kind',
        mini_popup_fields: ['kind'],
        sub_layers: ['0'],
      }),
      ['attachment_field', 'search_field', 'mini_popup_fields', 'sub_layers'],
    );
    const count = await get(owner, '/api/layers/');
    expect(names(count.json().results)).not.toContain('x');
  });
});
