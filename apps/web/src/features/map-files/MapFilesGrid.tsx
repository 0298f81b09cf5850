import VisibilityIcon from '@mui/icons-material/Visibility';
import { IconButton, Tooltip } from '@mui/material';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import type { MapFileRead } from '@waymark/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatFileSize } from '../../lib/format.js';
import { gridLocaleText } from '../../components/data-grid/gridLocaleText.js';
import { viewableKind } from '../../entities/layer-file/fileKinds.js';
import { SurveyDate, takesSurveyDate } from '../../entities/layer-file/survey-date/SurveyDate.js';
import { viewFile } from '../../lib/fileViewerStore.js';

/**
 * The files as a grid: name, layer, size, date, survey date (changed in place where allowed), a
 * view button where the browser can show one.
 */
export function MapFilesGrid({
  rows,
  emptyText,
  selection,
  onSelectionChange,
}: {
  rows: readonly MapFileRead[];
  /** What an empty grid says: no files in the view, or none matching the filter. */
  emptyText: string;
  selection: GridRowSelectionModel;
  onSelectionChange(model: GridRowSelectionModel): void;
}) {
  const { t } = useTranslation();
  const columns = useMemo<GridColDef<MapFileRead>[]>(
    () => [
      { field: 'name', headerName: t('mapFiles.columns.name'), flex: 2, minWidth: 160 },
      { field: 'layer_name', headerName: t('mapFiles.columns.layer'), flex: 1, minWidth: 110 },
      {
        field: 'size',
        headerName: t('mapFiles.columns.size'),
        width: 90,
        type: 'number',
        valueFormatter: (value: number) => formatFileSize(value),
      },
      {
        field: 'created_at',
        headerName: t('mapFiles.columns.date'),
        width: 105,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'survey_date',
        headerName: t('mapFiles.columns.surveyDate'),
        width: 240,
        renderCell: ({ row }) => (takesSurveyDate(row) ? <SurveyDate file={row} /> : null),
      },
      {
        field: 'view',
        headerName: '',
        width: 56,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        renderCell: ({ row }) =>
          viewableKind(row) ? (
            <Tooltip title={t('files.view', { name: row.name })}>
              <IconButton
                size="small"
                aria-label={t('files.view', { name: row.name })}
                onClick={() => viewFile(row)}
              >
                <VisibilityIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null,
      },
    ],
    [t],
  );
  return (
    <DataGrid
      rows={rows}
      columns={columns}
      checkboxSelection
      disableRowSelectionOnClick
      rowSelectionModel={selection}
      onRowSelectionModelChange={onSelectionChange}
      density="compact"
      // A survey date being changed takes a little more room than a line.
      getRowHeight={() => 'auto'}
      pageSizeOptions={[100]}
      initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
      localeText={{
        ...gridLocaleText(t),
        noRowsLabel: emptyText,
        footerRowSelected: (count) => t('mapFiles.selected', { count }),
        checkboxSelectionSelectAllRows: t('mapFiles.selectAll'),
        checkboxSelectionSelectRow: t('mapFiles.selectRow'),
      }}
      sx={{
        border: 0,
        minHeight: 240,
        '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center', minHeight: 36 },
      }}
    />
  );
}
