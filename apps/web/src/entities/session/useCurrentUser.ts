import { ANONYMOUS_USER, type SessionUser } from './sessionUser.js';
import { useProfile } from './useProfile.js';
import { useSession } from './useSession.js';

/** The current user, the anonymous viewer in map-share mode, or null when nobody is signed in. */
export function useCurrentUser(): SessionUser | null {
  const { mapShare } = useSession();
  const { data } = useProfile();
  if (mapShare) return ANONYMOUS_USER;
  return data ?? null;
}
