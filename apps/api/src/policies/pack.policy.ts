import { PACK_ACTIONS } from '@waymark/contract/pack';
import { unless, type Policy, type Refusal } from './policy.js';
import type { Principal } from './principal.js';

/** What the policy reads of a pack. */
export interface PackObject {
  organisation_id: number;
  created_by: number | null;
  share_id: number | null;
}

export type PackAction = (typeof PACK_ACTIONS)[number];

export const NOT_YOUR_PACK = 'Only whoever made this pack, or an organisation admin, can do this.';

/**
 * A pack is its maker's: they see and delete it, and so do their organisation's admins (who
 * answer for its storage). A share viewer's pack belongs to the share: every viewer of that link
 * sees and deletes it, and nobody's pack but the share's. An access key has none.
 */
export const packPolicy: Policy<PackObject, PackAction> = {
  actions: PACK_ACTIONS,
  refusal(principal: Principal, pack: PackObject): Refusal {
    const share = principal.share;
    if (share) return unless(pack.share_id === share.shareId, NOT_YOUR_PACK);
    if (principal.readOnly) return NOT_YOUR_PACK;
    return unless(
      (pack.share_id === null && pack.created_by === principal.id) ||
        principal.isAdminOf(pack.organisation_id),
      NOT_YOUR_PACK,
    );
  },
};
