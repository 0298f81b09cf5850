import { MAP_ACTIONS, type MapAction } from '@waymark/contract';
import type { MapRow } from '../repositories/map.repository.js';
import {
  mayChangeVisibility,
  mayUpload,
  OWNER_ONLY,
  ownsOrAdministers,
  VISIBILITY_OWNER_ONLY,
  type Owned,
} from './ownership.js';
import { firstRefusal, READ_ONLY, unless, type Policy, type Refusal } from './policy.js';
import type { Principal } from './principal.js';

export const UPLOAD_NEEDS_PERMISSION =
  'Uploading needs the layers.upload or layers.upload_geodata permission.';

type MapObject = Owned & Pick<MapRow, 'id'>;

/**
 * A map the principal sees (the repositories answer 404 for the others): its owner, or an admin
 * of its organisation when it is shared with the organisation, changes and deletes it with
 * maps.change_map / maps.delete_map; only its owner changes its visibility; maps.add_mapshare
 * shares it; an upload permission uploads into it (into the layers the layer policy opens).
 */
export const mapPolicy: Policy<MapObject, MapAction> = {
  actions: MAP_ACTIONS,
  refusal(principal: Principal, map: MapObject, action: MapAction): Refusal {
    if (action === 'view') return null;
    if (principal.readOnly) return READ_ONLY;
    const editable = (permission: 'maps.change_map' | 'maps.delete_map') =>
      firstRefusal(
        () => unless(principal.has(permission)),
        () => unless(ownsOrAdministers(principal, map), OWNER_ONLY),
      );
    switch (action) {
      case 'change':
        return editable('maps.change_map');
      case 'delete':
        return editable('maps.delete_map');
      case 'change_visibility':
        return firstRefusal(
          () => editable('maps.change_map'),
          () => unless(mayChangeVisibility(principal, map), VISIBILITY_OWNER_ONLY),
        );
      case 'share':
        return unless(principal.has('maps.add_mapshare'));
      case 'upload':
        return unless(mayUpload(principal), UPLOAD_NEEDS_PERMISSION);
      case 'add_layer':
        return firstRefusal(
          () => unless(mayUpload(principal), UPLOAD_NEEDS_PERMISSION),
          () =>
            unless(
              principal.has('layers.add_layer'),
              'Creating layers needs the layers.add_layer permission.',
            ),
        );
    }
  },
};
