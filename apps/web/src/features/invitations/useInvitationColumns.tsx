import type { GridColDef } from '@mui/x-data-grid';
import type { InvitationRead } from '@waymark/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWhen } from '../../lib/formatWhen.js';
import { InvitationStatusChip } from './InvitationStatusChip.js';
import { inviterName } from './inviterName.js';

/**
 * The organisation's invitations: Email, Admin, Invited by, Sent, Expires, Status, Answered.
 * Sortable ones are named as the server's `ordering` knows them (INVITATION_ORDERING).
 */
export function useInvitationColumns(): GridColDef<InvitationRead>[] {
  const { t } = useTranslation();
  return useMemo<GridColDef<InvitationRead>[]>(() => {
    const dash = t('common.emptyValue');
    const when = (value: string | null) => formatWhen(value) || dash;
    return [
      {
        field: 'email',
        headerName: t('invitations.organisation.columns.email'),
        flex: 1.2,
        minWidth: 190,
      },
      {
        field: 'admin',
        headerName: t('invitations.organisation.columns.admin'),
        type: 'boolean',
        width: 100,
      },
      {
        field: 'invited_by',
        headerName: t('invitations.organisation.columns.invitedBy'),
        flex: 1,
        minWidth: 140,
        valueGetter: (_value, row) =>
          row.invited_by ? inviterName(row) || dash : t('invitations.organisation.unknownInviter'),
      },
      {
        field: 'created_at',
        headerName: t('invitations.organisation.columns.sent'),
        width: 150,
        valueFormatter: when,
      },
      {
        field: 'expires_at',
        headerName: t('invitations.organisation.columns.expires'),
        width: 150,
        valueFormatter: when,
      },
      {
        field: 'status',
        headerName: t('invitations.organisation.columns.status'),
        width: 120,
        renderCell: ({ row }) => <InvitationStatusChip status={row.status} />,
      },
      {
        field: 'responded_at',
        headerName: t('invitations.organisation.columns.answered'),
        width: 150,
        valueFormatter: when,
      },
    ];
  }, [t]);
}
