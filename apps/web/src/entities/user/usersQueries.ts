import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { paginated, userRead, type Paginated, type UserRead } from '@waymark/contract';
import { api, idOf, ok } from '../../api/client.js';
import { checkedAnswer } from '../../api/checkedAnswer.js';
import { listQueryOf, type ListParams } from '../../components/data-grid/useListParams.js';

/** Every users query starts with 'users' so that one invalidation reaches the 'Login as...' list too. */
export const usersPageKey = (organisationId: number | null, params: ListParams) =>
  ['users', organisationId, 'page', params] as const;
export const userKey = (userId: number) => ['user', userId] as const;

const userPage = paginated(userRead);

/**
 * GET users/?organisation=: a page of the current organisation's users. A call without an
 * organisation id is logged and not sent (section 7).
 */
export async function fetchUsersPage(
  organisationId: number | null,
  params: ListParams,
): Promise<Paginated<UserRead>> {
  if (organisationId === null) {
    console.warn('getOrganisationUsers failed');
    return { count: 0, next: null, previous: null, results: [] };
  }
  const data = await ok(
    api.GET('/api/users/', {
      params: { query: { organisation: idOf(organisationId), ...listQueryOf(params) } },
    }),
  );
  return checkedAnswer(userPage, data);
}

export const usersPageQuery = (organisationId: number | null, params: ListParams) =>
  queryOptions({
    queryKey: usersPageKey(organisationId, params),
    queryFn: () => fetchUsersPage(organisationId, params),
    enabled: organisationId !== null,
    placeholderData: keepPreviousData,
  });

export const userQuery = (userId: number) =>
  queryOptions({
    queryKey: userKey(userId),
    queryFn: async () =>
      checkedAnswer(
        userRead,
        await ok(api.GET('/api/users/{id}/', { params: { path: { id: idOf(userId) } } })),
      ),
  });
