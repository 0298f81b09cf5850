import type { OrganisationAbilities, SessionAbilities } from '@waymark/contract';
import { abilitiesInOrganisation, sessionAbilitiesOf } from './sessionAbilities.js';
import { useCurrentOrganisation } from './useCurrentOrganisation.js';
import { useCurrentUser } from './useCurrentUser.js';

/**
 * What the signed-in user may do that belongs to no one object (the cog, uploading, 'Login
 * as...', the settings screens), as the server answered it; nothing for a share link's viewer.
 */
export function useSessionAbilities(): SessionAbilities {
  return sessionAbilitiesOf(useCurrentUser());
}

/** What the user may do inside the current organisation (create maps, layers, users, …). */
export function useOrganisationAbilities(): OrganisationAbilities {
  return abilitiesInOrganisation(useCurrentOrganisation());
}
