import { MAP_SHARE_ACTIONS, type MapShareAction } from '@waymark/contract';
import type { MapShareRow } from '../repositories/map-share.repository.js';
import { firstRefusal, READ_ONLY, unless, type Policy, type Refusal } from './policy.js';
import type { Principal } from './principal.js';

export const SHARE_REVOKED = 'This share is revoked.';

/**
 * A share of a map the principal sees (the repositories answer 404 for the others): the share
 * settings read and change it with maps.change_mapshare and revoke it with
 * maps.delete_mapshare; a revoked share changes no more.
 */
export const mapSharePolicy: Policy<Pick<MapShareRow, 'revoked_at'>, MapShareAction> = {
  actions: MAP_SHARE_ACTIONS,
  refusal(principal: Principal, share, action: MapShareAction): Refusal {
    if (principal.readOnly) return READ_ONLY;
    switch (action) {
      case 'view':
        return unless(principal.has('maps.change_mapshare'));
      case 'change':
      case 'rotate':
        return firstRefusal(
          () => unless(principal.has('maps.change_mapshare')),
          () => unless(share.revoked_at === null, SHARE_REVOKED),
        );
      case 'delete':
        return unless(principal.has('maps.delete_mapshare'));
    }
  },
};
