import { queryOptions } from '@tanstack/react-query';
import type { Profile } from '@waymark/contract';
import { api, ok } from '../../api/client.js';
import { setImpersonationFlag } from './impersonationStore.js';
import { removeToken } from './sessionStore.js';

export const PROFILE_KEY = ['profile'] as const;

/** Profile load (section 4): on failure the user is logged out. */
export async function fetchProfile(): Promise<Profile> {
  try {
    return await ok(api.GET('/api/users/me/'));
  } catch (error) {
    removeToken();
    setImpersonationFlag(false);
    throw error;
  }
}

export const profileQuery = queryOptions({
  queryKey: PROFILE_KEY,
  queryFn: fetchProfile,
  staleTime: 5 * 60 * 1000,
  retry: false,
});
