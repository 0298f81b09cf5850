import { LAYER_ACTIONS, type LayerAction } from '@waymark/contract';
import {
  mayChangeVisibility,
  mayUpload,
  OWNER_ONLY,
  ownsOrAdministers,
  VISIBILITY_OWNER_ONLY,
  type Owned,
} from './ownership.js';
import { UPLOAD_NEEDS_PERMISSION } from './map.policy.js';
import { firstRefusal, READ_ONLY, unless, type Policy, type Refusal } from './policy.js';
import type { Principal } from './principal.js';

export const UPLOAD_OWNER_DENIED =
  'Only the owner, or an organisation admin for shared layers, can upload here.';

/**
 * A layer the principal sees (section 6, layer editing): its owner, or an admin of its
 * organisation when it is shared with the organisation, changes it (and its files) with
 * layers.change_layer and deletes it with layers.delete_layer; only its owner changes its
 * visibility (anyone while it has none); the same owner or admin uploads into it with an upload
 * permission, with or without layers.change_layer.
 */
export const layerPolicy: Policy<Owned, LayerAction> = {
  actions: LAYER_ACTIONS,
  refusal(principal: Principal, layer: Owned, action: LayerAction): Refusal {
    if (action === 'view') return null;
    if (principal.readOnly) return READ_ONLY;
    const owned = () => unless(ownsOrAdministers(principal, layer), OWNER_ONLY);
    switch (action) {
      case 'change':
        return firstRefusal(() => unless(principal.has('layers.change_layer')), owned);
      case 'delete':
        return firstRefusal(() => unless(principal.has('layers.delete_layer')), owned);
      case 'change_visibility':
        return firstRefusal(
          () => unless(principal.has('layers.change_layer')),
          owned,
          () => unless(mayChangeVisibility(principal, layer), VISIBILITY_OWNER_ONLY),
        );
      case 'upload':
        return firstRefusal(
          () => unless(mayUpload(principal), UPLOAD_NEEDS_PERMISSION),
          () => unless(ownsOrAdministers(principal, layer), UPLOAD_OWNER_DENIED),
        );
    }
  },
};

/**
 * An editor of the layer (layers.change_layer and ownership) sees and fetches every file of it,
 * also through their access key, which only reads.
 */
export function isLayerEditor(principal: Principal, layer: Owned): boolean {
  return principal.has('layers.change_layer') && ownsOrAdministers(principal, layer);
}
