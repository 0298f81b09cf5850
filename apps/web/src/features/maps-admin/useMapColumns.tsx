import type { MapRead } from '@waymark/contract';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../lib/format.js';

/** dd/MM/yyyy HH:mm (section 9, Formatting). */
function dateTime(value: string): string {
  const date = formatDate(value);
  return date ? `${date} ${formatTime(value)}` : '';
}

/**
 * The Maps list's columns. Sortable ones are named as the server's `ordering` knows them
 * (MAP_ORDERING: updated_at, not 'updated').
 */
export function useMapColumns(): GridColDef<MapRead>[] {
  const { t } = useTranslation();
  return useMemo<GridColDef<MapRead>[]>(
    () => [
      { field: 'name', headerName: t('mapsAdmin.columns.name'), flex: 1, minWidth: 160 },
      {
        field: 'title',
        headerName: t('mapsAdmin.columns.title'),
        flex: 1,
        minWidth: 160,
        valueFormatter: (value: string) => value || t('common.emptyValue'),
      },
      {
        field: 'layers',
        headerName: t('mapsAdmin.columns.layers'),
        type: 'number',
        width: 90,
        valueGetter: (_value, row) => row.layers.length,
      },
      {
        field: 'visibility',
        headerName: t('mapsAdmin.columns.visibility'),
        width: 160,
        valueFormatter: (value: MapRead['visibility']) => t(`mapsAdmin.visibility.${value}`),
      },
      {
        field: 'owner_name',
        headerName: t('mapsAdmin.columns.owner'),
        width: 170,
        valueFormatter: (value: string | null) => value || t('common.emptyValue'),
      },
      {
        field: 'updated_at',
        headerName: t('mapsAdmin.columns.updated'),
        width: 150,
        valueFormatter: (value: string) => dateTime(value),
      },
    ],
    [t],
  );
}
