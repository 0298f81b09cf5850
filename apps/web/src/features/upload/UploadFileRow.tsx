import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SubdirectoryArrowRightIcon from '@mui/icons-material/SubdirectoryArrowRight';
import {
  Box,
  Checkbox,
  IconButton,
  LinearProgress,
  TableCell,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import type { CoordinateSystem } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../../lib/format.js';
import { batchSelectable } from './batchEdit.js';
import { CoordinateSystemCell } from './CoordinateSystemCell.js';
import { FileErrorIcon } from './FileErrorIcon.js';
import { FileTypeField } from './FileTypeField.js';
import { LayerChoiceField, type ExistingLayer } from './LayerChoiceField.js';
import { SurveyDateField } from './SurveyDateField.js';
import { TransferFigures } from './TransferFigures.js';
import type { FileTransferView } from './transferView.js';
import { typeLabel } from './typeLabel.js';
import type { RowChange } from './useUploadRows.js';
import type { FileTypesCatalogue, LayerChoice, UploadRow } from './uploadRules.js';
import { typesOffered } from './uploadRules.js';

/** What every row needs from its dialog. */
export interface RowContext {
  general: boolean;
  /** An upload is under way: nothing can be changed. */
  busy: boolean;
  catalogue: FileTypesCatalogue;
  /** The layer a choice stands for: its type and attachment field (an existing one). */
  layerOf(
    choice: LayerChoice | null,
  ): { id: number; type: string | null; field: string | null } | null;
  /** The general upload: the layers offered for a file (5.3) and the new layers named. */
  layersFor(row: UploadRow): ExistingLayer[];
  newNames: readonly string[];
  canAddLayer: boolean;
  systems: readonly CoordinateSystem[];
  onAddSystem(system: CoordinateSystem): void;
  onChange(name: string, change: RowChange): void;
  onRemove(name: string): void;
  onBatch(name: string, batch: boolean): void;
  /** The layer upload shows each file's errors beside it. */
  showFileErrors: boolean;
}

const layerName = (choice: LayerChoice | null) =>
  !choice ? '' : 'id' in choice ? choice.name : choice.newName;

/** One file of the upload table (2.8); a companion is indented and follows its main file. */
export function UploadFileRow({
  row,
  context,
  transfer,
}: {
  row: UploadRow;
  context: RowContext;
  transfer: FileTransferView | undefined;
}) {
  const { t } = useTranslation();
  const child = row.parent !== null;
  // A file in the batch is edited through 'Batch Edit', not on its own (section 4).
  const locked = context.busy || child || row.batch;
  const layer = context.layerOf(row.layer);
  const change = (value: RowChange) => context.onChange(row.name, value);

  return (
    <TableRow hover={!context.busy} selected={row.batch} data-testid={`upload-row-${row.name}`}>
      {context.general ? (
        <TableCell padding="checkbox">
          {child ? null : (
            <Checkbox
              size="small"
              checked={row.batch}
              disabled={context.busy || !batchSelectable(row)}
              onChange={(event) => context.onBatch(row.name, event.target.checked)}
              slotProps={{
                input: { 'aria-label': t('upload.selectForBatch', { name: row.name }) },
              }}
            />
          )}
        </TableCell>
      ) : null}
      <TableCell sx={{ pl: child ? 4 : undefined, minWidth: 150, maxWidth: 220 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
          {child ? (
            <Tooltip title={t('upload.companionOf', { parent: row.parent })}>
              <SubdirectoryArrowRightIcon fontSize="small" color="action" />
            </Tooltip>
          ) : null}
          <Typography variant="body2" noWrap title={row.name} sx={{ minWidth: 0, flex: 1 }}>
            {row.name}
          </Typography>
          {context.showFileErrors && row.fileError.length > 0 ? (
            <FileErrorIcon name={row.name} messages={row.fileError} />
          ) : null}
        </Box>
        {transfer ? (
          <Box sx={{ mt: 0.5 }}>
            <LinearProgress
              variant="determinate"
              value={transfer.total > 0 ? (transfer.sent * 100) / transfer.total : 0}
              aria-hidden
            />
            <TransferFigures figures={transfer} />
            {transfer.retrying ? (
              <Typography variant="caption" color="warning.main" component="div">
                {t('upload.progress.retrying')}
              </Typography>
            ) : transfer.resumedAt > 0 ? (
              <Typography variant="caption" color="text.secondary" component="div">
                {t('upload.progress.resumed', { sent: formatFileSize(transfer.resumedAt) })}
              </Typography>
            ) : null}
          </Box>
        ) : null}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatFileSize(row.size)}</TableCell>
      <TableCell sx={{ minWidth: 130 }}>
        {child ? (
          <Typography variant="body2" color="text.secondary">
            {row.fileType ? typeLabel(t, row.fileType) : ''}
          </Typography>
        ) : (
          <FileTypeField
            row={row}
            offered={typesOffered(context.catalogue, row.name, layer?.type ?? null)}
            disabled={locked}
            onChange={(fileType) => change({ fileType })}
          />
        )}
      </TableCell>
      {context.general ? (
        <TableCell sx={{ minWidth: 180 }}>
          {child ? (
            <Typography variant="body2" color="text.secondary" noWrap>
              {layerName(row.layer)}
            </Typography>
          ) : (
            <LayerChoiceField
              value={row.layer}
              layers={context.layersFor(row)}
              newNames={context.newNames}
              canAddLayer={context.canAddLayer}
              disabled={locked}
              onChange={(value) => change({ layer: value })}
            />
          )}
        </TableCell>
      ) : null}
      <TableCell sx={{ minWidth: 220 }}>
        {child ? (
          <Typography variant="body2" color="text.secondary" noWrap>
            {row.epsg?.text ?? ''}
          </Typography>
        ) : (
          <CoordinateSystemCell row={row} context={context} layer={layer} locked={locked} />
        )}
      </TableCell>
      <TableCell sx={{ minWidth: 150 }}>
        <SurveyDateField
          row={row}
          disabled={locked}
          onChange={(surveyDate) => change({ surveyDate })}
        />
      </TableCell>
      <TableCell padding="checkbox">
        <IconButton
          size="small"
          aria-label={t('upload.removeFile', { name: row.name })}
          disabled={context.busy}
          onClick={() => context.onRemove(row.name)}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}
