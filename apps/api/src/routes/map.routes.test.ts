import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, NOT_FOUND } from '../test/assertions.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

describe('maps API: reading', () => {
  const t = useTestApp();
  let acme: number;
  let other: number;
  let owner: TestUser;
  let colleague: TestUser;
  let outsider: TestUser;
  let shared: number;
  let privateMap: number;
  let foreign: number;

  beforeAll(async () => {
    acme = await t.createOrganisation('Acme', 'acme.test');
    other = await t.createOrganisation('Other', 'other.test');
    owner = await t.createUser({ email: 'owner@acme.test', organisations: [{ id: acme }] });
    colleague = await t.createUser({ email: 'colleague@acme.test', organisations: [{ id: acme }] });
    outsider = await t.createUser({ email: 'out@other.test', organisations: [{ id: other }] });
    const { maps } = t.container.repos;
    shared = (
      await maps.create({
        organisation_id: acme,
        owner_id: owner.id,
        name: 'Rail corridor',
        visibility: 'ORG',
      })
    ).id;
    privateMap = (
      await maps.create({
        organisation_id: acme,
        owner_id: owner.id,
        name: 'Draft',
        visibility: 'OWN',
      })
    ).id;
    foreign = (
      await maps.create({
        organisation_id: other,
        owner_id: outsider.id,
        name: 'Theirs',
        visibility: 'ORG',
      })
    ).id;
  });

  const names = (body: { name: string }[]) => body.map((m) => m.name);

  it('lists organisation-wide maps to members and private ones to their owner only', async () => {
    const forOwner = await t.request('GET', `/api/organisations/${acme}/maps/`, {
      token: owner.token,
      query: { items: '100' },
    });
    expect(forOwner.statusCode).toBe(200);
    expect(names(forOwner.json())).toEqual(['Draft', 'Rail corridor']);
    const forColleague = await t.request('GET', `/api/organisations/${acme}/maps/`, {
      token: colleague.token,
    });
    expect(names(forColleague.json())).toEqual(['Rail corridor']);
    const page = await t.request('GET', '/api/maps/', { token: colleague.token });
    expect(page.json()).toMatchObject({ count: 1, next: null, previous: null });
  });

  it('answers a map with its fields and Last-Modified, and 304 when unchanged', async () => {
    const res = await t.request('GET', `/api/maps/${shared}/`, { token: colleague.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: shared,
      name: 'Rail corridor',
      organisation_id: acme,
      zoom_min: 0,
      zoom_max: 21,
      visibility: 'ORG',
      bg_layer: 'street',
      owner: { id: owner.id },
      layers: [],
    });
    const lastModified = res.headers['last-modified'] as string;
    expect(Date.parse(lastModified)).not.toBeNaN();
    const again = await t.request('GET', `/api/maps/${shared}/`, {
      token: colleague.token,
      headers: { 'if-modified-since': lastModified },
    });
    expect(again.statusCode).toBe(304);
    const older = new Date(Date.parse(lastModified) - 60_000).toUTCString();
    const changed = await t.request('GET', `/api/maps/${shared}/`, {
      token: colleague.token,
      headers: { 'if-modified-since': older },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('answers 404 for a private map of someone else, another organisation, and unknown ids', async () => {
    expectError(
      await t.request('GET', `/api/maps/${privateMap}/`, { token: colleague.token }),
      404,
      NOT_FOUND,
    );
    expectError(
      await t.request('GET', `/api/maps/${foreign}/`, { token: owner.token }),
      404,
      NOT_FOUND,
    );
    expectError(
      await t.request('GET', `/api/organisations/${other}/maps/`, { token: owner.token }),
      404,
      NOT_FOUND,
    );
    expectError(
      await t.request('GET', '/api/maps/999999/', { token: owner.token }),
      404,
      NOT_FOUND,
    );
  });

  it('answers 403 without credentials', async () => {
    expectError(await t.request('GET', `/api/maps/${shared}/`), 403);
    expectError(await t.request('GET', `/api/organisations/${acme}/maps/`), 403);
  });
});
