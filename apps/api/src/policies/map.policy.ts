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

export const ASSIGNEES_NEED_PERMISSION =
  'Listing whom markups may be assigned to needs markups.add_markup or markups.change_markup.';
export const MARKUPS_HIDDEN = 'This share link does not show the map’s markups.';
export const NO_PACKS = 'An access key cannot pack maps for offline use.';
export const SHARE_NO_COMMENTS = 'This share link does not open the map’s markups to comments.';

/**
 * A map the principal sees (the repositories answer 404 for the others): its owner, or an admin
 * of its organisation when it is shared with the organisation, changes and deletes it with
 * maps.change_map / maps.delete_map; only its owner changes its visibility; maps.add_mapshare
 * shares it; an upload permission uploads into it (into the layers the layer policy opens).
 * Whoever sees it sees its markups and comments on them (an access key only reads; a share
 * link's viewer as its share says); markups.add_markup adds markups to it; markups.add_markup
 * or markups.change_markup lists whom its markups may be assigned to (its organisation's people).
 * Whoever sees it packs it for offline use (a share's viewer its view), except an access key.
 */
export const mapPolicy: Policy<MapObject, MapAction> = {
  actions: MAP_ACTIONS,
  refusal(principal: Principal, map: MapObject, action: MapAction): Refusal {
    if (action === 'view') return null;
    if (action === 'view_markups' || action === 'comment_markups') {
      return markupsRefusal(principal, action === 'comment_markups');
    }
    // Every reader packs what they see for offline use, a share's viewer too; an access key is
    // for desktop tools, which read the live tiles.
    if (action === 'pack') return unless(!principal.readOnly || principal.share !== null, NO_PACKS);
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
      case 'add_markup':
        return unless(
          principal.has('markups.add_markup'),
          'Adding markups needs the markups.add_markup permission.',
        );
      case 'list_markup_assignees':
        return unless(
          principal.has('markups.add_markup') || principal.has('markups.change_markup'),
          ASSIGNEES_NEED_PERMISSION,
        );
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

/**
 * Seeing a map's markups (every reader of the map) and commenting on them (every reader who may
 * write): a share link's viewer as the share's markups mode says, whatever else they may do.
 */
export function markupsRefusal(principal: Principal, comment: boolean): Refusal {
  const share = principal.share;
  if (share) {
    if (share.markups === 'hidden') return MARKUPS_HIDDEN;
    return comment ? unless(share.markups === 'comment', SHARE_NO_COMMENTS) : null;
  }
  return comment && principal.readOnly ? READ_ONLY : null;
}
