import { useState } from 'react';
import { useOrganisationMaps } from '../features/maps/useOrganisationMaps.js';
import { useCurrentOrganisation } from '../features/organisation/useCurrentOrganisation.js';
import { useProfile } from '../features/session/useProfile.js';
import { useSession } from '../features/session/useSession.js';

/**
 * Startup (2.2) lasts until the maps are loaded or there is no user. Once over, it stays over:
 * later loads (another organisation's maps) show their own progress instead.
 */
export function useStartup(): { starting: boolean } {
  const { token, mapShare } = useSession();
  const profile = useProfile();
  const organisation = useCurrentOrganisation();
  const maps = useOrganisationMaps();
  const [done, setDone] = useState(false);

  const waitingForUser = token !== null && mapShare === null && profile.isPending;
  const waitingForMaps = organisation !== null && mapShare === null && maps.isPending;
  const starting = !done && (waitingForUser || waitingForMaps);
  if (!done && !starting) setDone(true);
  return { starting };
}
