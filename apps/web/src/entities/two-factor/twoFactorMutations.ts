import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_KEY } from '../session/profileQuery.js';
import { confirmTwoFactor, disableTwoFactor, startTwoFactor } from './twoFactorCalls.js';

/** Starts the set-up: a new secret (a set-up left unconfirmed is replaced). */
export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor });
}

/**
 * Confirms the set-up with a first code. The profile is not reloaded here: the recovery codes
 * are shown first (see useTwoFactorDone), and a session that had to set it up would otherwise
 * leave them for the app at once.
 */
export function useConfirmTwoFactor() {
  return useMutation({ mutationFn: confirmTwoFactor });
}

/** Turns it off; the profile says so again. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_KEY }),
  });
}

/**
 * Once the recovery codes are put away: the profile is loaded again ('profile'), and, after a
 * set-up the session needed first, everything refused until then (maps, the organisation's
 * lists) is asked for anew ('all').
 */
export function useTwoFactorDone() {
  const queryClient = useQueryClient();
  return (scope: 'profile' | 'all') =>
    queryClient.invalidateQueries(scope === 'profile' ? { queryKey: PROFILE_KEY } : undefined);
}
