import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT } from '@waymark/contract';
import { expectError, NOT_FOUND } from '../test/assertions.js';
import { useTestApp } from '../test/test-app.js';

describe('layout API', () => {
  const t = useTestApp();
  const acmeLayout = { title: 'Acme Maps', navbarColor: '#123456', lang: 'ga' as const, rtl: true };
  const brandLayout = { title: 'Brand Portal', navbarColorText: '#fefefe', dark: true };
  let acme: number;
  let plain: number;

  beforeAll(async () => {
    acme = await t.createOrganisation('Acme', 'acme.test');
    plain = await t.createOrganisation('Plain', 'plain.test');
    await t.createOrganisation('Local', 'localhost');
    await t.container.repos.organisations.update(acme, {
      layout: acmeLayout,
      alt_domains: ['maps.acme.test'],
    });
    await t.container.repos.layouts.upsertHostLayout('brand.test', brandLayout);
  });

  const byHost = (host: string, url = '/api/layout/') =>
    t.request('GET', url, { headers: { host } });

  it('answers the layout of the organisation on the host, completed from the built-in one', async () => {
    const res = await byHost('acme.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...DEFAULT_LAYOUT, ...acmeLayout });
    expect((await byHost('maps.acme.test')).json()).toEqual(res.json());
    expect((await byHost('ACME.test:8443')).json()).toEqual(res.json());
    expect((await byHost('acme.test', '/api/layout')).json()).toEqual(res.json());
  });

  it('falls back to the host layout, also for an organisation without its own', async () => {
    const brand = await byHost('brand.test');
    expect(brand.statusCode).toBe(200);
    expect(brand.json()).toEqual({ ...DEFAULT_LAYOUT, ...brandLayout });

    await t.container.repos.layouts.upsertHostLayout('plain.test', { title: 'Plain by host' });
    const plainHost = await byHost('plain.test');
    expect(plainHost.json()).toEqual({ ...DEFAULT_LAYOUT, title: 'Plain by host' });
    await t.db.deleteFrom('host_layouts').where('host', '=', 'plain.test').execute();
  });

  it('answers the built-in layout on an organisation’s domain that has no layout at all', async () => {
    const res = await byHost('plain.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_LAYOUT);
  });

  it('matches a host with a port to a domain without one', async () => {
    const res = await byHost('localhost:8080');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_LAYOUT);
  });

  it('answers 404 for a host nobody configured', async () => {
    for (const host of ['unknown.test', 'evil.acme.test.attacker.test', 'acme.test.evil:80']) {
      expectError(await byHost(host), 404, NOT_FOUND);
    }
  });

  it('is public: no credentials needed', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/layout/',
      headers: { host: 'acme.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('answers an organisation’s layout by id, whatever the host', async () => {
    for (const url of [`/api/layout/${acme}`, `/api/layout/${acme}/`]) {
      const res = await byHost('unknown.test', url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ...DEFAULT_LAYOUT, ...acmeLayout });
    }
  });

  it('falls back, by id, to the request host’s layout, then to the built-in one', async () => {
    expect((await byHost('brand.test', `/api/layout/${plain}/`)).json()).toEqual({
      ...DEFAULT_LAYOUT,
      ...brandLayout,
    });
    expect((await byHost('plain.test', `/api/layout/${plain}/`)).json()).toEqual(DEFAULT_LAYOUT);
  });

  it('answers 404 for an unknown or non-numeric organisation id', async () => {
    for (const id of ['424242', 'abc', '0', '-1']) {
      expectError(await byHost('acme.test', `/api/layout/${id}/`), 404, NOT_FOUND);
    }
  });

  it('reflects a layout set through the organisation API', async () => {
    const admin = await t.createUser({
      email: 'admin@plain.test',
      organisations: [{ id: plain, admin: true }],
      permissions: ['organisations.change_organisation'],
    });
    const layout = { title: 'Plain Now Branded', themes: { light: { primary: '#000000' } } };
    const res = await t.request('PATCH', `/api/organisations/${plain}/`, {
      token: admin.token,
      body: { layout },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().layout).toEqual(layout);
    // Missing theme colours come from the built-in layout too, not only missing top-level keys.
    const completed = {
      ...DEFAULT_LAYOUT,
      title: 'Plain Now Branded',
      themes: {
        light: { primary: '#000000', secondary: '#3f51b5' },
        dark: DEFAULT_LAYOUT.themes?.dark,
      },
    };
    expect((await byHost('plain.test')).json()).toEqual(completed);
    expect((await byHost('x.test', `/api/layout/${plain}`)).json()).toEqual(completed);

    await t.request('PATCH', `/api/organisations/${plain}/`, {
      token: admin.token,
      body: { layout: null },
    });
    expect((await byHost('plain.test')).json()).toEqual(DEFAULT_LAYOUT);
  });

  it('drops a stored layout that no longer parses instead of failing', async () => {
    const broken = await t.createOrganisation('Broken', 'broken.test');
    await t.db
      .updateTable('organisations')
      .set({ layout: JSON.stringify({ title: 42, surprise: true }) })
      .where('id', '=', broken)
      .execute();
    const res = await byHost('broken.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_LAYOUT);
    await t.container.repos.layouts.upsertHostLayout('junk.test', ['not', 'a', 'layout']);
    expectError(await byHost('junk.test'), 404, NOT_FOUND);
  });
});
