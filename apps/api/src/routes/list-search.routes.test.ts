import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors, NOT_FOUND } from '../test/assertions.js';
import { seedLayer } from '../test/layers.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

describe('lists: search and organisation filter (layers, maps, organisations)', () => {
  const t = useTestApp();
  let zurich: number;
  let geneva: number;
  let foreign: number;
  let editor: TestUser;
  let root: TestUser;

  beforeAll(async () => {
    zurich = await t.createOrganisation('Zürich Bahn', 'zuerich.test');
    geneva = await t.createOrganisation('Genève Rail', 'rail.geneve.test');
    foreign = await t.createOrganisation('Foreign Survey', 'foreign.test');
    editor = await t.createUser({
      email: 'editor@zuerich.test',
      organisations: [{ id: zurich }, { id: geneva }],
    });
    root = await t.createUser({ email: 'root@search.test', superuser: true });
    const owner = editor.id;
    await seedLayer(t, zurich, owner, { name: 'Brücken Zürich' });
    await seedLayer(t, zurich, owner, { name: 'Mile posts 100%' });
    await seedLayer(t, zurich, owner, { name: 'Mile posts 1000' });
    await seedLayer(t, zurich, owner, { name: 'Culverts_2024' });
    await seedLayer(t, zurich, owner, { name: 'Culverts 2024 backup' });
    await seedLayer(t, geneva, owner, { name: 'Ponts de Genève' });
    await seedLayer(t, foreign, null, { name: 'Foreign bridges' });
    const map = (organisation_id: number, name: string, title = '') =>
      t.container.repos.maps.create({ organisation_id, owner_id: owner, name, title });
    await map(zurich, 'Corridor A', 'Strecke Zürich–Chur');
    await map(zurich, 'Corridor B', 'Line to Basel');
    await map(geneva, 'GENÈVE centre', '');
    await map(foreign, 'Foreign map', 'Zurich overview');
  });

  const names = async (path: string, query: Record<string, string>, user = editor) => {
    const res = await t.request('GET', path, { token: user.token, query });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: { name: string }[] }).results.map((r) => r.name).sort();
  };

  it('finds layers by part of their name, whatever the case and accents', async () => {
    expect(await names('/api/layers/', { search: 'zurich' })).toEqual(['Brücken Zürich']);
    expect(await names('/api/layers/', { search: '  BRUCKEN ' })).toEqual(['Brücken Zürich']);
    expect(await names('/api/layers/', { search: 'geneve' })).toEqual(['Ponts de Genève']);
    // Only what the caller sees: the foreign organisation's layer stays out.
    expect(await names('/api/layers/', { search: 'bridges' })).toEqual([]);
    expect(await names('/api/layers/', { search: 'bridges' }, root)).toEqual(['Foreign bridges']);
    // The count follows the filter.
    const res = await t.request('GET', '/api/layers/', {
      token: editor.token,
      query: { search: 'mile', items: '1' },
    });
    expect(res.json()).toMatchObject({ count: 2, previous: null });
    expect(res.json().next).toContain('search=mile');
  });

  it('takes LIKE wildcards in the search literally', async () => {
    expect(await names('/api/layers/', { search: '100%' })).toEqual(['Mile posts 100%']);
    expect(await names('/api/layers/', { search: 's_2' })).toEqual(['Culverts_2024']);
    expect(await names('/api/layers/', { search: '%' })).toEqual(['Mile posts 100%']);
    expect(await names('/api/layers/', { search: '\\' })).toEqual([]);
    // Nothing to search for: no filter.
    expect(await names('/api/layers/', { search: '   ' })).toHaveLength(6);
  });

  it('finds maps by name or title', async () => {
    expect(await names('/api/maps/', { search: 'zurich' })).toEqual(['Corridor A']);
    expect(await names('/api/maps/', { search: 'corridor' })).toEqual(['Corridor A', 'Corridor B']);
    expect(await names('/api/maps/', { search: 'geneve' })).toEqual(['GENÈVE centre']);
    expect(await names('/api/maps/', { search: 'zurich' }, root)).toEqual([
      'Corridor A',
      'Foreign map',
    ]);
  });

  it('searches the organisation lists of maps and layers too', async () => {
    const plain = async (path: string, search: string) => {
      const res = await t.request('GET', path, { token: editor.token, query: { search } });
      expect(res.statusCode).toBe(200);
      return (res.json() as { name: string }[]).map((r) => r.name);
    };
    expect(await plain(`/api/organisations/${zurich}/maps/`, 'basel')).toEqual(['Corridor B']);
    expect(await plain(`/api/organisations/${zurich}/layers/`, 'brucken')).toEqual([
      'Brücken Zürich',
    ]);
  });

  it('finds organisations by name or domain', async () => {
    expect(await names('/api/organisations/', { search: 'ZURICH' })).toEqual(['Zürich Bahn']);
    expect(await names('/api/organisations/', { search: 'rail.gen' })).toEqual(['Genève Rail']);
    expect(await names('/api/organisations/', { search: 'foreign' })).toEqual([]);
    expect(await names('/api/organisations/', { search: 'foreign' }, root)).toEqual([
      'Foreign Survey',
    ]);
  });

  it('narrows layers and maps to one organisation of the caller', async () => {
    expect(await names('/api/layers/', { organisation: String(geneva) })).toEqual([
      'Ponts de Genève',
    ]);
    expect(
      await names('/api/layers/', { organisation: String(zurich), search: 'culverts' }),
    ).toEqual(['Culverts 2024 backup', 'Culverts_2024']);
    expect(await names('/api/maps/', { organisation: String(zurich) })).toEqual([
      'Corridor A',
      'Corridor B',
    ]);
    expect(await names('/api/maps/', { organisation: String(foreign) }, root)).toEqual([
      'Foreign map',
    ]);
  });

  it('answers 404 for an organisation outside the caller’s, as if it did not exist', async () => {
    for (const path of ['/api/layers/', '/api/maps/']) {
      for (const organisation of [String(foreign), '987654']) {
        expectError(
          await t.request('GET', path, { token: editor.token, query: { organisation } }),
          404,
          NOT_FOUND,
        );
      }
    }
  });

  it('validates the organisation and search parameters', async () => {
    for (const path of ['/api/layers/', '/api/maps/']) {
      for (const organisation of ['0', 'x', '0x10', '99999999999']) {
        expectFieldErrors(
          await t.request('GET', path, { token: editor.token, query: { organisation } }),
          ['organisation'],
        );
      }
    }
    for (const path of ['/api/layers/', '/api/maps/', '/api/organisations/']) {
      expectFieldErrors(
        await t.request('GET', path, { token: editor.token, query: { search: 'x'.repeat(201) } }),
        ['search'],
      );
    }
  });
});
