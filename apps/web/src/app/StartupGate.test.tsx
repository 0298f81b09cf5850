import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layout, map, profile } from '../test/fixtures.js';
import { mockApi, type MockAnswer } from '../test/mockApi.js';
import { renderApp } from '../test/renderApp.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('startup (2.2)', () => {
  it("shows 'Initialising...' until the maps are loaded, then goes Home to the active map", async () => {
    localStorage.setItem('token', 'd'.repeat(40));
    let releaseMaps: (answer: MockAnswer) => void = () => undefined;
    const { requests } = mockApi({
      'GET /api/layout/': { body: layout },
      'GET /api/users/me/': { body: profile() },
      'GET /api/layout/1/': { body: layout },
      'GET /api/organisations/1/maps/': () =>
        new Promise<MockAnswer>((resolve) => {
          releaseMaps = resolve;
        }),
      'GET /api/maps/1/': { body: map() },
    });
    const { router } = renderApp('/');
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/api/organisations/1/maps/')).toBe(true),
    );
    expect(screen.getByText('Initialising...')).toBeInTheDocument();
    releaseMaps({ body: [map()] });
    expect(await screen.findByRole('heading', { name: 'Demo map', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/maps/1/');
    expect(screen.queryByText('Initialising...')).not.toBeInTheDocument();
  });

  it('ends at once when there is no user', async () => {
    mockApi({ 'GET /api/layout/': { body: layout } });
    renderApp('/auth/login/');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows only the message on a host without a layout', async () => {
    mockApi({ 'GET /api/layout/': { status: 404, body: { detail: 'Not found.' } } });
    const { container } = renderApp('/auth/login/');
    expect(
      await screen.findByText('This domain is not configured. Please contact the admin.'),
    ).toBeInTheDocument();
    expect(container.textContent).toBe('This domain is not configured. Please contact the admin.');
  });

  it('stores an orgId from the URL as the current organisation', async () => {
    mockApi({ 'GET /api/layout/': { body: layout } });
    window.history.replaceState(null, '', '/?orgId=4');
    renderApp('/auth/login/');
    await screen.findByRole('button', { name: 'Login' });
    expect(localStorage.getItem('organisationId')).toBe('4');
    expect(window.location.search).toBe('');
  });

  it("shows 'No map found' on Home when the organisation has no map", async () => {
    localStorage.setItem('token', 'd'.repeat(40));
    const member = profile();
    mockApi({
      'GET /api/layout/': { body: layout },
      'GET /api/users/me/': {
        body: { ...member, organisations: member.organisations.map((o) => ({ ...o, map: null })) },
      },
      'GET /api/organisations/1/maps/': { body: [] },
    });
    renderApp('/');
    expect(await screen.findByText('No map found')).toBeInTheDocument();
  });
});
