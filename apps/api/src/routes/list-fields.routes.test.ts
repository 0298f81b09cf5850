import { beforeAll, describe, expect, it } from 'vitest';
import type { NewLayerFile } from '../repositories/layer-file.repository.js';
import { seedLayer, seedLayerFile } from '../test/layers.js';
import { useTestApp, type TestUser } from '../test/test-app.js';

describe('list fields: layer file figures, owner names, map dates, organisation user counts', () => {
  const t = useTestApp();
  let acme: number;
  let empty: number;
  let editor: TestUser;
  let nameless: TestUser;
  let layers: { done: number; busy: number; bare: number; orphan: number };
  let sequence = 0;

  /** A file row as uploads and processing leave it (no stored bytes: only the figures count). */
  const seedFile = (layerId: number, values: Partial<NewLayerFile>) =>
    seedLayerFile(t, layerId, {
      name: `file-${(sequence += 1)}.gpkg`,
      storage_key: `layers/${layerId}/file-${sequence}`,
      ...values,
    });

  beforeAll(async () => {
    acme = await t.createOrganisation('Acme', 'acme.test');
    empty = await t.createOrganisation('Empty', 'empty.test');
    editor = await t.createUser({ email: 'ada@acme.test', organisations: [{ id: acme }] });
    await t.container.repos.users.update(editor.id, { first_name: 'Ada', last_name: 'Byrne' });
    nameless = await t.createUser({ email: 'anon@acme.test', organisations: [{ id: acme }] });
    await t.container.repos.users.update(nameless.id, { first_name: '', last_name: '' });
    await t.createUser({ email: 'third@acme.test', organisations: [{ id: acme, admin: true }] });

    layers = {
      done: await seedLayer(t, acme, editor.id, { name: 'A done' }),
      busy: await seedLayer(t, acme, nameless.id, { name: 'B busy' }),
      bare: await seedLayer(t, acme, editor.id, { name: 'C bare' }),
      orphan: await seedLayer(t, acme, null, { name: 'D orphan' }),
    };
    const { done, busy } = layers;
    const shp = await seedFile(done, { status: 'ready', feature_count: 120, progress: 100 });
    await seedFile(done, { role: 'companion', parent_id: shp, feature_count: 999 });
    await seedFile(done, { role: 'derived', parent_id: shp, feature_count: 999 });
    await seedFile(done, { status: 'error', error_code: 3 });
    await seedFile(done, { status: 'error', error_code: 8 });
    await seedFile(done, { role: 'attachment', file_type: null });
    await seedFile(done, { role: 'attachment', file_type: null });
    await seedFile(busy, { status: 'queued', progress: 0 });
    await seedFile(busy, { status: 'processing', progress: 50 });
    await seedFile(busy, { status: 'processing', progress: 75 });
    await seedFile(busy, { status: 'ready', feature_count: 7 });
  });

  const layerFigures = (layer: Record<string, unknown>) => ({
    name: layer.name,
    status: layer.status,
    owner_name: layer.owner_name,
    feature_count: layer.feature_count,
    file_count: layer.file_count,
    progress: layer.progress,
    error_code: layer.error_code,
  });

  const EXPECTED = [
    {
      name: 'A done',
      status: 'ready',
      owner_name: 'Ada Byrne',
      feature_count: 120,
      // Three sources and two attachments; companions and derived files are not counted.
      file_count: 5,
      progress: null,
      error_code: 3,
    },
    {
      name: 'B busy',
      status: 'processing',
      // No names: the email.
      owner_name: 'anon@acme.test',
      feature_count: 7,
      file_count: 4,
      // (0 + 50 + 75) / 3, rounded.
      progress: 42,
      error_code: null,
    },
    {
      name: 'C bare',
      status: 'empty',
      owner_name: 'Ada Byrne',
      feature_count: 0,
      file_count: 0,
      progress: null,
      error_code: null,
    },
    {
      name: 'D orphan',
      status: 'empty',
      owner_name: null,
      feature_count: 0,
      file_count: 0,
      progress: null,
      error_code: null,
    },
  ];

  it('gives each listed layer its files’ figures and its owner’s name', async () => {
    const res = await t.request('GET', '/api/layers/', {
      token: editor.token,
      query: { ordering: 'name' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map(layerFigures)).toEqual(EXPECTED);
    const second = await t.request('GET', '/api/layers/', {
      token: editor.token,
      query: { ordering: 'name', items: '2', page: '2' },
    });
    expect(second.json().results.map(layerFigures)).toEqual(EXPECTED.slice(2));
  });

  it('gives the same figures for one layer and in the organisation list', async () => {
    const one = await t.request('GET', `/api/layers/${layers.busy}/`, { token: editor.token });
    expect(layerFigures(one.json())).toEqual(EXPECTED[1]);
    const org = await t.request('GET', `/api/organisations/${acme}/layers/`, {
      token: editor.token,
      query: { ordering: '-name' },
    });
    expect(org.json().map(layerFigures)).toEqual([...EXPECTED].reverse());
  });

  it('gives maps their owner’s name and their dates, and their layers the figures', async () => {
    const map = await t.container.repos.maps.create({
      organisation_id: acme,
      owner_id: editor.id,
      name: 'Owned map',
      visibility: 'ORG',
    });
    await t.container.repos.maps.create({
      organisation_id: acme,
      owner_id: null,
      name: 'Nobody’s',
      visibility: 'ORG',
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const attached = await t.request('PATCH', `/api/maps/${map.id}/layer/${layers.done}/`, {
      token: (
        await t.createUser({
          email: 'mapper@acme.test',
          organisations: [{ id: acme, admin: true }],
          permissions: ['maps.change_map'],
        })
      ).token,
    });
    expect(attached.statusCode).toBe(200);
    const res = await t.request('GET', '/api/maps/', {
      token: editor.token,
      query: { ordering: '-name' },
    });
    const [owned, nobodys] = res.json().results;
    expect(owned).toMatchObject({
      name: 'Owned map',
      owner: { id: editor.id },
      owner_name: 'Ada Byrne',
    });
    expect(nobodys).toMatchObject({ name: 'Nobody’s', owner: null, owner_name: null });
    expect(owned.created_at).toBe(new Date(map.created_at).toISOString());
    // Attaching a layer touched the map.
    expect(Date.parse(owned.updated_at)).toBeGreaterThan(Date.parse(owned.created_at));
    expect(owned.layers.map(layerFigures)).toEqual([EXPECTED[0]]);
    const one = await t.request('GET', `/api/maps/${map.id}/`, { token: editor.token });
    expect(one.json()).toMatchObject({
      owner_name: 'Ada Byrne',
      created_at: owned.created_at,
      updated_at: owned.updated_at,
    });
  });

  it('counts the members of each organisation', async () => {
    const root = await t.createUser({ email: 'root@acme.test', superuser: true });
    const res = await t.request('GET', '/api/organisations/', { token: root.token });
    const counts = Object.fromEntries(
      (res.json().results as { id: number; user_count: number }[]).map((o) => [o.id, o.user_count]),
    );
    // ada, anon, third and the mapper; the superuser is no member.
    expect(counts).toEqual({ [acme]: 4, [empty]: 0 });
    const one = await t.request('GET', `/api/organisations/${acme}/`, { token: editor.token });
    expect(one.json().user_count).toBe(4);
  });
});
