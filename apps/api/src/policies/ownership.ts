import type { Viewer } from '../repositories/scope.js';
import type { Principal } from './principal.js';

/** An object with an owner and OWN/ORG visibility: a map or a layer. */
export interface Owned {
  organisation_id: number;
  owner_id: number | null;
  visibility: 'OWN' | 'ORG';
}

/** Who reads tenant objects, for the repositories' scoping (visibleTo). */
export function viewerOf(principal: Principal): Viewer {
  return {
    // A share shows the map as its creator saw it: shared layers, and the creator's own.
    userId: principal.share ? (principal.share.createdBy ?? 0) : principal.id,
    scope: principal.scope,
    isSuperuser: principal.isSuperuser,
    ...(principal.share ? { onlyMap: principal.share.mapId } : {}),
  };
}

/**
 * Section 6: the owner edits; so does an organisation admin when the object is shared with the
 * organisation. Superusers edit everything.
 */
export function ownsOrAdministers(principal: Principal, object: Owned): boolean {
  return (
    principal.isSuperuser ||
    object.owner_id === principal.id ||
    (object.visibility === 'ORG' && principal.isAdminOf(object.organisation_id))
  );
}

export const OWNER_ONLY =
  'Only the owner, or an organisation admin for shared objects, can change this.';
export const VISIBILITY_OWNER_ONLY = 'Only the owner can change the visibility.';

/** Visibility is the owner's to change (or anyone's while the object has no owner). */
export function mayChangeVisibility(principal: Principal, object: Owned): boolean {
  return object.owner_id === null || object.owner_id === principal.id;
}

/** layers.upload or layers.upload_geodata (section 6's Upload button). */
export function mayUpload(principal: Principal): boolean {
  return principal.has('layers.upload') || principal.has('layers.upload_geodata');
}
