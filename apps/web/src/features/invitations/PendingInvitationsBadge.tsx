import { Badge } from '@mui/material';
import type { ReactNode } from 'react';
import { usePendingInvitationCount } from '../../entities/invitation/invitationQueries.js';

/** The account button's icon, marked with how many invitations wait for an answer. */
export function PendingInvitationsBadge({ children }: { children: ReactNode }) {
  const pending = usePendingInvitationCount();
  return (
    <Badge
      color="secondary"
      badgeContent={pending ?? 0}
      max={9}
      // The count is read out in the menu's entry; here it is only seen.
      slotProps={{ badge: { 'aria-hidden': true } }}
    >
      {children}
    </Badge>
  );
}
