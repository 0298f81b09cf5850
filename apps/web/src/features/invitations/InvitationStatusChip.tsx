import { Chip } from '@mui/material';
import type { InvitationState } from '@waymark/contract';
import { useTranslation } from 'react-i18next';

const COLOURS = {
  pending: 'info',
  accepted: 'success',
  declined: 'error',
  cancelled: 'default',
  expired: 'warning',
} as const;

/** An invitation's state, each labelled in words (not by colour alone). */
export function InvitationStatusChip({ status }: { status: InvitationState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={COLOURS[status]}
      variant={status === 'pending' ? 'filled' : 'outlined'}
      label={t(`invitations.status.${status}`)}
    />
  );
}
