import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layout, map, profileWith } from '../../test/fixtures.js';
import { mockApi, type MockRequest } from '../../test/mockApi.js';
import { renderApp } from '../../test/renderApp.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const KEY = 'f'.repeat(40);
const challenge = (message: string) => ({
  status: 400,
  body: { code: [message], two_factor_required: true },
});

/** The server's sign-in for an account with two-factor sign-in on: 123456 is the right code. */
function signIn(request: MockRequest) {
  const body = JSON.parse(String(request.body)) as { code?: string };
  if (body.code === undefined) return challenge('Enter the code from your authenticator app.');
  if (body.code !== '123456') return challenge('This code is not right.');
  return { body: { key: KEY } };
}

describe('the sign-in’s code step', () => {
  it('asks for the code after the password, shows a wrong one’s error, then signs in', async () => {
    const { requests } = mockApi({
      'GET /api/layout/': { body: layout },
      'POST /api/auth/login/': signIn,
      'GET /api/users/me/': { body: profileWith({ open_maps_settings: true }) },
      'GET /api/organisations/1/maps/': { body: [map()] },
      'GET /api/layout/1/': { body: layout },
    });
    const { router } = renderApp('/auth/login/?next=%2Fmaps%2F');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const code = await screen.findByRole('textbox', { name: /Authentication code/ });
    expect(code).toHaveFocus();
    expect(screen.queryByText('Enter the code from your authenticator app.')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This code is not right.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/maps/'));
    expect(localStorage.getItem('token')).toBe(KEY);
    const sent = requests
      .filter((r) => r.path === '/api/auth/login/')
      .map((r) => JSON.parse(String(r.body)) as unknown);
    expect(sent).toEqual([
      { email: 'ada@example.com', password: 'secret-pass' },
      { email: 'ada@example.com', password: 'secret-pass', code: '654321' },
      { email: 'ada@example.com', password: 'secret-pass', code: '123456' },
    ]);
  });

  it('takes a recovery code, and goes back to the password on request', async () => {
    mockApi({ 'GET /api/layout/': { body: layout }, 'POST /api/auth/login/': signIn });
    renderApp('/auth/login/');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Six digits, or a recovery code')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('ada@example.com');
  });
});
