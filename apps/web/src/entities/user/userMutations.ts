import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  userRead,
  type Paginated,
  type UserCreate,
  type UserPatch,
  type UserRead,
} from '@waymark/contract';
import { api, idOf, ok } from '../../api/client.js';
import { checkedAnswer } from '../../api/checkedAnswer.js';
import { PROFILE_KEY } from '../session/profileQuery.js';
import { userKey } from './usersQueries.js';

/** The lists (and 'Login as...') show the change; one's own name reaches the profile. */
function refreshAfter(queryClient: QueryClient, user: UserRead | null, userId: number) {
  if (user) queryClient.setQueryData(userKey(userId), user);
  else queryClient.removeQueries({ queryKey: userKey(userId) });
  void queryClient.invalidateQueries({ queryKey: ['users'] });
  void queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
}

/** POST users/ (users.add_user): answers the new user. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UserCreate) =>
      checkedAnswer(userRead, await ok(api.POST('/api/users/', { body }))),
    onSuccess: (user) => refreshAfter(queryClient, user, user.id),
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
