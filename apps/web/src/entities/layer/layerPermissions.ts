import type { LayerRead } from '@waymark/contract';
import { hasPermission } from '../session/permissions.js';
import type { SessionUser } from '../session/sessionUser.js';

type User = Pick<SessionUser, 'id' | 'permissions' | 'organisations' | 'is_superuser'>;
type Owned = Pick<LayerRead, 'owner' | 'visibility' | 'organisation_id'>;

/** The admin flag of the user's entry for that organisation (section 6). */
export function isOrganisationAdmin(user: User, organisationId: number): boolean {
  return user.organisations.some((entry) => entry.id === organisationId && entry.admin);
}

const owns = (user: User, layer: Pick<Owned, 'owner'>) =>
  user.id !== null && layer.owner?.id === user.id;

/**
 * Section 6: the owner, or an admin of the layer's organisation when it is shared with the
 * organisation. Superusers too, as the server lets them change everything.
 */
function ownsOrAdministers(user: User, layer: Owned): boolean {
  return (
    user.is_superuser ||
    owns(user, layer) ||
    (layer.visibility === 'ORG' && isOrganisationAdmin(user, layer.organisation_id))
  );
}

/** Editable: layers.change_layer and ownership (or ORG and organisation admin). */
export function canEditLayer(user: User | null, layer: Owned): boolean {
  return !!user && hasPermission(user, 'layers.change_layer') && ownsOrAdministers(user, layer);
}

/** Deletable: layers.delete_layer and the same ownership rule (the server's). */
export function canDeleteLayer(user: User | null, layer: Owned): boolean {
  return !!user && hasPermission(user, 'layers.delete_layer') && ownsOrAdministers(user, layer);
}

/** Visibility is the owner's to change, or anyone's while the layer has no owner (new). */
export function canChangeLayerVisibility(
  user: User | null,
  layer: Pick<Owned, 'owner'> | null,
): boolean {
  if (!layer || layer.owner === null) return true;
  return !!user && owns(user, layer);
}
