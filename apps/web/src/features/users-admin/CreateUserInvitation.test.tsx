import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  invitationPage,
  invitationRead,
  organisationAdmin,
  signedIn,
} from '../invitations/testInvitations.js';
import { renderApp } from '../../test/renderApp.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LIST = '/api/organisations/1/invitations/';

describe("'New user' with an email that already has an account (202)", () => {
  it("says 'Invitation sent', opens no user, and the invitations list follows", async () => {
    let sent = false;
    const invitation = invitationRead({ email: 'ben@example.com', status: 'pending' });
    const api = signedIn(organisationAdmin(), {
      'POST /api/users/': () => {
        sent = true;
        return { status: 202, body: invitation };
      },
      [`GET ${LIST}`]: () => ({ body: invitationPage(sent ? [invitation] : []) }),
    });
    const { router } = renderApp('/users/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'ben@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'Harbour-Lantern-2024');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    const done = await screen.findByRole('dialog', { name: 'Invitation sent' });
    expect(within(done).getByText('Invitation sent to ben@example.com')).toBeVisible();
    expect(
      within(done).getByText(/already has a Waymark account\. Its owner joins Demo Rail Surveys/),
    ).toBeVisible();
    // Nothing of the account: no name, no user screen.
    expect(router.state.location.pathname).toBe('/users/');
    expect(screen.queryByText(/User .* created/)).not.toBeInTheDocument();
    // The tab's count of open invitations was asked again (behind the dialog, so hidden).
    await waitFor(() =>
      expect(
        screen.getByRole('tab', { name: 'Invitations, 1 pending', hidden: true }),
      ).toBeInTheDocument(),
    );

    await user.click(within(done).getByRole('button', { name: 'Show invitations' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=invitations'));
    const grid = await screen.findByRole('grid', { name: 'Invitations' });
    expect(await within(grid).findByText('ben@example.com')).toBeInTheDocument();
    expect(within(grid).getByText('Pending')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('closes with Close, staying on the users', async () => {
    signedIn(organisationAdmin(), {
      'POST /api/users/': { status: 202, body: invitationRead() },
      [`GET ${LIST}`]: { body: invitationPage([]) },
    });
    renderApp('/users/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'ben@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const done = await screen.findByRole('dialog', { name: 'Invitation sent' });
    await user.click(within(done).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('grid', { name: 'Users' })).toBeInTheDocument();
  });
});
