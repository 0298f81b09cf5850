import { Typography } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditRow } from '../../entities/organisation/auditLogCalls.js';
import { actionText, actorText, objectText } from './auditActions.js';

/**
 * The audit log's columns: when, who (and as whom), the action, its object, the address; and
 * the organisation, in the all-organisations log.
 */
export function useAuditColumns(withOrganisation: boolean): GridColDef<AuditRow>[] {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const organisation: GridColDef<AuditRow> = {
      field: 'organisation',
      headerName: t('auditLog.columns.organisation'),
      width: 170,
      valueGetter: (_value, row) => row.organisation?.name ?? '',
    };
    const columns: GridColDef<AuditRow>[] = [
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
      {
        field: 'action',
        headerName: t('auditLog.columns.action'),
        width: 190,
        valueGetter: (_value, row) => actionText(row.action, t, (key) => i18n.exists(key)),
      },
      {
        field: 'object',
        headerName: t('auditLog.columns.object'),
        width: 150,
        valueGetter: (_value, row) => objectText(row),
      },
      { field: 'ip', headerName: t('auditLog.columns.ip'), width: 140 },
    ];
    if (withOrganisation) columns.splice(3, 0, organisation);
    return columns;
  }, [t, i18n, withOrganisation]);
}
