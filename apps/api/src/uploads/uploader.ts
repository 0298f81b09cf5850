import type { MapLayerRow } from '../repositories/layer.repository.js';
import { layerPolicy } from '../policies/layer.policy.js';
import type { Actor } from '../services/audit.service.js';
import type { Principal } from '../policies/principal.js';

/**
 * Who commits an upload.
 *
 * - `user`: a signed-in user, through HTTP. Held to section 6: they upload only into layers they
 *   may change, create layers only with layers.add_layer, and own the layers they create
 *   (visibility OWN, the default). Their upload permission and the target were checked before
 *   the first byte was received (UploadService).
 * - `system`: the installation itself — the command line's import and the demo seed, run by
 *   whoever runs the server, on behalf of no user. No permission applies: every layer of the map
 *   is open to it. The layers it creates are shared with the organisation (ORG) and owned by
 *   `ownerId`, or by nobody; its uploads are audited without an actor.
 */
export type Uploader =
  { kind: 'user'; principal: Principal; actor: Actor } | { kind: 'system'; ownerId: number | null };

/** The layers of the map the uploader may put files into. */
export function uploadableLayers(uploader: Uploader, layers: readonly MapLayerRow[]) {
  return uploader.kind === 'system'
    ? [...layers]
    : layers.filter((l) => layerPolicy.refusal(uploader.principal, l, 'upload') === null);
}

/** Owner and visibility of a layer the upload creates. */
export function newLayerOwnership(uploader: Uploader): {
  owner_id: number | null;
  visibility?: 'ORG';
} {
  return uploader.kind === 'system'
    ? { owner_id: uploader.ownerId, visibility: 'ORG' }
    : { owner_id: uploader.principal.id };
}

/** Who the stored files are recorded as uploaded by. */
export function uploadedBy(uploader: Uploader): number | null {
  return uploader.kind === 'system' ? uploader.ownerId : uploader.principal.id;
}

/** Who the audit log names (nobody for the system). */
export function auditActor(uploader: Uploader): Actor | null {
  return uploader.kind === 'system' ? null : uploader.actor;
}
