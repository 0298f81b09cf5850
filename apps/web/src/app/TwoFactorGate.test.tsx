import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { profileWith } from '../test/fixtures.js';
import { renderApp } from '../test/renderApp.js';
import { signedIn } from '../features/users-admin/testFixtures.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const required = (setupRequired: boolean) =>
  profileWith(
    { manage_two_factor: true, open_maps_settings: true },
    {},
    { two_factor: { enabled: !setupRequired, setup_required: setupRequired } },
  );

describe('a session that must set up two-factor sign-in first', () => {
  it('shows the set-up in place of the app, keeps signing out, and opens the app once done', async () => {
    let profiles = 0;
    const api = signedIn(required(true), {
      'GET /api/users/me/': () => ({ body: required((profiles += 1) === 1) }),
      'POST /api/auth/two-factor/setup/': {
        body: { secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Waymark:ada?secret=X' },
      },
      'POST /api/auth/two-factor/confirm/': {
        body: { recovery_codes: Array.from({ length: 10 }, (_, i) => `aaaaa-bbbb${i}`) },
      },
    });
    renderApp('/maps/');
    expect(
      await screen.findByRole('heading', { name: 'Set up two-factor sign-in' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    // Nothing of the app is asked for meanwhile: the server would refuse it.
    expect(api.requests.some((r) => r.path.includes('/maps/'))).toBe(false);

    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Set up' }));
    await user.type(await screen.findByRole('textbox', { name: /Authentication code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('heading', { name: 'Maps' })).toBeInTheDocument();
    await waitFor(() => expect(api.requests.some((r) => r.path.includes('/maps/'))).toBe(true));
  });

  it('fetches the profile again when the server answers that the set-up is required', async () => {
    let profiles = 0;
    const api = signedIn(required(false), {
      'GET /api/users/me/': () => ({ body: required((profiles += 1) > 1) }),
      'GET /api/organisations/1/maps/': {
        status: 403,
        body: { detail: 'Set it up first.', code: 'two_factor_setup_required' },
      },
    });
    renderApp('/maps/');
    expect(
      await screen.findByRole('heading', { name: 'Set up two-factor sign-in' }),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path === '/api/users/me/').length).toBe(2);
  });
});
