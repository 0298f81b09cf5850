import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layout, map, profileWith } from '../../test/fixtures.js';
import { mockApi } from '../../test/mockApi.js';
import { renderApp } from '../../test/renderApp.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const KEY = 'e'.repeat(40);

describe('Login', () => {
  it('signs in, stores the key, loads profile and maps, and goes to next', async () => {
    const { requests } = mockApi({
      'GET /api/layout/': { body: layout },
      'POST /api/auth/login/': { body: { key: KEY } },
      'GET /api/users/me/': { body: profileWith({ open_maps_settings: true }) },
      'GET /api/organisations/1/maps/': { body: [map()] },
      'GET /api/layout/1/': { body: layout },
    });
    const { router } = renderApp('/auth/login/?next=%2Fmaps%2F');
    await userEvent.type(await screen.findByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/maps/'));
    expect(localStorage.getItem('token')).toBe(KEY);
    const login = requests.find((r) => r.path === '/api/auth/login/');
    expect(JSON.parse(String(login?.body))).toEqual({
      email: 'ada@example.com',
      password: 'secret-pass',
    });
    expect(login?.headers.has('Authorization')).toBe(false);
    const order = requests.map((r) => r.path);
    expect(order.indexOf('/api/users/me/')).toBeLessThan(
      order.indexOf('/api/organisations/1/maps/'),
    );
    expect(await screen.findByRole('heading', { name: 'Maps' })).toBeInTheDocument();
  });

  it("shows the server's error for wrong credentials", async () => {
    mockApi({
      'GET /api/layout/': { body: layout },
      'POST /api/auth/login/': {
        status: 400,
        body: { non_field_errors: ['Unable to log in with provided credentials.'] },
      },
    });
    renderApp('/auth/login/');
    await userEvent.type(await screen.findByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText('Unable to log in with provided credentials.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('checks the fields before sending anything', async () => {
    const { requests } = mockApi({ 'GET /api/layout/': { body: layout } });
    renderApp('/auth/login/');
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(requests.some((r) => r.path === '/api/auth/login/')).toBe(false);
  });
});
