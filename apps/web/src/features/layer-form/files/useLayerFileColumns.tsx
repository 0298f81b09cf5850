import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import PlaceIcon from '@mui/icons-material/ThreeDRotation';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { isModelFile, type LayerFileRead } from '@waymark/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatFileSize, formatTime } from '../../../lib/format.js';
import {
  SurveyDate,
  takesSurveyDate,
} from '../../../entities/layer-file/survey-date/SurveyDate.js';
import { FileErrorCell } from './FileErrorCell.js';
import { FileStatusCell } from './FileStatusCell.js';

/** A 3D model attached to the layer that the reader may change: it may be given a place. */
const placeable = (file: LayerFileRead) =>
  file.role === 'attachment' && isModelFile(file.name) && file.abilities.change;

/**
 * The columns of the layer's files table: name, kind, size, date, survey date, processing state,
 * error, and the download (and, where allowed, place in 3D and delete) actions.
 */
export function useLayerFileColumns({
  deletable,
  onDownload,
  onDelete,
  onPlace,
}: {
  /** Some file may be deleted: the actions column makes room for it. */
  deletable: boolean;
  onDownload(file: LayerFileRead): void;
  onDelete(file: LayerFileRead): void;
  onPlace(file: LayerFileRead): void;
}) {
  const { t } = useTranslation();
  return useMemo<GridColDef<LayerFileRead>[]>(
    () => [
      { field: 'name', headerName: t('layerForm.files.name'), flex: 1, minWidth: 200 },
      {
        field: 'role',
        headerName: t('layerForm.files.kind'),
        width: 130,
        valueGetter: (_value, file) => t(`layerForm.files.kinds.${file.role}`),
      },
      {
        field: 'size',
        headerName: t('layerForm.files.size'),
        width: 100,
        type: 'number',
        valueFormatter: (value: number) => formatFileSize(value),
      },
      {
        field: 'created_at',
        headerName: t('layerForm.files.date'),
        width: 150,
        valueFormatter: (value: string) => `${formatDate(value)} ${formatTime(value)}`,
      },
      {
        field: 'survey_date',
        headerName: t('layerForm.files.surveyDate'),
        width: 280,
        renderCell: ({ row }) => (takesSurveyDate(row) ? <SurveyDate file={row} /> : null),
      },
      {
        field: 'status',
        headerName: t('layerForm.files.status'),
        width: 140,
        renderCell: ({ row }) => <FileStatusCell file={row} />,
      },
      {
        field: 'error_code',
        headerName: t('layerForm.files.error'),
        minWidth: 220,
        flex: 1,
        renderCell: ({ row }) => <FileErrorCell file={row} />,
      },
      {
        field: 'actions',
        type: 'actions',
        width: deletable ? 136 : 96,
        getActions: ({ row }) => [
          ...(placeable(row)
            ? [
                <GridActionsCellItem
                  key="place"
                  icon={<PlaceIcon />}
                  label={t('layerForm.files.placeIn3d', { name: row.name })}
                  onClick={() => onPlace(row)}
                />,
              ]
            : []),
          <GridActionsCellItem
            key="download"
            icon={<DownloadIcon />}
            label={t('layerForm.files.download', { name: row.name })}
            onClick={() => onDownload(row)}
          />,
          ...(row.abilities.delete
            ? [
                <GridActionsCellItem
                  key="delete"
                  icon={<DeleteIcon />}
                  label={t('layerForm.files.delete', { name: row.name })}
                  onClick={() => onDelete(row)}
                />,
              ]
            : []),
        ],
      },
    ],
    // The handlers only use state setters and t.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, deletable],
  );
}
