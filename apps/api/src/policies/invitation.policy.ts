import { INVITATION_ACTIONS, type InvitationAction, type InvitationState } from '@waymark/contract';
import { organisationPolicy } from './organisation.policy.js';
import { firstRefusal, READ_ONLY, unless, type Policy, type Refusal } from './policy.js';
import type { Principal } from './principal.js';

export interface InvitationObject {
  organisation_id: number;
  user_id: number;
  status: InvitationState;
}

export const INVITATION_CLOSED = 'This invitation is no longer open.';
export const ONLY_INVITEE =
  'Only the invited account, signed in as itself, can answer an invitation.';

/**
 * An invitation of an existing account: its invitee sees it and, signed in as themselves (not
 * impersonated), accepts or declines it while it is open; those who may add users to the
 * organisation see it and cancel it while it is open.
 */
export const invitationPolicy: Policy<InvitationObject, InvitationAction> = {
  actions: INVITATION_ACTIONS,
  refusal(principal: Principal, invitation: InvitationObject, action: InvitationAction): Refusal {
    const invitee = principal.id === invitation.user_id;
    const inviter = () =>
      organisationPolicy.refusal(principal, { id: invitation.organisation_id }, 'add_user');
    const open = () => unless(invitation.status === 'pending', INVITATION_CLOSED);
    if (action === 'view') return invitee ? null : inviter();
    if (principal.readOnly) return READ_ONLY;
    if (action === 'cancel') return firstRefusal(inviter, open);
    return firstRefusal(
      () => unless(invitee && principal.impersonator === null, ONLY_INVITEE),
      open,
    );
  },
};
