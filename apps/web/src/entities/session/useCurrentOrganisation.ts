import type { ProfileOrganisation } from '@waymark/contract';
import { useStore } from '../../lib/createStore.js';
import { useCurrentUser } from './useCurrentUser.js';
import { chooseOrganisation } from './chooseOrganisation.js';
import { organisationStore } from './organisationStore.js';

/**
 * The current organisation of the signed-in user (section 4), or null: also while the session
 * must set up two-factor sign-in first, when it acts in none (the server refuses it until then).
 */
export function useCurrentOrganisation(): ProfileOrganisation | null {
  const user = useCurrentUser();
  const storedId = useStore(organisationStore);
  // A profile kept from an older version may not say.
  if (user?.two_factor?.setup_required) return null;
  return chooseOrganisation(user?.organisations ?? [], storedId, window.location);
}
