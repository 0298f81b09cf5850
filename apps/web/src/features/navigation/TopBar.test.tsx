import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layout, map, profile } from '../../test/fixtures.js';
import { mockApi } from '../../test/mockApi.js';
import { renderApp } from '../../test/renderApp.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

function signedIn(permissions: string[]) {
  localStorage.setItem('token', 'a'.repeat(40));
  mockApi({
    'GET /api/layout/': { body: layout },
    'GET /api/layout/1/': { body: layout },
    'GET /api/users/me/': { body: profile({ permissions }) },
    'GET /api/organisations/1/maps/': {
      body: [map(), map({ id: 2, name: 'Second', title: 'Second' })],
    },
    'GET /api/maps/2/': { body: map({ id: 2, name: 'Second', title: 'Second' }) },
    'GET /api/maps/1/': { body: map() },
  });
}

describe('top bar (2.3)', () => {
  it('offers the cog to the Map detail of the active map outside settings', async () => {
    signedIn(['layers.add_layer']);
    renderApp('/maps/2/');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('heading', { name: 'Second' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Map settings' })).toHaveAttribute(
      'href',
      '/maps/2/detail/',
    );
    expect(within(banner).queryByRole('link', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('has no cog without an admin permission', async () => {
    signedIn(['layers.upload', 'profiles.impersonate']);
    renderApp('/maps/2/');
    const banner = await screen.findByRole('banner');
    await within(banner).findByRole('heading', { name: 'Second' });
    expect(within(banner).queryByRole('link', { name: 'Map settings' })).not.toBeInTheDocument();
  });

  it("says 'Settings' in the admin module and closes to Home", async () => {
    signedIn(['maps.change_map']);
    renderApp('/maps/');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByText('Settings')).toBeInTheDocument();
    const close = within(banner).getAllByRole('link', { name: 'Close' });
    expect(close[0]).toHaveAttribute('href', '/');
    expect(within(banner).queryByRole('link', { name: 'Map settings' })).not.toBeInTheDocument();
  });

  it('switches between the maps of the organisation, the current title beside', async () => {
    signedIn([]);
    const { router } = renderApp('/maps/2/');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('heading', { level: 1, name: 'Second' })).toBeVisible();
    const user = userEvent.setup();
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
