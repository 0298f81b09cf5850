import type { QueryClient } from '@tanstack/react-query';
import { validateShareToken } from '../../entities/map-share/shareApi.js';
import { profileQuery, PROFILE_KEY } from '../../entities/session/profileQuery.js';
import { enterMapShare, leaveMapShare, sessionStore } from '../../entities/session/sessionStore.js';
import { i18n } from '../../i18n/index.js';
import { locationBefore } from '../navigationHistory.js';
import type { GuardEnvironment } from './checkRoute.js';

/** The real effects of the guard: the session store, the server, and window.alert. */
export function guardEnvironment(queryClient: QueryClient, locationKey: string): GuardEnvironment {
  return {
    previous: locationBefore(locationKey),
    hasToken: () => sessionStore.get().token !== null,
    validateShareToken,
    enterMapShare,
    leaveMapShare,
    // A profile already loaded (e.g. right after signing in) is not asked for again.
    fetchProfile: () => queryClient.ensureQueryData(profileQuery),
    removeProfile: () => queryClient.removeQueries({ queryKey: PROFILE_KEY }),
    alert: (message) => window.alert(i18n.t(`auth.${message}`)),
  };
}
