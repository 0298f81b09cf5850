import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../entities/session/sessionStore.js';
import { shareValidation } from '../../features/map-share/testShares.js';
import { layout, map, profile, profileWith } from '../../test/fixtures.js';
import { mockApi } from '../../test/mockApi.js';
import { renderApp } from '../../test/renderApp.js';

const TOKEN = 'c'.repeat(40);
const SHARE = 'Sh4re_t0ken-'.padEnd(43, 'x');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the route guard in the app', () => {
  it('sends a visitor without a session to Login with next', async () => {
    const { requests } = mockApi({
      'GET /api/layout/': { body: layout },
      // Login asks which identity provider the host's organisation signs in with: none.
      'GET /api/auth/sso/': { body: { providers: [] } },
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
      'GET /api/users/me/': { body: profileWith({ open_layers_settings: true }) },
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
      'GET /api/users/me/': { body: profileWith({ open_users_settings: true }) },
      'GET /api/organisations/1/maps/': { body: [map()] },
    });
    renderApp('/users/');
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
  });

  it("alerts 'Token expired' and goes to Login with next when the share token is refused", async () => {
    // A signed-in user opening a dead link keeps their own session.
    localStorage.setItem('token', TOKEN);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { requests } = mockApi({
      'GET /api/layout/': { body: layout },
      'GET /api/users/me/': { body: profile() },
      'GET /api/organisations/1/maps/': { body: [map()] },
      [`GET /api/mapshares/${SHARE}/`]: { status: 403, body: { detail: 'Invalid token.' } },
    });
    const { router } = renderApp(`/maps/3/share/${SHARE}/`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login/'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Token expired');
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent(`/maps/3/share/${SHARE}/`)}`,
    );
    const check = requests.find((r) => r.path === `/api/mapshares/${SHARE}/`);
    expect(check?.headers.get('MapShare')).toBe(`Token ${SHARE}`);
    expect(check?.headers.has('Authorization')).toBe(false);
    expect(requests.filter((r) => r.path.startsWith('/api/maps/3'))).toEqual([]);
    expect(localStorage.getItem('token')).toBe(TOKEN);
    expect(sessionStore.get().mapShare).toBeNull();
  });

  it('enters map-share mode when the share answer carries a token', async () => {
    localStorage.setItem('token', TOKEN);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { requests } = mockApi({
      'GET /api/layout/': { body: layout },
      'GET /api/users/me/': { body: profileWith({ administer: true, open_maps_settings: true }) },
      'GET /api/organisations/1/maps/': { body: [map()] },
      [`GET /api/mapshares/${SHARE}/`]: { body: shareValidation() },
      'GET /api/maps/3/': { body: map({ id: 3, title: 'Shared corridor' }) },
    });
    renderApp(`/maps/3/share/${SHARE}/`);
    expect(
      await screen.findByRole('heading', { name: 'Shared corridor', level: 1 }),
    ).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    const session = sessionStore.get().mapShare;
    expect(session?.token).toBe(SHARE);
    expect(session?.share.created_by).toEqual({ first_name: 'Ada', last_name: 'Byrne' });
    const mapRequest = requests.find((r) => r.path === '/api/maps/3/');
    expect(mapRequest?.headers.get('MapShare')).toBe(`Token ${SHARE}`);
    expect(mapRequest?.headers.has('Authorization')).toBe(false);
    // Map-share viewers have no user menu and no cog, whatever the signed-in user may do.
    expect(screen.queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Map settings' })).not.toBeInTheDocument();
    // Their stored token is kept for when they leave the share.
    expect(localStorage.getItem('token')).toBe(TOKEN);
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
