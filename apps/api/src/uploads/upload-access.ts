import { NotFoundError, PermissionDeniedError, ValidationError } from '../http/errors.js';
import type { LayerRepository } from '../repositories/layer.repository.js';
import type { MapRepository } from '../repositories/map.repository.js';
import { canUploadTo, viewerOf } from '../services/access.js';
import type { Principal } from '../services/principal.js';

export function requireUploadPermission(principal: Principal): void {
  if (!principal.has('layers.upload') && !principal.has('layers.upload_geodata')) {
    throw new PermissionDeniedError(
      'Uploading needs the layers.upload or layers.upload_geodata permission.',
    );
  }
}

export const UPLOAD_OWNER_DENIED =
  'Only the owner, or an organisation admin for shared layers, can upload here.';

/**
 * Where a resumable upload is going, checked before a single byte is accepted: `map:<id>` (the
 * general upload into a map the uploader sees) or `layer:<id>` (a layer they may upload to).
 * The commit checks everything again, as for any upload.
 */
export async function authoriseUploadTarget(
  principal: Principal,
  target: string | undefined,
  repos: { maps: MapRepository; layers: LayerRepository },
): Promise<void> {
  const match = /^(map|layer):(\d{1,10})$/.exec(target ?? '');
  if (!match) {
    throw ValidationError.field('upload_metadata', "target must be 'map:<id>' or 'layer:<id>'.");
  }
  const id = Number(match[2]);
  const viewer = viewerOf(principal);
  if (match[1] === 'map') {
    if (!(await repos.maps.findVisible(id, viewer))) throw new NotFoundError();
    requireUploadPermission(principal);
    return;
  }
  const layer = await repos.layers.findVisible(id, viewer);
  if (!layer) throw new NotFoundError();
  requireUploadPermission(principal);
  if (!canUploadTo(principal, layer)) throw new PermissionDeniedError(UPLOAD_OWNER_DENIED);
}
