import { screen, within } from '@testing-library/react';
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

  it('is hidden on Login', async () => {
    mockApi({ 'GET /api/layout/': { body: layout } });
    renderApp('/auth/login/');
    await screen.findByRole('button', { name: 'Login' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
