import { Box } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { InvitationRead } from '@waymark/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.js';
import { formatWhen } from '../../lib/formatWhen.js';
import { InvitationStatusChip } from './InvitationStatusChip.js';
import { inviterName } from './inviterName.js';

type Answered = 'accepted' | 'declined' | 'cancelled';
const ANSWERED: ReadonlySet<string> = new Set<Answered>(['accepted', 'declined', 'cancelled']);

/** A cell cut short with an ellipsis when narrow, its whole text (`title`) on hovering. */
function ShortCell({ text, title = text }: { text: string; title?: string }) {
  return (
    <Box component="span" title={title} sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {text}
    </Box>
  );
}

/**
 * The organisation's invitations: Email, Admin, Invited by, Sent, Expires, Status. Sent and
 * Expires show the day (as the invitee's cards do), the time on hovering, so that the email has
 * the room; the status says when it was answered, on hovering. Sortable ones are named as the
 * server's `ordering` knows them (INVITATION_ORDERING).
 */
export function useInvitationColumns(): GridColDef<InvitationRead>[] {
  const { t } = useTranslation();
  return useMemo<GridColDef<InvitationRead>[]>(() => {
    const dash = t('common.emptyValue');
    const day = ({ value }: { value?: string | null }) =>
      value ? <ShortCell text={formatDate(value) || dash} title={formatWhen(value)} /> : dash;
    return [
      {
        field: 'email',
        headerName: t('invitations.organisation.columns.email'),
        flex: 2,
        minWidth: 170,
        renderCell: ({ value }) => <ShortCell text={String(value)} />,
      },
      {
        field: 'admin',
        headerName: t('invitations.organisation.columns.admin'),
        type: 'boolean',
        width: 76,
      },
      {
        field: 'invited_by',
        headerName: t('invitations.organisation.columns.invitedBy'),
        flex: 1,
        minWidth: 110,
        valueGetter: (_value, row) =>
          row.invited_by ? inviterName(row) || dash : t('invitations.organisation.unknownInviter'),
      },
      {
        field: 'created_at',
        headerName: t('invitations.organisation.columns.sent'),
        width: 104,
        renderCell: day,
      },
      {
        field: 'expires_at',
        headerName: t('invitations.organisation.columns.expires'),
        width: 104,
        renderCell: day,
      },
      {
        field: 'status',
        headerName: t('invitations.organisation.columns.status'),
        // Room for the longest status word: 'En attente', 'Ar feitheamh'.
        width: 124,
        // When it was answered, on hovering.
        renderCell: ({ row }) => {
          const chip = <InvitationStatusChip status={row.status} />;
          if (!row.responded_at || !ANSWERED.has(row.status)) return chip;
          const date = formatWhen(row.responded_at);
          const title = t(`invitations.mine.answeredOn.${row.status as Answered}`, { date });
          return (
            <Box component="span" title={title}>
              {chip}
            </Box>
          );
        },
      },
    ];
  }, [t]);
}
