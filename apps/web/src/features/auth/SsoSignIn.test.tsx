import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SsoProvider } from '@waymark/contract/sso';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateAway } from '../../lib/navigateAway.js';
import { layout, map, profile } from '../../test/fixtures.js';
import { mockApi } from '../../test/mockApi.js';
import { renderApp } from '../../test/renderApp.js';

vi.mock('../../lib/navigateAway.js', () => ({ navigateAway: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(navigateAway).mockReset();
});

const provider = (required = false): SsoProvider => ({
  organisation_id: 3,
  organisation_name: 'Coastal Rail',
  display_name: 'Coastal Identity',
  start_url: '/api/auth/sso/3/start/',
  required,
});

describe('signing in through an organisation’s identity provider', () => {
  it('offers the host organisation’s provider, coming back to the page asked for', async () => {
    mockApi({
      'GET /api/layout/': { body: layout },
      'GET /api/auth/sso/': { body: { providers: [provider()] } },
    });
    renderApp('/auth/login/?next=%2Fmaps%2F');
    const link = await screen.findByRole('link', { name: 'Sign in with Coastal Identity' });
    expect(link).toHaveAttribute('href', '/api/auth/sso/3/start/?next=%2Fmaps%2F');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('offers an address’s provider by its domain, and goes there when it is required', async () => {
    let required = false;
    const { requests } = mockApi({
      'GET /api/layout/': { body: layout },
      'GET /api/auth/sso/': { body: { providers: [] } },
      'POST /api/auth/sso/lookup/': (request) => {
        const { email } = JSON.parse(String(request.body)) as { email: string };
        return {
          body: { provider: email.endsWith('@coastal.example') ? provider(required) : null },
        };
      },
    });
    renderApp('/auth/login/');
    const user = userEvent.setup({ delay: null });
    const email = await screen.findByRole('textbox', { name: /Email/ });
    await user.type(email, 'ciara@coastal.example');
    expect(
      await screen.findByText('Addresses at coastal.example sign in with Coastal Identity.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue with Coastal Identity' })).toHaveAttribute(
      'href',
      '/api/auth/sso/3/start/',
    );
    await user.tab();
    expect(navigateAway).not.toHaveBeenCalled();
    const asked = requests.filter((r) => r.path === '/api/auth/sso/lookup/');
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((r) => !r.headers.has('Authorization'))).toBe(true);

    required = true;
    await user.clear(email);
    await user.type(email, 'niamh@coastal.example');
    await screen.findByText('Coastal Rail signs in with Coastal Identity only.');
    await user.tab();
    await waitFor(() => expect(navigateAway).toHaveBeenCalledWith('/api/auth/sso/3/start/'));
  });

  it('says why a single sign-in came back', async () => {
    mockApi({ 'GET /api/layout/': { body: layout } });
    renderApp('/auth/login/?sso_error=no_account');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have no account in this organisation yet. Ask its administrator to add you.',
    );
  });

  it('trades the hand-over code for a token and goes where the user was going', async () => {
    const code = 'c'.repeat(40);
    const { requests } = mockApi({
      'GET /api/layout/': { body: layout },
      'POST /api/auth/sso/exchange/': { body: { key: 'k'.repeat(40), next: '/maps/' } },
      'GET /api/users/me/': { body: profile() },
      'GET /api/organisations/1/maps/': { body: [map()] },
      'GET /api/layout/1/': { body: layout },
    });
    const { router } = renderApp(`/auth/login/sso/?code=${code}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/maps/'));
    expect(localStorage.getItem('token')).toBe('k'.repeat(40));
    const exchange = requests.filter((r) => r.path === '/api/auth/sso/exchange/');
    expect(exchange).toHaveLength(1);
    expect(JSON.parse(String(exchange[0]!.body))).toEqual({ code });
  });

  it('goes back to Login when the hand-over code no longer works', async () => {
    mockApi({
      'GET /api/layout/': { body: layout },
      'POST /api/auth/sso/exchange/': {
        status: 400,
        body: { code: ['This sign-in has expired. Sign in again.'] },
      },
    });
    const { router } = renderApp(`/auth/login/sso/?code=${'d'.repeat(40)}`);
    await waitFor(() => expect(router.state.location.search).toBe('?sso_error=expired'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('ends the provider’s session at sign-out when the server says where', async () => {
    localStorage.setItem('token', 'a'.repeat(40));
    mockApi({
      'GET /api/layout/': { body: layout },
      'GET /api/users/me/': { body: profile() },
      'GET /api/organisations/1/maps/': { body: [map()] },
      'POST /api/auth/logout/': {
        body: {
          detail: 'Successfully logged out.',
          end_session_url: 'https://login.coastal.example/logout?id_token_hint=x',
        },
      },
    });
    renderApp('/auth/logout/');
    await waitFor(() =>
      expect(navigateAway).toHaveBeenCalledWith(
        'https://login.coastal.example/logout?id_token_hint=x',
      ),
    );
    expect(localStorage.getItem('token')).toBeNull();
  });
});
