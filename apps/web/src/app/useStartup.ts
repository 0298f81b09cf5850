import { useState } from 'react';
import { useOrganisationMaps } from '../entities/map/useOrganisationMaps.js';
import { useCurrentOrganisation } from '../entities/session/useCurrentOrganisation.js';
import { useProfile } from '../entities/session/useProfile.js';
import { useSession } from '../entities/session/useSession.js';

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
