import { ACCESS_KEY_ACTIONS, type AccessKeyAction } from '@waymark/contract';
import { READ_ONLY, unless, type Policy, type Refusal } from './policy.js';
import type { Principal } from './principal.js';

/** A key and the organisations its owner belongs to. */
export interface KeyOfUser {
  ownerId: number;
  ownerOrganisations: readonly number[];
}

export const KEYS_NOT_WHILE_IMPERSONATING =
  'Access keys cannot be made while acting as another user.';

/**
 * A personal access key: its owner, an admin of one of the owner's organisations, or a superuser
 * sees and revokes it.
 */
export const accessKeyPolicy: Policy<KeyOfUser, AccessKeyAction> = {
  actions: ACCESS_KEY_ACTIONS,
  refusal(principal: Principal, key: KeyOfUser, action: AccessKeyAction): Refusal {
    if (action === 'revoke' && principal.readOnly) return READ_ONLY;
    return unless(
      principal.isSuperuser ||
        principal.id === key.ownerId ||
        key.ownerOrganisations.some((organisationId) => principal.isAdminOf(organisationId)),
    );
  },
};
