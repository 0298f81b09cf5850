import { Box } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { MapShareRead } from '@waymark/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWhen } from '../../../lib/formatWhen.js';
import { ShareStatusChip } from './ShareStatusChip.js';

const creatorOf = (share: MapShareRead) =>
  [share.created_by?.first_name, share.created_by?.last_name].filter(Boolean).join(' ');

/**
 * The Map Shares list's columns. Sortable ones are named as the server's `ordering` knows them
 * (MAP_SHARE_ORDERING: created_at, expiry, last_used_at).
 */
export function useShareColumns(): GridColDef<MapShareRead>[] {
  const { t } = useTranslation();
  return useMemo<GridColDef<MapShareRead>[]>(() => {
    const dash = t('common.emptyValue');
    return [
      { field: 'map_title', headerName: t('mapSharesAdmin.columns.map'), flex: 1, minWidth: 150 },
      {
        field: 'status',
        headerName: t('mapSharesAdmin.columns.status'),
        width: 115,
        renderCell: ({ row }) => <ShareStatusChip status={row.status} />,
      },
      {
        field: 'expiry',
        headerName: t('mapSharesAdmin.columns.expiry'),
        width: 160,
        valueFormatter: (value: string) => formatWhen(value),
      },
      {
        field: 'note',
        headerName: t('mapSharesAdmin.columns.note'),
        flex: 1,
        minWidth: 150,
        valueFormatter: (value: string) => value || dash,
      },
      {
        field: 'token_prefix',
        headerName: t('mapSharesAdmin.columns.link'),
        width: 110,
        renderCell: ({ value }) => (
          <Box component="span" sx={{ fontFamily: 'monospace' }}>{`${String(value)}…`}</Box>
        ),
      },
      {
        field: 'created_by',
        headerName: t('mapSharesAdmin.columns.createdBy'),
        width: 150,
        valueGetter: (_value, row) => creatorOf(row),
        valueFormatter: (value: string) => value || dash,
      },
      {
        field: 'created_at',
        headerName: t('mapSharesAdmin.columns.created'),
        width: 160,
        valueFormatter: (value: string) => formatWhen(value),
      },
      {
        field: 'bounded',
        headerName: t('mapSharesAdmin.columns.bounded'),
        type: 'boolean',
        width: 95,
        valueGetter: (_value, row) => row.bounds !== null,
      },
      {
        field: 'request_count',
        headerName: t('mapSharesAdmin.columns.requests'),
        type: 'number',
        width: 100,
      },
      {
        field: 'client_count',
        headerName: t('mapSharesAdmin.columns.clients'),
        type: 'number',
        width: 130,
      },
      {
        field: 'last_used_at',
        headerName: t('mapSharesAdmin.columns.lastUsed'),
        width: 160,
        valueFormatter: (value: string | null) => formatWhen(value) || t('mapSharesAdmin.never'),
      },
    ];
  }, [t]);
}
