import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userAbilities } from '../../test/abilities.js';
import { renderApp } from '../../test/renderApp.js';
import { editor, signedIn, userRead } from './testFixtures.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const RESET = 'Reset two-factor sign-in';

describe('resetting a user’s two-factor sign-in (/user/:id/)', () => {
  it('is offered when the user has it on and their abilities allow it, and asks first', async () => {
    const target = userRead({
      two_factor_enabled: true,
      abilities: userAbilities(true, { reset_two_factor: true }),
    });
    const api = signedIn(editor({ open_users_settings: true }), {
      'GET /api/users/5/': { body: target },
      'POST /api/users/5/two-factor/reset/': { body: { ...target, two_factor_enabled: false } },
    });
    renderApp('/user/5/');
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Two-factor sign-in on')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: RESET }));
    const dialog = await screen.findByRole('dialog', { name: RESET });
    expect(within(dialog).getByText(/sign in with their password alone/)).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: RESET }));

    expect(await screen.findByText('Two-factor sign-in of Ben Walsh reset.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Two-factor sign-in off')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: RESET })).toBeNull();
  });

  it('is not offered when the abilities say no, or when it is off', async () => {
    signedIn(editor({ open_users_settings: true }), {
      'GET /api/users/5/': {
        body: userRead({
          two_factor_enabled: true,
          abilities: userAbilities(true, { reset_two_factor: false }),
        }),
      },
      'GET /api/users/6/': {
        body: userRead({
          id: 6,
          abilities: userAbilities(true, { reset_two_factor: true }),
        }),
      },
    });
    const { router } = renderApp('/user/5/');
    expect(await screen.findByText('Two-factor sign-in on')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: RESET })).toBeNull();
    await router.navigate('/user/6/');
    expect(await screen.findByText('Two-factor sign-in off')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: RESET })).toBeNull();
  });
});
