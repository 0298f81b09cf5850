import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layout, map, profile } from '../test/fixtures.js';
import { layer } from '../test/layers.js';
import { mockApi, type MockRequest } from '../test/mockApi.js';
import { renderApp } from '../test/renderApp.js';

const TOKEN = 'a'.repeat(40);
const LAYERS = [layer({ id: 7, name: 'Bridges' }), layer({ id: 8, name: 'Culverts' })];

afterEach(() => {
  delete (window as { waymarkConfig?: unknown }).waymarkConfig;
  vi.unstubAllGlobals();
});

function openMap() {
  localStorage.setItem('token', TOKEN);
  const api = mockApi({
    'GET /api/layout/': { body: layout },
    'GET /api/layout/1/': { body: layout },
    'GET /api/users/me/': { body: profile() },
    'GET /api/organisations/1/maps/': { body: [map({ layers: LAYERS })] },
    'GET /api/maps/1/': { body: map({ layers: LAYERS }) },
    'POST /api/maps/1/views/': { status: 204 },
    'POST /api/analytics/events/': { status: 202 },
  });
  renderApp('/maps/1/');
  return api;
}

const sent = (requests: MockRequest[]) =>
  requests
    .filter((r) => r.method === 'POST' && r.path === '/api/analytics/events/')
    .map((r) => JSON.parse(String(r.body)) as Record<string, unknown>);

describe('the map page’s usage count and analytics events', () => {
  it('counts the map opened, and sends no analytics where none is configured', async () => {
    const api = openMap();
    await screen.findByRole('list', { name: 'Layers' });
    await waitFor(() =>
      expect(api.requests.some((r) => r.method === 'POST' && r.path === '/api/maps/1/views/')).toBe(
        true,
      ),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show Culverts' }));
    expect(sent(api.requests)).toEqual([]);
  });

  it('sends the page view, Map opened and Layer toggled, as route patterns', async () => {
    (window as { waymarkConfig?: unknown }).waymarkConfig = { analytics: true };
    Object.defineProperty(document, 'referrer', {
      value: 'https://intranet.example/links',
      configurable: true,
    });
    const api = openMap();
    const list = await screen.findByRole('list', { name: 'Layers' });
    await waitFor(() =>
      expect(sent(api.requests)).toEqual(
        expect.arrayContaining([
          { name: 'pageview', route: '/maps/:id/', referrer: 'https://intranet.example/links' },
          { name: 'Map opened', route: '/maps/:id/' },
        ]),
      ),
    );
    await userEvent.click(within(list).getByRole('checkbox', { name: 'Show Culverts' }));
    await waitFor(() =>
      expect(sent(api.requests)).toContainEqual({
        name: 'Layer toggled',
        route: '/maps/:id/',
        props: { visible: expect.stringMatching(/^(yes|no)$/) },
      }),
    );
    // One map opened, one page view, whatever re-renders happened meanwhile.
    expect(sent(api.requests).filter((e) => e.name === 'Map opened')).toHaveLength(1);
    expect(sent(api.requests).filter((e) => e.name === 'pageview')).toHaveLength(1);
    Object.defineProperty(document, 'referrer', { value: '', configurable: true });
  });
});
