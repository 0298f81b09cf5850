import { Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditRow } from '../../entities/organisation/auditLogCalls.js';
import { actorText, objectText } from './auditActions.js';

/** The audit log's columns: when, who (and as whom), the action, its object, the address. */
export function useAuditColumns(): GridColDef<AuditRow>[] {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => [
      {
        field: 'created_at',
        headerName: t('auditLog.columns.when'),
        width: 210,
        valueFormatter: (value: string) =>
          new Date(value).toLocaleString(i18n.language, {
            dateStyle: 'medium',
            timeStyle: 'medium',
          }),
      },
      {
        field: 'actor',
        headerName: t('auditLog.columns.actor'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <span>
            {actorText(row, t)}
            {row.as_user ? (
              <Typography component="span" variant="body2" color="text.secondary">
                {` ${t('auditLog.onBehalfOf', { email: row.as_user.email })}`}
              </Typography>
            ) : null}
          </span>
        ),
      },
      { field: 'action', headerName: t('auditLog.columns.action'), width: 190 },
      {
        field: 'object',
        headerName: t('auditLog.columns.object'),
        width: 150,
        valueGetter: (_value, row) => objectText(row),
      },
      { field: 'ip', headerName: t('auditLog.columns.ip'), width: 140 },
    ],
    [t, i18n.language],
  );
}
