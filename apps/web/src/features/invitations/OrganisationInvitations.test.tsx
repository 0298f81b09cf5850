import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invitationAbilities } from '../../test/abilities.js';
import { renderApp } from '../../test/renderApp.js';
import { invitationPage, invitationRead, organisationAdmin, signedIn } from './testInvitations.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const LIST = '/api/organisations/1/invitations/';

async function rowOf(grid: HTMLElement, text: string): Promise<HTMLElement> {
  const cell = await within(grid).findByText(text);
  const row = cell.closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row holds ${text}`);
  return row;
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (iso: string) => {
  const d = new Date(iso);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
};
const local = (iso: string) => {
  const d = new Date(iso);
  return `${day(iso)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const open = invitationRead({
  admin: true,
  abilities: invitationAbilities(false, { view: true, cancel: true }),
});
const accepted = invitationRead({
  id: 12,
  email: 'cara@example.com',
  status: 'accepted',
  invited_by: null,
  responded_at: '2026-03-03T11:30:00.000Z',
});
const others = [
  invitationRead({ id: 13, email: 'dan@example.com', status: 'declined' }),
  invitationRead({ id: 14, email: 'eve@example.com', status: 'cancelled' }),
  invitationRead({ id: 15, email: 'fay@example.com', status: 'expired' }),
];

describe("the Users screen's invitations (organisation abilities.add_user)", () => {
  it('lists email, admin flag, inviter, sent, expiry and every status in words', async () => {
    const api = signedIn(organisationAdmin(), {
      [`GET ${LIST}`]: (request) =>
        new URLSearchParams(request.search).get('status') === 'pending'
          ? { body: invitationPage([open]) }
          : { body: invitationPage([open, accepted, ...others]) },
    });
    renderApp('/users/?tab=invitations');
    const grid = await screen.findByRole('grid', { name: 'Invitations' });
    const first = await rowOf(grid, 'ben@example.com');
    expect(within(first).getByText('Ada Byrne')).toBeInTheDocument();
    // The day, and the time on hovering.
    expect(within(first).getByText(day(open.created_at))).toHaveAttribute(
      'title',
      local(open.created_at),
    );
    expect(within(first).getByText(day(open.expires_at))).toHaveAttribute(
      'title',
      local(open.expires_at),
    );
    expect(within(first).getByText('Pending')).toBeInTheDocument();
    expect(within(first).getByTitle('Yes')).toBeInTheDocument();
    const second = await rowOf(grid, 'cara@example.com');
    expect(within(second).getByText('Accepted')).toBeInTheDocument();
    expect(within(second).getByText('A deleted user')).toBeInTheDocument();
    expect(
      within(second).getByTitle(`Accepted on ${local(accepted.responded_at!)}`),
    ).toBeInTheDocument();
    expect(within(await rowOf(grid, 'dan@example.com')).getByText('Declined')).toBeInTheDocument();
    expect(within(await rowOf(grid, 'eve@example.com')).getByText('Cancelled')).toBeInTheDocument();
    expect(within(await rowOf(grid, 'fay@example.com')).getByText('Expired')).toBeInTheDocument();
    // Cancelling is where the invitation's abilities say so: the open one only.
    expect(within(first).getByRole('button', { name: 'Cancel invitation' })).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Cancel invitation' })).toBeNull();
    // The tab tells how many are open.
    expect(screen.getByRole('tab', { name: 'Invitations, 1 pending' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = api.requests.find((r) => r.path === LIST && !r.search.includes('status'));
    const query = new URLSearchParams(list?.search);
    expect([query.get('page'), query.get('items')]).toEqual(['1', '100']);
  });

  it('filters by status through the server, kept in the address', async () => {
    const api = signedIn(organisationAdmin(), {
      [`GET ${LIST}`]: { body: invitationPage([accepted]) },
    });
    const { router } = renderApp('/users/?tab=invitations');
    await screen.findByRole('grid', { name: 'Invitations' });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Accepted' }));
    await waitFor(() => expect(router.state.location.search).toContain('status=accepted'));
    await waitFor(() =>
      expect(
        api.requests.some(
          (r) =>
            r.path === LIST &&
            new URLSearchParams(r.search).get('status') === 'accepted' &&
            new URLSearchParams(r.search).get('items') === '100',
        ),
      ).toBe(true),
    );
    expect(router.state.location.search).toContain('tab=invitations');
  });

  it('cancels an invitation after asking, and the list follows', async () => {
    let cancelled = false;
    const api = signedIn(organisationAdmin(), {
      [`GET ${LIST}`]: () => ({
        body: invitationPage([
          cancelled
            ? {
                ...open,
                status: 'cancelled',
                abilities: invitationAbilities(false, { view: true }),
              }
            : open,
        ]),
      }),
      'POST /api/invitations/11/cancel/': () => {
        cancelled = true;
        return { body: { ...open, status: 'cancelled' } };
      },
    });
    renderApp('/users/?tab=invitations');
    const grid = await screen.findByRole('grid', { name: 'Invitations' });
    const row = await rowOf(grid, 'ben@example.com');
    const user = userEvent.setup({ delay: null });
    await user.click(within(row).getByRole('button', { name: 'Cancel invitation' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Cancel the invitation of ben@example.com?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(within(row).getByRole('button', { name: 'Cancel invitation' }));
    await user.click(
      within(
        await screen.findByRole('dialog', { name: 'Cancel the invitation of ben@example.com?' }),
      ).getByRole('button', { name: 'Cancel invitation' }),
    );
    expect(
      await screen.findByText('The invitation of ben@example.com is cancelled.'),
    ).toBeVisible();
    expect(await within(grid).findByText('Cancelled')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/invitations/11/cancel/',
    ]);
  });

  it('has no Invitations tab for those who may not add users to the organisation', async () => {
    const api = signedIn(organisationAdmin(false));
    renderApp('/users/?tab=invitations');
    expect(await screen.findByRole('grid', { name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /Invitations/ })).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.path === LIST)).toBe(false);
  });
});
