import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../entities/session/sessionStore.js';
import { layout, profileWith } from '../test/fixtures.js';
import { renderApp } from '../test/renderApp.js';

const TOKEN = 'f'.repeat(40);

/** No network: every request fails before reaching a server, as fetch does offline. */
function cutNetwork() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  const fetchMock = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a signed-in page opened with no network (the offline shell)', () => {
  it('stays signed in with the last profile, says it is offline, and that settings need the network', async () => {
    localStorage.setItem('token', TOKEN);
    localStorage.setItem('hostLayout', JSON.stringify({ ...layout, title: 'Stored branding' }));
    localStorage.setItem(
      'lastProfile',
      JSON.stringify(profileWith({ open_layers_settings: true })),
    );
    const fetchMock = cutNetwork();
    const { router } = renderApp('/layers/');

    expect(await screen.findByRole('heading', { name: 'Layers' })).toBeInTheDocument();
    expect(await screen.findByText('You are offline')).toBeInTheDocument();
    expect(screen.getByText('Not available offline')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getAllByText('Stored branding').length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/layers/');
    expect(fetchMock).toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe(TOKEN);
    expect(sessionStore.get().token).toBe(TOKEN);
  });

  it('keeps the token without a remembered profile (the server may still know it)', async () => {
    localStorage.setItem('token', TOKEN);
    cutNetwork();
    const { router } = renderApp('/layers/');
    await waitFor(() => expect(screen.queryByText('Initialising...')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/layers/');
    expect(localStorage.getItem('token')).toBe(TOKEN);
  });
});
