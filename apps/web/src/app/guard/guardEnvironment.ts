import type { QueryClient } from '@tanstack/react-query';
import type { MapShareAnswer } from '../../features/session/mapShare.js';
import { profileQuery, PROFILE_KEY } from '../../features/session/profileQuery.js';
import { enterMapShare, leaveMapShare, sessionStore } from '../../features/session/sessionStore.js';
import { i18n } from '../../i18n/index.js';
import { locationBefore } from '../navigationHistory.js';
import type { GuardEnvironment } from './checkRoute.js';

/** The real effects of the guard: the session store, the server, and window.alert. */
export function guardEnvironment(queryClient: QueryClient, locationKey: string): GuardEnvironment {
  return {
    previous: locationBefore(locationKey),
    hasToken: () => sessionStore.get().token !== null,
    // The server has no map-share endpoint yet (the map-share issue adds it and this call):
    // until then no share token is valid, which is what the old untyped call amounted to.
    validateShareToken: async (): Promise<MapShareAnswer | null> => null,
    enterMapShare,
    leaveMapShare,
    // A profile already loaded (e.g. right after signing in) is not asked for again.
    fetchProfile: () => queryClient.ensureQueryData(profileQuery),
    removeProfile: () => queryClient.removeQueries({ queryKey: PROFILE_KEY }),
    alert: (message) => window.alert(i18n.t(`auth.${message}`)),
  };
}
