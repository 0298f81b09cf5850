import type { InvitationRead } from '@waymark/contract';

/** Who sent an invitation, as their name reads; '' when that user is gone. */
export function inviterName(invitation: Pick<InvitationRead, 'invited_by'>): string {
  const by = invitation.invited_by;
  return by ? [by.first_name, by.last_name].filter(Boolean).join(' ') : '';
}
