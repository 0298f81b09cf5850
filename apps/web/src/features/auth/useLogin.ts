import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody } from '@waymark/contract';
import { logIn } from '../../entities/session/authCalls.js';
import { fetchOrganisationMaps, mapsKey } from '../../entities/map/mapsQuery.js';
import { chooseOrganisation } from '../../entities/session/chooseOrganisation.js';
import { organisationStore } from '../../entities/session/organisationStore.js';
import { profileQuery } from '../../entities/session/profileQuery.js';
import { leaveMapShare, removeToken, storeToken } from '../../entities/session/sessionStore.js';

/**
 * Login (section 4): drop any old token, send the credentials, store the key, then load the
 * profile and the maps, so that Home can go straight to the active map.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: LoginBody) => {
      removeToken();
      leaveMapShare();
      queryClient.removeQueries({ queryKey: profileQuery.queryKey });
      const { key } = await logIn(credentials);
      storeToken(key);
      const profile = await queryClient.fetchQuery(profileQuery);
      const organisation = chooseOrganisation(
        profile.organisations,
        organisationStore.get(),
        window.location,
      );
      if (organisation) {
        // A failed maps load is the permission-error flag's business, not the login's.
        await queryClient.prefetchQuery({
          queryKey: mapsKey(organisation.id),
          queryFn: () => fetchOrganisationMaps(organisation.id, queryClient),
        });
      }
      return profile;
    },
  });
}
