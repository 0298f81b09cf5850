import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';

describe('GET /manifest.webmanifest', () => {
  const t = useTestApp();

  beforeAll(async () => {
    const acme = await t.createOrganisation('Acme', 'acme-manifest.test');
    await t.container.repos.organisations.update(acme, {
      layout: {
        title: 'Acme Rail Inspections',
        navbarColor: '#123456',
        lang: 'ga',
        themes: { light: { background: '#fafafa' } },
      },
    });
    const odd = await t.createOrganisation('Odd', 'odd-manifest.test');
    await t.container.repos.organisations.update(odd, {
      layout: { title: 'Odd', navbarColor: 'url(javascript:alert(1))' },
    });
  });

  const manifestFor = (host: string) =>
    t.app.inject({ method: 'GET', url: '/manifest.webmanifest', headers: { host } });

  it('answers the organisation’s branding on its host, without credentials', async () => {
    const res = await manifestFor('acme-manifest.test');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      id: '/',
      name: 'Acme Rail Inspections',
      short_name: 'Acme',
      description: 'Acme Rail Inspections',
      lang: 'ga',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#123456',
      background_color: '#fafafa',
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    });
  });

  it('keeps a colour that is not one out of the manifest', async () => {
    const body = (await manifestFor('odd-manifest.test')).json<Record<string, unknown>>();
    expect(body.name).toBe('Odd');
    expect(body.short_name).toBe('Odd');
    expect(body.theme_color).toBe('#ffffff');
  });

  it('answers the built-in branding on a host nobody configured', async () => {
    const res = await manifestFor('nobody-manifest.test');
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(body.name).toBe('Waymark');
    expect(body.theme_color).toBe('#ffffff');
    expect(body.background_color).toBe('#ffffff');
  });

  it('is not part of the API document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).not.toContain('/manifest.webmanifest');
  });
});
