import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/ApiError.js';
import { api, ok } from '../../api/client.js';
import { PROFILE_KEY } from './profileQuery.js';
import { setImpersonationFlag } from './impersonationStore.js';

/** Both directions end with the product reloaded at '/' (2.12). */
function reloadAtRoot(): void {
  window.location.assign('/');
}

/** Acquire (section 4): a 200 stores the flag, reloads the profile and the page. */
export function useAcquireImpersonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: number) => {
      await ok(api.POST('/api/impersonate/acquire/', { body: { user_pk: userId } }));
      setImpersonationFlag(true);
      await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
      reloadAtRoot();
    },
  });
}

/** Release: a 200 or a 403 (nothing to release) removes the flag and reloads. */
export function useReleaseImpersonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await ok(api.POST('/api/impersonate/release/'));
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 403)) throw error;
      }
      setImpersonationFlag(false);
      await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
      reloadAtRoot();
    },
  });
}
