import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  invitationRead,
  userRead,
  type InvitationRead,
  type Paginated,
  type UserCreate,
  type UserPatch,
  type UserRead,
} from '@waymark/contract';
import { api, idOf, ok, okWithResponse } from '../../api/client.js';
import { checkedAnswer } from '../../api/checkedAnswer.js';
import { INVITATIONS_KEY } from '../invitation/invitationQueries.js';
import { PROFILE_KEY } from '../session/profileQuery.js';
import { userKey } from './usersQueries.js';

/** The lists (and 'Login as...') show the change; one's own name reaches the profile. */
function refreshAfter(queryClient: QueryClient, user: UserRead | null, userId: number) {
  if (user) queryClient.setQueryData(userKey(userId), user);
  else queryClient.removeQueries({ queryKey: userKey(userId) });
  void queryClient.invalidateQueries({ queryKey: ['users'] });
  void queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
}

/**
 * What POST users/ made: a new user (201), or, for an email that already has an account
 * elsewhere, an invitation of that account to join (202), which shows nothing of the account.
 */
export type CreatedUser =
  { kind: 'created'; user: UserRead } | { kind: 'invited'; invitation: InvitationRead };

/** POST users/ (users.add_user): answers the new user, or the invitation sent instead. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UserCreate): Promise<CreatedUser> => {
      const { data, status } = await okWithResponse(api.POST('/api/users/', { body }));
      return status === 202
        ? { kind: 'invited', invitation: checkedAnswer(invitationRead, data) }
        : { kind: 'created', user: checkedAnswer(userRead, data) };
    },
    onSuccess: (created) => {
      if (created.kind === 'created') refreshAfter(queryClient, created.user, created.user.id);
      // The organisation's invitations list shows the new one.
      else void queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
    },
  });
}

/** PATCH users/:id/: answers the user as saved. */
export function useUpdateUser(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UserPatch) =>
      checkedAnswer(
        userRead,
        await ok(api.PATCH('/api/users/{id}/', { params: { path: { id: idOf(userId) } }, body })),
      ),
    onSuccess: (user) => refreshAfter(queryClient, user, userId),
  });
}

/** DELETE users/:id/: 204 removes the user from the lists (section 4). */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: number) => {
      await ok(api.DELETE('/api/users/{id}/', { params: { path: { id: idOf(userId) } } }));
      return userId;
    },
    onSuccess: (userId) => {
      // The row goes at once (section 4: removed on 204); the refetch then fills the page.
      queryClient.setQueriesData<Paginated<UserRead>>({ queryKey: ['users'] }, (page) =>
        page && 'results' in page && page.results.some((u) => u.id === userId)
          ? { ...page, count: page.count - 1, results: page.results.filter((u) => u.id !== userId) }
          : page,
      );
      refreshAfter(queryClient, null, userId);
    },
  });
}

/**
 * POST users/:id/two-factor/reset/ (the user's abilities.reset_two_factor): removes their second
 * factor; answers the user as it now is.
 */
export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: number) =>
      checkedAnswer(
        userRead,
        await ok(
          api.POST('/api/users/{id}/two-factor/reset/', {
            params: { path: { id: idOf(userId) } },
          }),
        ),
      ),
    onSuccess: (user) => refreshAfter(queryClient, user, user.id),
  });
}
