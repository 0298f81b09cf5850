import type { QueryClient } from '@tanstack/react-query';
import type { Profile } from '@waymark/contract';
import { fetchOrganisationMaps, mapsKey } from '../../entities/map/mapsQuery.js';
import { chooseOrganisation } from '../../entities/session/chooseOrganisation.js';
import { organisationStore } from '../../entities/session/organisationStore.js';
import { profileQuery } from '../../entities/session/profileQuery.js';
import { leaveMapShare, removeToken, storeToken } from '../../entities/session/sessionStore.js';

/** Before any sign-in: no old token, share or profile may decide it. */
export function dropSession(queryClient: QueryClient): void {
  removeToken();
  leaveMapShare();
  queryClient.removeQueries({ queryKey: profileQuery.queryKey });
}

/**
 * After any sign-in (password or provider): store the key, then load the profile and the maps,
 * so that Home can go straight to the active map.
 */
export async function startSession(queryClient: QueryClient, key: string): Promise<Profile> {
  storeToken(key);
  const profile = await queryClient.fetchQuery(profileQuery);
  const organisation = chooseOrganisation(
    profile.organisations,
    organisationStore.get(),
    window.location,
  );
  if (organisation) {
    // A failed maps load is the permission-error flag's business, not the sign-in's.
    await queryClient.prefetchQuery({
      queryKey: mapsKey(organisation.id),
      queryFn: () => fetchOrganisationMaps(organisation.id, queryClient),
    });
  }
  return profile;
}
