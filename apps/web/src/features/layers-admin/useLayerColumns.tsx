import { Box } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import type { LayerRead } from '@waymark/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../lib/format.js';
import { LayerStatusCell } from '../../entities/layer/LayerStatusCell.js';
import { LayerTypeChip } from '../../entities/layer/LayerTypeChip.js';

/** Vector layers count their features; the others (rasters, ...) their files. */
export function countText(t: (key: string, values: { count: number }) => string, layer: LayerRead) {
  return layer.type === 'vector'
    ? t('layersAdmin.features', { count: layer.feature_count })
    : t('layersAdmin.files', { count: layer.file_count });
}

/** The columns of the Layers list; which can be sorted is the server's (LAYER_ORDERING). */
export function useLayerColumns(): GridColDef<LayerRead>[] {
  const { t } = useTranslation();
  return useMemo<GridColDef<LayerRead>[]>(
    () => [
      {
        field: 'name',
        headerName: t('layersAdmin.columns.name'),
        flex: 2,
        minWidth: 200,
        // A long name is cut short in its cell; the whole of it shows on hover.
        renderCell: ({ row }) => (
          <Box
            component="span"
            title={row.name}
            sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {row.name}
          </Box>
        ),
      },
      {
        field: 'type',
        headerName: t('layersAdmin.columns.type'),
        width: 115,
        renderCell: ({ row }) => <LayerTypeChip type={row.type} />,
      },
      {
        field: 'status',
        headerName: t('layersAdmin.columns.status'),
        width: 145,
        renderCell: ({ row }) => <LayerStatusCell layer={row} />,
      },
      {
        field: 'count',
        headerName: t('layersAdmin.columns.count'),
        flex: 1,
        minWidth: 110,
        valueGetter: (_value, row) =>
          countText(t as (key: string, values: { count: number }) => string, row),
      },
      {
        field: 'visibility',
        headerName: t('layersAdmin.columns.visibility'),
        flex: 1,
        minWidth: 140,
        valueGetter: (_value, row) => t(`layersAdmin.visibility.${row.visibility}`),
      },
      {
        field: 'owner_name',
        headerName: t('layersAdmin.columns.owner'),
        flex: 1,
        minWidth: 110,
        valueGetter: (_value, row) => row.owner_name ?? t('common.emptyValue'),
      },
      {
        field: 'updated_at',
        headerName: t('layersAdmin.columns.updated'),
        width: 135,
        valueFormatter: (value: string) => `${formatDate(value)} ${formatTime(value)}`,
      },
    ],
    [t],
  );
}
