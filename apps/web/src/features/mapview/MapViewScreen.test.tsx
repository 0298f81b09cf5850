import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layout, map, profile } from '../../test/fixtures.js';
import { SHARE_TOKEN, shareValidation } from '../map-share/testShares.js';
import { sessionStore } from '../../entities/session/sessionStore.js';
import { layer } from '../../test/layers.js';
import { mockApi } from '../../test/mockApi.js';
import { renderApp } from '../../test/renderApp.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the map viewer in the app', () => {
  it('opens the route map with its sidebar, and says when the browser cannot draw maps', async () => {
    localStorage.setItem('token', 'a'.repeat(40));
    mockApi({
      'GET /api/layout/': { body: layout },
      'GET /api/layout/1/': { body: layout },
      'GET /api/users/me/': { body: profile() },
      'GET /api/organisations/1/maps/': { body: [map()] },
      'GET /api/maps/1/': {
        body: map({ layers: [layer({ id: 1, name: 'Orthophotos' }), layer()] }),
      },
    });
    renderApp('/maps/1/');
    const layers = await screen.findByRole('list', { name: 'Layers' });
    expect(
      within(layers)
        .getAllByRole('checkbox')
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual(['Show Survey Corridor', 'Show Orthophotos']);
    expect(await screen.findByRole('combobox', { name: 'Search the map' })).toBeInTheDocument();
    // jsdom has no WebGL.
    expect(
      screen.getByText('This browser cannot draw the map: WebGL is not available.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('activeMap')).toBe('1');
  });

  it('shows the Map Info card instead of the organisation controls in map-share mode', async () => {
    const { requests } = mockApi({
      'GET /api/layout/': { body: layout },
      [`GET /api/mapshares/${SHARE_TOKEN}/`]: {
        // Local time, so that the card's dd/MM/yyyy HH:mm reads the same on every machine.
        body: shareValidation({ expiry: '2030-01-02T09:05:00', bounds: [-72, 42, -71, 43] }),
      },
      'GET /api/maps/3/': { body: map({ id: 3, title: 'Shared corridor', layers: [layer()] }) },
    });
    renderApp(`/maps/3/share/${SHARE_TOKEN}/`);
    const card = (await screen.findByText('Map Info')).closest('div')!;
    expect(within(card).getByText('Link Valid Until: 02/01/2030 09:05')).toBeInTheDocument();
    expect(within(card).getByText('Shared By: Ada Byrne')).toBeInTheDocument();
    expect(within(card).getByText('Map bounds are restricted')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Shared corridor' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Layers' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Search the map' })).toBeInTheDocument();
    // No organisation selector, no impersonation, no user menu for a share viewer.
    expect(screen.queryByRole('combobox', { name: 'Organisation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
    expect(localStorage.getItem('activeMap')).toBeNull();
    expect(requests.find((r) => r.path === '/api/maps/3/')?.headers.get('MapShare')).toBe(
      `Token ${SHARE_TOKEN}`,
    );
  });

  it('leaves a share whose token is refused while it is open, with Token expired', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    let revoked = false;
    mockApi({
      'GET /api/layout/': { body: layout },
      [`GET /api/mapshares/${SHARE_TOKEN}/`]: { body: shareValidation() },
      'GET /api/maps/3/': { body: map({ id: 3, title: 'Shared corridor', layers: [layer()] }) },
      'GET /api/maps/3/search/': () =>
        revoked
          ? { status: 403, body: { detail: 'Invalid token.' } }
          : { body: { query: 'x', results: [] } },
    });
    const { router } = renderApp(`/maps/3/share/${SHARE_TOKEN}/`);
    const search = await screen.findByRole('combobox', { name: 'Search the map' });
    revoked = true;
    await userEvent.setup({ delay: null }).type(search, 'Chandler');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login/'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Token expired');
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent(`/maps/3/share/${SHARE_TOKEN}/`)}`,
    );
    expect(sessionStore.get().mapShare).toBeNull();
  });
});
