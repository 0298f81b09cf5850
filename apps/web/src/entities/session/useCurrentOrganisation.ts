import type { ProfileOrganisation } from '@waymark/contract';
import { useStore } from '../../lib/createStore.js';
import { useCurrentUser } from './useCurrentUser.js';
import { chooseOrganisation } from './chooseOrganisation.js';
import { organisationStore } from './organisationStore.js';

/** The current organisation of the signed-in user (section 4), or null. */
export function useCurrentOrganisation(): ProfileOrganisation | null {
  const user = useCurrentUser();
  const storedId = useStore(organisationStore);
  return chooseOrganisation(user?.organisations ?? [], storedId, window.location);
}
