import { useQuery } from '@tanstack/react-query';
import { profileQuery } from './profileQuery.js';
import { useSession } from './useSession.js';

/**
 * The signed-in user's profile. Loaded when a token is stored; the route guard also puts it in
 * the cache when the server knows the browser by its session cookie alone.
 */
export function useProfile() {
  const { token, mapShare } = useSession();
  return useQuery({ ...profileQuery, enabled: token !== null && mapShare === null });
}
