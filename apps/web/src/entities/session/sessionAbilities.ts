import {
  ORGANISATION_ACTIONS,
  SESSION_ACTIONS,
  type OrganisationAbilities,
  type ProfileOrganisation,
  type SessionAbilities,
} from '@waymark/contract';
import type { SessionUser } from './sessionUser.js';

function nothingOf<A extends string>(actions: readonly A[]): Record<A, boolean> {
  return Object.fromEntries(actions.map((action) => [action, false])) as Record<A, boolean>;
}

/** Nobody signed in, or a share link's viewer: the server's answer would allow nothing. */
export const NO_SESSION_ABILITIES: SessionAbilities = nothingOf(SESSION_ACTIONS);

/** An organisation the user is not in (or none at all): nothing inside it. */
export const NO_ORGANISATION_ABILITIES: OrganisationAbilities = nothingOf(ORGANISATION_ACTIONS);

/** The session's abilities as GET users/me/ answered them; none without a user. */
export function sessionAbilitiesOf(user: Pick<SessionUser, 'abilities'> | null): SessionAbilities {
  return user?.abilities ?? NO_SESSION_ABILITIES;
}

/**
 * What the user may do inside an organisation: the abilities of the profile's entry for it
 * (GET users/me/ answers them per organisation); none for an organisation they are not in.
 */
export function organisationAbilitiesOf(
  user: Pick<SessionUser, 'organisations'> | null,
  organisationId: number | null,
): OrganisationAbilities {
  const entry = user?.organisations.find((organisation) => organisation.id === organisationId);
  return entry?.abilities ?? NO_ORGANISATION_ABILITIES;
}

/** The abilities of an organisation entry of the profile, or none without one. */
export function abilitiesInOrganisation(
  organisation: Pick<ProfileOrganisation, 'abilities'> | null,
): OrganisationAbilities {
  return organisation?.abilities ?? NO_ORGANISATION_ABILITIES;
}
