import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserRead } from '@waymark/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userAbilities } from '../../test/abilities.js';
import { renderApp } from '../../test/renderApp.js';
import { editor, jsonOf, signedIn, userRead } from './testFixtures.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The grid row holding a text, once it is there. */
async function rowOf(grid: HTMLElement, text: string): Promise<HTMLElement> {
  const cell = await within(grid).findByText(text);
  const row = cell.closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row holds ${text}`);
  return row;
}

const page = (results: UserRead[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

const ben = userRead({
  permissions: ['maps.change_map', 'layers.change_layer'],
  organisations: [{ ...userRead().organisations[0]!, admin: true }],
});
const cara = userRead({
  id: 6,
  first_name: 'Cara',
  last_name: 'Nolan',
  name: 'Cara Nolan',
  email: 'cara@example.com',
  last_login: null,
  is_active: false,
});

describe('users list (/users/)', () => {
  it("has no 'Create' when the organisation's add_user is false", async () => {
    signedIn(editor({ open_users_settings: true }, { add_user: false }), {
      'GET /api/users/': { body: page([ben]) },
    });
    renderApp('/users/');
    await screen.findByText('ben@example.com');
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });

  it("lists the current organisation's users with their admin flag, permissions and last login", async () => {
    const api = signedIn(editor({ open_users_settings: true }), {
      'GET /api/users/': { body: page([ben, cara]) },
    });
    renderApp('/users/?ordering=-last_login');
    const grid = await screen.findByRole('grid', { name: 'Users' });
    const benRow = await rowOf(grid, 'Ben Walsh');
    expect(within(benRow).getByText('ben@example.com')).toBeInTheDocument();
    expect(within(benRow).getByText('2')).toBeInTheDocument();
    const lastLogin = new Date('2026-03-04T09:05:00Z');
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(
      within(benRow).getByText(
        `04/03/2026 ${pad(lastLogin.getHours())}:${pad(lastLogin.getMinutes())}`,
      ),
    ).toBeInTheDocument();
    const caraRow = await rowOf(grid, 'Cara Nolan');
    expect(within(caraRow).getByText('-')).toBeInTheDocument();
    // Admin (of this organisation) and Active: Ben is both, Cara neither.
    expect(within(benRow).getAllByTitle('Yes')).toHaveLength(2);
    expect(within(caraRow).getAllByTitle('No')).toHaveLength(2);

    const list = api.requests.find((r) => r.path === '/api/users/');
    const query = new URLSearchParams(list?.search);
    expect(query.get('organisation')).toBe('1');
    expect(query.get('ordering')).toBe('-last_login');
    expect(query.get('page')).toBe('1');
    expect(query.get('items')).toBe('100');
  });

  it('creates a user in the current organisation, inviting them when no password is given', async () => {
    const created = userRead({
      id: 9,
      name: '',
      first_name: '',
      last_name: '',
      email: 'new@example.com',
    });
    const api = signedIn(editor({ open_users_settings: true }, { add_user: true }), {
      'GET /api/users/': { body: page([]) },
      'POST /api/users/': { status: 201, body: created },
    });
    renderApp('/users/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'new@example.com');
    expect(
      within(dialog).getByText(
        'Without a password, new@example.com will get an invitation mail with a link to choose their password.',
      ),
    ).toBeVisible();
    // The organisation's add_user opens the whole form, the permissions with it.
    expect(within(dialog).getByRole('checkbox', { name: 'Edit layers' })).toBeEnabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Edit maps' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(jsonOf(api.requests.find((r) => r.method === 'POST'))).toEqual({
      email: 'new@example.com',
      first_name: '',
      last_name: '',
      is_active: true,
      permissions: ['maps.change_map'],
      organisation: 1,
      admin: false,
    });
    expect(
      await screen.findByText(
        'User new@example.com created. An invitation mail is on its way to them.',
      ),
    ).toBeInTheDocument();
  });

  it('checks the form before sending: a short password and a missing email', async () => {
    const api = signedIn(editor({ open_users_settings: true }, { add_user: true }), {
      'GET /api/users/': { body: page([]) },
    });
    renderApp('/users/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.type(within(dialog).getByLabelText('Password'), 'short');
    expect(within(dialog).queryByText(/invitation mail/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Password should be at lease 8 characters long'),
    ).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("offers 'Delete user' where the user's abilities.delete is true (never oneself)", async () => {
    const me = userRead({
      id: 1,
      name: 'Ada Byrne',
      email: 'ada@example.com',
      abilities: userAbilities(true, { delete: false, change_permissions: false }),
    });
    let users = [me, ben];
    const api = signedIn(editor({ open_users_settings: true }), {
      'GET /api/users/': () => ({ body: page(users) }),
      'DELETE /api/users/5/': () => {
        users = [me];
        return { status: 204 };
      },
    });
    renderApp('/users/');
    const user = userEvent.setup({ delay: null });
    const grid = await screen.findByRole('grid', { name: 'Users' });
    const ada = await rowOf(grid, 'Ada Byrne');
    expect(within(ada).getByRole('button', { name: 'Open Ada Byrne' })).toBeInTheDocument();
    expect(within(ada).queryByRole('button', { name: 'Delete user' })).not.toBeInTheDocument();

    await user.click(
      within(await rowOf(grid, 'Ben Walsh')).getByRole('button', { name: 'Delete user' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Ben Walsh?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete user' }));
    await waitFor(() => expect(within(grid).queryByText('Ben Walsh')).not.toBeInTheDocument());
    expect(api.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('User Ben Walsh deleted.')).toBeInTheDocument();
  });

  it('opens a user on a row click', async () => {
    signedIn(editor({ open_users_settings: true }), {
      'GET /api/users/': { body: page([ben]) },
      'GET /api/users/5/': { body: ben },
    });
    const { router } = renderApp('/users/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByText('ben@example.com'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/5/'));
    expect(await screen.findByRole('heading', { name: /Ben Walsh/ })).toBeInTheDocument();
  });
});
