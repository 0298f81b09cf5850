import { NotFoundError, ValidationError } from '../lib/errors.js';
import { layerPolicy } from '../policies/layer.policy.js';
import { mapPolicy } from '../policies/map.policy.js';
import { viewerOf } from '../policies/ownership.js';
import { authorize } from '../policies/policy.js';
import type { Principal } from '../policies/principal.js';
import type { LayerRepository } from '../repositories/layer.repository.js';
import type { MapRepository } from '../repositories/map.repository.js';

/**
 * Where a resumable upload is going, checked before a single byte is accepted: `map:<id>` (the
 * general upload into a map the uploader sees) or `layer:<id>` (a layer they may upload to), as
 * the map and layer policies say. The commit checks everything again, as for any upload.
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
    const map = await repos.maps.findVisible(id, viewer);
    if (!map) throw new NotFoundError();
    authorize(mapPolicy, principal, map, 'upload');
    return;
  }
  const layer = await repos.layers.findVisible(id, viewer);
  if (!layer) throw new NotFoundError();
  authorize(layerPolicy, principal, layer, 'upload');
}
