import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { InvitationRead } from '@waymark/contract';
import { PROFILE_KEY } from '../session/profileQuery.js';
import { useSession } from '../session/useSession.js';
import {
  answerInvitation,
  fetchOrganisationInvitations,
  fetchOwnInvitations,
  type InvitationAnswer,
  type InvitationListQuery,
} from './invitationCalls.js';

/** Every invitation query starts with this, so that one invalidation refreshes them all. */
export const INVITATIONS_KEY = ['invitations'] as const;

export const organisationInvitationsKey = (
  organisationId: number | null,
  query: InvitationListQuery,
) => [...INVITATIONS_KEY, 'organisation', organisationId, query] as const;

export const ownInvitationsKey = (query: InvitationListQuery) =>
  [...INVITATIONS_KEY, 'own', query] as const;

/** A page of the organisation's invitations (Users screen); the page shown stays while the next loads. */
export const organisationInvitationsQuery = (
  organisationId: number | null,
  query: InvitationListQuery,
) =>
  queryOptions({
    queryKey: organisationInvitationsKey(organisationId, query),
    queryFn: () => fetchOrganisationInvitations(organisationId, query),
    enabled: organisationId !== null,
    placeholderData: keepPreviousData,
  });

/** A page of the signed-in account's own invitations (/invitations/). */
export const ownInvitationsQuery = (query: InvitationListQuery) =>
  queryOptions({
    queryKey: ownInvitationsKey(query),
    queryFn: () => fetchOwnInvitations(query),
    placeholderData: keepPreviousData,
  });

/** Only the count is read: one row is enough. */
export const PENDING_ONLY: InvitationListQuery = {
  page: 1,
  items: 1,
  ordering: '',
  status: 'pending',
};

/**
 * How many invitations wait for the signed-in account's answer (the user menu's entry); none is
 * asked for without a signed-in account or in map-share mode.
 */
export function usePendingInvitationCount(): number | null {
  const { token, mapShare } = useSession();
  const query = useQuery({
    ...ownInvitationsQuery(PENDING_ONLY),
    enabled: token !== null && mapShare === null,
    staleTime: 60 * 1000,
  });
  return query.data?.count ?? null;
}

/**
 * How many of the organisation's invitations are still open (the Users screen's tab); null while
 * unknown or for an organisation whose invitations the user may not see.
 */
export function usePendingOrganisationInvitationCount(
  organisationId: number | null,
  enabled: boolean,
): number | null {
  const query = useQuery({
    ...organisationInvitationsQuery(organisationId, PENDING_ONLY),
    enabled: enabled && organisationId !== null,
  });
  return query.data?.count ?? null;
}

/**
 * Accept, decline or cancel an invitation. Every invitation list follows; accepting also reloads
 * the profile, whose organisations then hold the new one (the organisation selector shows it).
 */
export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      invitation,
      answer,
    }: {
      invitation: InvitationRead;
      answer: InvitationAnswer;
    }) => answerInvitation(invitation.id, answer),
    onSuccess: async (_answered, { answer }) => {
      if (answer === 'accept') await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
    },
    // Refused too: it was answered, cancelled or expired meanwhile, which the lists then show.
    onSettled: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}
