import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../features/session/sessionStore.js';
import { layout, map, profile } from '../../test/fixtures.js';
import { mockApi } from '../../test/mockApi.js';
import { renderApp } from '../../test/renderApp.js';

const TOKEN = 'c'.repeat(40);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the route guard in the app', () => {
  it('sends a visitor without a session to Login with next', async () => {
    const { requests } = mockApi({
      'GET /api/layout/': { body: layout },
      'GET /api/users/me/': {
        status: 403,
        body: { detail: 'Authentication credentials were not provided.' },
      },
    });
    const { router } = renderApp('/layers/?page=2');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login/');
    expect(router.state.location.search).toBe('?next=%2Flayers%2F%3Fpage%3D2');
    expect(requests.some((r) => r.path === '/api/users/me/')).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("adds no next when the visitor came to '/'", async () => {
    mockApi({
      'GET /api/layout/': { body: layout },
      'GET /api/users/me/': {
        status: 403,
        body: { detail: 'Authentication credentials were not provided.' },
      },
    });
    const { router } = renderApp('/');
    await screen.findByRole('button', { name: 'Login' });
    expect(router.state.location.search).toBe('');
  });

  it('lets a user with a stored token in', async () => {
    localStorage.setItem('token', TOKEN);
    const { requests } = mockApi({
      'GET /api/layout/': { body: layout },
      'GET /api/users/me/': { body: profile({ permissions: ['layers.change_layer'] }) },
      'GET /api/organisations/1/maps/': { body: [map()] },
      'GET /api/layout/1/': { body: layout },
    });
    renderApp('/layers/');
    expect(await screen.findByRole('heading', { name: 'Layers' })).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/users/me/')?.headers.get('Authorization')).toBe(
      `Token ${TOKEN}`,
    );
  });

  it('lets a browser the server knows by its session cookie in, storing the profile', async () => {
    mockApi({
      'GET /api/layout/': { body: layout },
      'GET /api/users/me/': { body: profile({ permissions: ['users.change_user'] }) },
      'GET /api/organisations/1/maps/': { body: [map()] },
    });
    renderApp('/users/');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
  });

  it("alerts 'Token expired' and goes to Login when a share token is not accepted", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { requests } = mockApi({ 'GET /api/layout/': { body: layout } });
    const { router } = renderApp('/maps/3/share/abc/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login/'));
    expect(alert).toHaveBeenCalledWith('Token expired');
    expect(router.state.location.search).toBe('?next=%2Fmaps%2F3%2Fshare%2Fabc%2F');
    expect(requests.filter((r) => r.path.startsWith('/api/maps/3'))).toEqual([]);
  });

  // The server has no map-share endpoint yet; the map-share issue adds it and this test again.
  it.skip('enters map-share mode when the share answer carries a token', async () => {
    localStorage.setItem('token', TOKEN);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { requests } = mockApi({
      'GET /api/layout/': { body: layout },
      'GET /api/users/me/': { body: profile() },
      'GET /api/organisations/1/maps/': { body: [map()] },
      'GET /api/mapshares/abc/': { body: { token: 'abc', map: 3, expiry: '2030-01-01T00:00:00Z' } },
      'GET /api/maps/3/': { body: map({ id: 3, title: 'Shared corridor' }) },
    });
    renderApp('/maps/3/share/abc/');
    expect(
      await screen.findByRole('heading', { name: 'Shared corridor', level: 1 }),
    ).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    expect(sessionStore.get().mapShare?.token).toBe('abc');
    const mapRequest = requests.find((r) => r.path === '/api/maps/3/');
    expect(mapRequest?.headers.get('MapShare')).toBe('Token abc');
    expect(mapRequest?.headers.has('Authorization')).toBe(false);
    // Map-share viewers have no user menu.
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
  });

  it("drops an invalid token and goes to Login on 403 'Invalid token.'", async () => {
    localStorage.setItem('token', TOKEN);
    mockApi({
      'GET /api/layout/': { body: layout },
      'GET /api/users/me/': { status: 403, body: { detail: 'Invalid token.' } },
    });
    const { router } = renderApp('/maps/');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login/');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
