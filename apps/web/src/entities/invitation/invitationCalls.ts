import {
  invitationRead,
  paginated,
  type InvitationRead,
  type InvitationState,
  type Paginated,
} from '@waymark/contract';
import { api, idOf, ok } from '../../api/client.js';
import { checkedAnswer } from '../../api/checkedAnswer.js';

/** A page of invitations as a list asks for it: its window, its order and a status filter. */
export interface InvitationListQuery {
  page: number;
  items: number;
  /** A field of INVITATION_ORDERING, '-' first for descending; '' for the server's newest first. */
  ordering: string;
  status: InvitationState | null;
}

/** What an invitation's answer is: the invitee accepts or declines it, the organisation cancels it. */
export type InvitationAnswer = 'accept' | 'decline' | 'cancel';

const invitationPage = paginated(invitationRead);

export const EMPTY_INVITATION_PAGE: Paginated<InvitationRead> = {
  count: 0,
  next: null,
  previous: null,
  results: [],
};

function queryOf(query: InvitationListQuery) {
  return {
    page: String(query.page),
    items: String(query.items),
    ...(query.ordering ? { ordering: query.ordering } : {}),
    ...(query.status ? { status: query.status } : {}),
  };
}

/**
 * GET organisations/:id/invitations/: a page of the organisation's invitations of existing
 * accounts (for those who may add users to it). Without an organisation nothing is sent.
 */
export async function fetchOrganisationInvitations(
  organisationId: number | null,
  query: InvitationListQuery,
): Promise<Paginated<InvitationRead>> {
  if (organisationId === null) return EMPTY_INVITATION_PAGE;
  const data = await ok(
    api.GET('/api/organisations/{id}/invitations/', {
      params: { path: { id: idOf(organisationId) }, query: queryOf(query) },
    }),
  );
  return checkedAnswer(invitationPage, data);
}

/** GET invitations/: a page of the invitations addressed to the signed-in account. */
export async function fetchOwnInvitations(
  query: InvitationListQuery,
): Promise<Paginated<InvitationRead>> {
  const data = await ok(api.GET('/api/invitations/', { params: { query: queryOf(query) } }));
  return checkedAnswer(invitationPage, data);
}

/** POST invitations/:id/accept/, decline/ or cancel/: the invitation as it now stands. */
export async function answerInvitation(
  invitationId: number,
  answer: InvitationAnswer,
): Promise<InvitationRead> {
  const params = { params: { path: { id: idOf(invitationId) } } };
  const call =
    answer === 'accept'
      ? api.POST('/api/invitations/{id}/accept/', params)
      : answer === 'decline'
        ? api.POST('/api/invitations/{id}/decline/', params)
        : api.POST('/api/invitations/{id}/cancel/', params);
  return checkedAnswer(invitationRead, await ok(call));
}
