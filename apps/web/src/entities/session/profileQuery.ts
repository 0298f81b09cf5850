import { queryOptions } from '@tanstack/react-query';
import type { Profile } from '@waymark/contract';
import { api, ok } from '../../api/client.js';
import { isNetworkFailure } from '../../lib/isNetworkFailure.js';
import { answerOrKept } from '../../lib/keptAnswer.js';
import { setImpersonationFlag } from './impersonationStore.js';
import { removeToken } from './sessionStore.js';
import { PROFILE_STORAGE_KEY } from './storedProfile.js';

export const PROFILE_KEY = ['profile'] as const;

// What a kept profile must be for the app to start on it (one written by another version may
// not be); the full schema stays out of the first bundle.
const isProfile = (value: unknown): value is Profile =>
  typeof value === 'object' && value !== null && 'abilities' in value && 'organisations' in value;

/**
 * Profile load (section 4): on failure the user is logged out, except when the server was not
 * reached at all (offline): the token may well be valid, so it is kept, and the last profile
 * the server gave stands in: the app opens from the service worker's shell still signed in.
 */
export async function fetchProfile(): Promise<Profile> {
  try {
    return await answerOrKept(PROFILE_STORAGE_KEY, () => ok(api.GET('/api/users/me/')), isProfile);
  } catch (error) {
    if (!isNetworkFailure(error)) {
      removeToken();
      setImpersonationFlag(false);
    }
    throw error;
  }
}

export const profileQuery = queryOptions({
  queryKey: PROFILE_KEY,
  queryFn: fetchProfile,
  staleTime: 5 * 60 * 1000,
  retry: false,
});
