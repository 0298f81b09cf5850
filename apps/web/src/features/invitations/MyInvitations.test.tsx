import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invitationAbilities, organisationAbilities } from '../../test/abilities.js';
import { layout, profile } from '../../test/fixtures.js';
import { mockApi } from '../../test/mockApi.js';
import { renderApp } from '../../test/renderApp.js';
import { invitationPage, invitationRead, signedIn } from './testInvitations.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ANSWERABLE = invitationAbilities(false, { view: true, accept: true, decline: true });
const northern = invitationRead({
  id: 21,
  organisation: { id: 2, name: 'Northern Rail Surveys' },
  admin: true,
  abilities: ANSWERABLE,
});
const harbour = invitationRead({
  id: 22,
  organisation: { id: 4, name: 'Harbour Surveys' },
  invited_by: { first_name: 'Hugh', last_name: 'Quay' },
  abilities: ANSWERABLE,
});
const declined = invitationRead({
  id: 23,
  organisation: { id: 5, name: 'Old Lines Ltd' },
  status: 'declined',
  responded_at: '2026-02-10T09:00:00.000Z',
});

const card = (name: string) => screen.findByRole('article', { name });
const pad = (n: number) => String(n).padStart(2, '0');
const day = (iso: string) => {
  const d = new Date(iso);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
};

describe("the invitee's screen (/invitations/)", () => {
  it('lists the open invitations first, with who invited, expiry and status', async () => {
    signedIn(profile(), {
      'GET /api/invitations/': { body: invitationPage([northern, harbour, declined]) },
    });
    renderApp('/invitations/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
    const waiting = await screen.findByRole('region', { name: 'Waiting for your answer' });
    const earlier = screen.getByRole('region', { name: 'Earlier invitations' });
    const first = within(waiting).getByRole('article', { name: 'Northern Rail Surveys' });
    expect(
      within(first).getByText(`Invited by Ada Byrne on ${day(northern.created_at)}`),
    ).toBeInTheDocument();
    expect(within(first).getByText(`Expires on ${day(northern.expires_at)}`)).toBeInTheDocument();
    expect(
      within(first).getByText('You are invited as an admin of Northern Rail Surveys.'),
    ).toBeInTheDocument();
    expect(within(first).getByText('Pending')).toBeInTheDocument();
    expect(within(waiting).getByRole('article', { name: 'Harbour Surveys' })).toBeInTheDocument();
    const old = within(earlier).getByRole('article', { name: 'Old Lines Ltd' });
    expect(within(old).getByText('Declined')).toBeInTheDocument();
    expect(within(old).getByText(`Declined on ${day('2026-02-10T09:00:00.000Z')}`)).toBeVisible();
    expect(within(old).queryByRole('button')).toBeNull();
  });

  it('accepts: the profile is reloaded, so the organisation joins the others', async () => {
    let accepted = false;
    const me = profile();
    const joined = {
      ...me,
      organisations: [
        ...me.organisations,
        {
          ...me.organisations[0]!,
          id: 2,
          name: 'Northern Rail Surveys',
          domain: null,
          abilities: organisationAbilities(false, { view: true }),
        },
      ],
    };
    const api = signedIn(me, {
      'GET /api/users/me/': () => ({ body: accepted ? joined : me }),
      'GET /api/invitations/': () => ({
        body: invitationPage([
          accepted
            ? {
                ...northern,
                status: 'accepted',
                responded_at: '2026-03-04T08:00:00.000Z',
                abilities: invitationAbilities(false, { view: true }),
              }
            : northern,
        ]),
      }),
      'POST /api/invitations/21/accept/': () => {
        accepted = true;
        return { body: { ...northern, status: 'accepted' } };
      },
    });
    renderApp('/invitations/');
    const invitation = await card('Northern Rail Surveys');
    const user = userEvent.setup({ delay: null });
    const profileLoads = () => api.requests.filter((r) => r.path === '/api/users/me/').length;
    const before = profileLoads();
    await user.click(
      within(invitation).getByRole('button', {
        name: 'Accept the invitation to Northern Rail Surveys',
      }),
    );
    expect(await screen.findByText('You are now a member of Northern Rail Surveys.')).toBeVisible();
    await waitFor(() => expect(profileLoads()).toBeGreaterThan(before));
    const after = await card('Northern Rail Surveys');
    expect(await within(after).findByText('Accepted')).toBeInTheDocument();
    // Now a member: a way into it, from here.
    expect(
      await within(after).findByRole('button', { name: 'Switch to Northern Rail Surveys' }),
    ).toBeInTheDocument();
    expect(within(after).queryByRole('button', { name: /Accept/ })).toBeNull();
  });

  it('declines after asking', async () => {
    const api = signedIn(profile(), {
      'GET /api/invitations/': { body: invitationPage([harbour]) },
      'POST /api/invitations/22/decline/': { body: { ...harbour, status: 'declined' } },
    });
    renderApp('/invitations/');
    const invitation = await card('Harbour Surveys');
    expect(within(invitation).getByText(/Invited by Hugh Quay/)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(
      within(invitation).getByRole('button', { name: 'Decline the invitation to Harbour Surveys' }),
    );
    const confirm = await screen.findByRole('dialog', {
      name: 'Decline the invitation to Harbour Surveys?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText('You declined the invitation to Harbour Surveys.'),
    ).toBeVisible();
    expect(api.requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/invitations/22/decline/',
    ]);
  });

  it('offers no answer where the abilities do not (while impersonating)', async () => {
    signedIn(profile({ impersonated_by: { id: 9, name: 'Ivan Admin' } }), {
      'GET /api/invitations/': {
        body: invitationPage([
          { ...harbour, abilities: invitationAbilities(false, { view: true }) },
        ]),
      },
    });
    renderApp('/invitations/');
    const invitation = await card('Harbour Surveys');
    expect(within(invitation).queryByRole('button')).toBeNull();
    expect(
      screen.getByText('While you act as another user, their invitations cannot be answered.'),
    ).toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    signedIn(profile());
    renderApp('/invitations/');
    expect(await screen.findByText('You have no invitations.')).toBeInTheDocument();
  });

  it('needs a login: a signed-out visitor of the mailed link goes to Login with next', async () => {
    mockApi({
      'GET /api/layout/': { body: layout },
      'GET /api/users/me/': { status: 403, body: { detail: 'Not signed in.' } },
    });
    const { router } = renderApp('/invitations/');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/invitations/')}`);
  });
});

describe("the user menu's 'Invitations'", () => {
  it('shows how many wait for an answer and leads to /invitations/', async () => {
    const api = signedIn(profile(), {
      'GET /api/invitations/': (request) =>
        new URLSearchParams(request.search).get('status') === 'pending'
          ? { body: invitationPage([northern], 2) }
          : { body: invitationPage([northern, harbour]) },
    });
    const { router } = renderApp('/maps/1/');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Account' }));
    const entry = await screen.findByRole('menuitem', { name: /Invitations/ });
    expect(await within(entry).findByLabelText('2 waiting for your answer')).toBeInTheDocument();
    const count = api.requests.find((r) => r.path === '/api/invitations/');
    expect(new URLSearchParams(count?.search).get('status')).toBe('pending');
    expect(new URLSearchParams(count?.search).get('items')).toBe('1');
    await user.click(entry);
    await waitFor(() => expect(router.state.location.pathname).toBe('/invitations/'));
    expect(await card('Harbour Surveys')).toBeInTheDocument();
  });
});
