import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userAbilities } from '../../test/abilities.js';
import { renderApp } from '../../test/renderApp.js';
import { editor, jsonOf, signedIn, userRead } from './testFixtures.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const checkbox = (name: string) => screen.getByRole('checkbox', { name });

describe('user detail (/user/:id/)', () => {
  it('lets the permissions be ticked when the user’s abilities.change_permissions is true', async () => {
    const target = userRead({ permissions: ['maps.delete_map', 'maps.change_map'] });
    const api = signedIn(editor({ open_users_settings: true }), {
      'GET /api/users/5/': { body: target },
      'PATCH /api/users/5/': (request) => ({
        body: { ...target, ...(jsonOf(request) as object) },
      }),
    });
    renderApp('/user/5/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));

    expect(checkbox('Edit maps')).toBeEnabled();
    expect(checkbox('Edit maps')).toBeChecked();
    expect(checkbox('Delete maps')).toBeEnabled();
    expect(checkbox('Create organisations')).toBeEnabled();

    await user.click(checkbox('Edit layers'));
    await user.click(checkbox('Edit maps'));
    await user.click(screen.getByRole('switch', { name: 'Admin' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.requests.some((r) => r.method === 'PATCH')).toBe(true));
    const patch = api.requests.find((r) => r.method === 'PATCH');
    expect(jsonOf(patch)).toEqual({
      email: 'ben@example.com',
      first_name: 'Ben',
      last_name: 'Walsh',
      // Section 4: updating a user adds the current organisation.
      organisation: 1,
      is_active: true,
      admin: true,
      permissions: ['layers.change_layer', 'maps.delete_map'],
    });
    expect(await screen.findByText('User saved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a permission the editor may not grant", async () => {
    signedIn(editor({ open_users_settings: true }), {
      'GET /api/users/5/': { body: userRead() },
      'PATCH /api/users/5/': {
        status: 403,
        body: {
          detail: 'You cannot grant permissions you do not hold: organisations.add_organisation.',
        },
      },
    });
    renderApp('/user/5/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(checkbox('Create organisations'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'You cannot grant permissions you do not hold: organisations.add_organisation.',
      ),
    ).toBeInTheDocument();
    // Still editing, so that the box can be unticked.
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it("asks before 'Delete user', deletes on confirmation and goes back to the list", async () => {
    const api = signedIn(editor({ open_users_settings: true }), {
      'GET /api/users/5/': { body: userRead() },
      'DELETE /api/users/5/': { status: 204 },
      'GET /api/users/': { body: { count: 0, next: null, previous: null, results: [] } },
    });
    const { router } = renderApp('/user/5/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete user' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete user' });
    expect(within(dialog).getByText(/Ben Walsh will no longer be able to sign in/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete user' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete user' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/'));
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      '/api/users/5/',
    ]);
    expect(await screen.findByText('User Ben Walsh deleted.')).toBeInTheDocument();
  });

  it('lets users edit only their own name and email', async () => {
    const me = editor({ open_users_settings: true });
    const self = userRead({
      id: 1,
      first_name: 'Ada',
      last_name: 'Byrne',
      name: 'Ada Byrne',
      email: 'ada@example.com',
      permissions: ['users.change_user', 'users.delete_user', 'maps.change_map'],
      organisations: me.organisations,
      // The server's answer for one's own account.
      abilities: userAbilities(false, { view: true, change: true }),
    });
    const api = signedIn(me, {
      'GET /api/users/1/': { body: self },
      'PATCH /api/users/1/': (request) => ({ body: { ...self, ...(jsonOf(request) as object) } }),
    });
    renderApp('/user/1/');
    const user = userEvent.setup({ delay: null });
    expect(
      await screen.findByText('This is your own account: you can change your name and email.'),
    ).toBeInTheDocument();
    // Never oneself: no delete; the password is changed in its own dialog.
    expect(screen.queryByRole('button', { name: 'Delete user' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(checkbox('Edit maps')).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Admin' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeDisabled();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(
      screen.getAllByLabelText('You cannot change your own permissions.').length,
    ).toBeGreaterThan(0);

    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await user.clear(firstName);
    await user.type(firstName, 'Adaline');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(jsonOf(api.requests.find((r) => r.method === 'PATCH'))).toEqual({
      email: 'ada@example.com',
      first_name: 'Adaline',
      last_name: 'Byrne',
      organisation: 1,
    });
  });

  it('is read-only with no Edit button when the user’s abilities allow no change', async () => {
    signedIn(editor({ open_users_settings: true }), {
      'GET /api/users/5/': {
        body: userRead({
          permissions: ['maps.change_map'],
          abilities: userAbilities(false, { view: true, impersonate: true }),
        }),
      },
    });
    renderApp('/user/5/');
    expect(
      await screen.findByText('You may look at this user but not change them.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete user' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('readonly');
    expect(checkbox('Edit maps')).toBeChecked();
    expect(checkbox('Edit maps')).toBeDisabled();
  });

  it('shows the server’s field errors under their fields', async () => {
    signedIn(editor({ open_users_settings: true }), {
      'GET /api/users/5/': { body: userRead() },
      'PATCH /api/users/5/': {
        status: 400,
        body: { email: ['user with this email already exists.'] },
      },
    });
    renderApp('/user/5/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('user with this email already exists.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('gives the permission-denied page when open_users_settings is false', async () => {
    signedIn(editor({ administer: true, open_maps_settings: true }));
    const { router } = renderApp('/user/5/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/permission-denied/'));
  });
});
