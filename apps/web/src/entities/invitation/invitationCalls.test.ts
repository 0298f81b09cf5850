import { afterEach, describe, expect, it, vi } from 'vitest';
import { invitationPage, invitationRead } from '../../features/invitations/testInvitations.js';
import { mockApi } from '../../test/mockApi.js';
import {
  answerInvitation,
  fetchOrganisationInvitations,
  fetchOwnInvitations,
} from './invitationCalls.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('invitation calls', () => {
  it("asks for a page of the organisation's invitations, with order and status", async () => {
    const { requests } = mockApi({
      'GET /api/organisations/4/invitations/': { body: invitationPage([invitationRead()]) },
    });
    const page = await fetchOrganisationInvitations(4, {
      page: 2,
      items: 25,
      ordering: '-expires_at',
      status: 'declined',
    });
    expect(page.results.map((i) => i.email)).toEqual(['ben@example.com']);
    expect(Object.fromEntries(new URLSearchParams(requests[0]?.search))).toEqual({
      page: '2',
      items: '25',
      ordering: '-expires_at',
      status: 'declined',
    });
  });

  it('sends nothing without an organisation', async () => {
    const { requests } = mockApi({});
    const page = await fetchOrganisationInvitations(null, {
      page: 1,
      items: 100,
      ordering: '',
      status: null,
    });
    expect(page.count).toBe(0);
    expect(requests).toEqual([]);
  });

  it("asks for the account's own, any status unless one is given", async () => {
    const { requests } = mockApi({ 'GET /api/invitations/': { body: invitationPage([]) } });
    await fetchOwnInvitations({ page: 1, items: 1, ordering: '', status: 'pending' });
    await fetchOwnInvitations({ page: 1, items: 100, ordering: '', status: null });
    expect(requests.map((r) => r.search)).toEqual([
      '?page=1&items=1&status=pending',
      '?page=1&items=100',
    ]);
  });

  it('answers by POSTing accept, decline or cancel', async () => {
    const { requests } = mockApi({
      'POST /api/invitations/11/accept/': { body: invitationRead({ status: 'accepted' }) },
      'POST /api/invitations/11/decline/': { body: invitationRead({ status: 'declined' }) },
      'POST /api/invitations/11/cancel/': { body: invitationRead({ status: 'cancelled' }) },
    });
    expect((await answerInvitation(11, 'accept')).status).toBe('accepted');
    expect((await answerInvitation(11, 'decline')).status).toBe('declined');
    expect((await answerInvitation(11, 'cancel')).status).toBe('cancelled');
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /api/invitations/11/accept/',
      'POST /api/invitations/11/decline/',
      'POST /api/invitations/11/cancel/',
    ]);
  });
});
