import { INVITATION_STATES, type InvitationState } from '@waymark/contract';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The state an address's `status` names, or null (any state) for anything else. */
export const invitationStateOf = (text: string | null): InvitationState | null =>
  INVITATION_STATES.find((state) => state === text) ?? null;

/**
 * The invitations list's status filter, kept in the URL's query beside its page and sorting (as
 * the Map Shares list keeps its own).
 */
export function useInvitationStatusFilter(): [
  InvitationState | null,
  (status: InvitationState | null) => void,
] {
  const [query, setQuery] = useSearchParams();
  const status = invitationStateOf(query.get('status'));
  const update = useCallback(
    (next: InvitationState | null) =>
      setQuery(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === null) params.delete('status');
          else params.set('status', next);
          // Another filter, another list: back to its first page.
          params.delete('page');
          return params;
        },
        { replace: true },
      ),
    [setQuery],
  );
  return [status, update];
}
