import type { MapRead, Permission } from '@waymark/contract';
import { hasPermission } from '../session/permissions.js';
import type { SessionUser } from '../session/sessionUser.js';

type User = Pick<SessionUser, 'id' | 'permissions' | 'organisations' | 'is_superuser'>;
type Owned = Pick<MapRead, 'owner' | 'visibility' | 'organisation_id'>;

/** The admin flag of the user's entry for that organisation (section 6). */
export function isOrganisationAdmin(user: User, organisationId: number): boolean {
  return user.organisations.some((entry) => entry.id === organisationId && entry.admin);
}

const owns = (user: User, map: Pick<Owned, 'owner'>) =>
  user.id !== null && map.owner !== null && map.owner.id === user.id;

/**
 * Section 6: the owner, or an admin of the map's organisation when the map is shared with the
 * organisation. Superusers too, as the server lets them change everything.
 */
function ownsOrAdministers(user: User, map: Owned): boolean {
  return (
    user.is_superuser ||
    owns(user, map) ||
    (map.visibility === 'ORG' && isOrganisationAdmin(user, map.organisation_id))
  );
}

function may(user: User | null, permission: Permission, map: Owned): boolean {
  return !!user && hasPermission(user, permission) && ownsOrAdministers(user, map);
}

/** Editable (the form, its layers): maps.change_map and ownership, or ORG and organisation admin. */
export const canEditMap = (user: User | null, map: Owned) => may(user, 'maps.change_map', map);

/** Deletable: maps.delete_map and the same ownership rule (the server's). */
export const canDeleteMap = (user: User | null, map: Owned) => may(user, 'maps.delete_map', map);

/**
 * Map Visibility (section 6): only the owner changes it. A map being created will be the
 * user's own, so its visibility is theirs to choose.
 */
export function canChangeMapVisibility(
  user: User | null,
  map: Pick<Owned, 'owner'> | null,
): boolean {
  if (!map) return true;
  return !!user && owns(user, map);
}
