import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MapRead, SessionAbilities } from '@waymark/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapAbilities } from '../../test/abilities.js';
import { layout, map, profile, profileWith } from '../../test/fixtures.js';
import { mockApi } from '../../test/mockApi.js';
import { renderApp } from '../../test/renderApp.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Signed in with these session abilities; the second map answers with `second` on top. */
function signedIn(session: Partial<SessionAbilities>, second: Partial<MapRead> = {}) {
  localStorage.setItem('token', 'a'.repeat(40));
  const secondMap = map({ id: 2, name: 'Second', title: 'Second', ...second });
  return mockApi({
    'GET /api/layout/': { body: layout },
    'GET /api/layout/1/': { body: layout },
    'GET /api/users/me/': { body: profileWith(session) },
    'GET /api/organisations/1/maps/': { body: [map(), secondMap] },
    'GET /api/maps/2/': { body: secondMap },
    'GET /api/maps/1/': { body: map() },
    'GET /api/users/': { body: { count: 0, next: null, previous: null, results: [] } },
  });
}

const cog = async () =>
  within(await screen.findByRole('banner')).findByRole('link', { name: 'Map settings' });

describe('top bar (2.3)', () => {
  it('offers the cog to the Map detail of the active map when the map may be changed', async () => {
    signedIn({ administer: true });
    renderApp('/maps/2/');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('heading', { name: 'Second' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Map settings' })).toHaveAttribute(
      'href',
      '/maps/2/detail/',
    );
    expect(within(banner).queryByRole('link', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('has no cog when the session’s abilities.administer is false', async () => {
    signedIn({
      upload: true,
      impersonate: true,
      open_maps_settings: true,
      open_users_settings: true,
    });
    renderApp('/maps/2/');
    const banner = await screen.findByRole('banner');
    await within(banner).findByRole('heading', { name: 'Second' });
    expect(within(banner).queryByRole('link', { name: 'Map settings' })).not.toBeInTheDocument();
  });

  it("says 'Settings' in the admin module and closes to Home", async () => {
    signedIn({ administer: true, open_maps_settings: true });
    renderApp('/maps/');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Settings')).toBeInTheDocument();
    const close = within(banner).getAllByRole('link', { name: 'Close' });
    expect(close[0]).toHaveAttribute('href', '/');
    expect(within(banner).queryByRole('link', { name: 'Map settings' })).not.toBeInTheDocument();
  });

  it('leads a user who may not change the map to the first settings screen they may open', async () => {
    signedIn(
      { administer: true, open_users_settings: true, open_mapshares_settings: true },
      { abilities: mapAbilities(false, { view: true }) },
    );
    const { router } = renderApp('/maps/2/');
    const link = await cog();
    await waitFor(() => expect(link).toHaveAttribute('href', '/users/'));
    // A user who only administers users gets the Users screen, not the permission-denied page.
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users/');
  });

  it("leads to the map's read-only detail when no settings screen may be opened", async () => {
    signedIn({ administer: true }, { abilities: mapAbilities(false, { view: true }) });
    const { router } = renderApp('/maps/2/');
    const link = await cog();
    await waitFor(() => expect(link).toHaveAttribute('href', '/maps/2/detail/'));
    await userEvent.click(link);
    expect(
      await screen.findByText('You can see the settings of this map but not change them.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/maps/2/detail/');
  });

  it('switches between the maps of the organisation, the current title beside', async () => {
    signedIn({});
    const { router } = renderApp('/maps/2/');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('heading', { level: 1, name: 'Second' })).toBeVisible();
    const user = userEvent.setup({ delay: null });
    await user.click(within(banner).getByRole('combobox', { name: 'Switch map' }));
    expect(screen.getByRole('option', { name: 'Second' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Demo map' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/maps/1/'));
  });

  it('has no map switcher for an organisation with one map', async () => {
    localStorage.setItem('token', 'a'.repeat(40));
    mockApi({
      'GET /api/layout/': { body: layout },
      'GET /api/layout/1/': { body: layout },
      'GET /api/users/me/': { body: profile() },
      'GET /api/organisations/1/maps/': { body: [map()] },
      'GET /api/maps/1/': { body: map() },
    });
    renderApp('/maps/1/');
    const banner = await screen.findByRole('banner');
    await within(banner).findByRole('heading', { level: 1, name: 'Demo map' });
    expect(within(banner).queryByRole('combobox', { name: 'Switch map' })).not.toBeInTheDocument();
  });

  it('is hidden on Login', async () => {
    mockApi({ 'GET /api/layout/': { body: layout } });
    renderApp('/auth/login/');
    await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
