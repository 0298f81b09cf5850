import {
  Box,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { batchSelectable } from './batchEdit.js';
import { SurveyDateHeader } from './SurveyDateHeader.js';
import { UploadFileRow, type RowContext } from './UploadFileRow.js';
import type { TransferView } from './transferView.js';
import type { UploadRow } from './uploadRules.js';

/** Read by screen readers, not shown: the remove column's header. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** From this many files the table scrolls, at this height (section 9, Upload screen). */
export const SCROLL_FROM_ROWS = 8;
export const SCROLL_HEIGHT = 420;

/**
 * The file table of 2.8: (batch,) Name, Size, Type, (Layer,) coordinate system or attach
 * target, survey date, remove. It scrolls sideways on narrow screens.
 */
export function UploadFileTable({
  rows,
  context,
  transfer,
  onBatchAll,
}: {
  rows: readonly UploadRow[];
  context: RowContext;
  transfer: TransferView | null;
  onBatchAll(batch: boolean): void;
}) {
  const { t } = useTranslation();
  const selectable = rows.filter(batchSelectable);
  const chosen = selectable.filter((row) => row.batch).length;
  return (
    <TableContainer
      sx={{
        maxHeight: rows.length >= SCROLL_FROM_ROWS ? SCROLL_HEIGHT : undefined,
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
      data-testid="upload-table"
    >
      <Table size="small" stickyHeader sx={{ minWidth: context.general ? 1010 : 790 }}>
        <TableHead>
          <TableRow>
            {context.general ? (
              <TableCell padding="checkbox">
                <Checkbox
                  size="small"
                  checked={chosen > 0 && chosen === selectable.length}
                  indeterminate={chosen > 0 && chosen < selectable.length}
                  disabled={context.busy || selectable.length === 0}
                  onChange={(event) => onBatchAll(event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('upload.selectAllForBatch') } }}
                />
              </TableCell>
            ) : null}
            <TableCell>{t('upload.columns.name')}</TableCell>
            <TableCell>{t('upload.columns.size')}</TableCell>
            <TableCell>{t('upload.columns.type')}</TableCell>
            {context.general ? <TableCell>{t('upload.columns.layer')}</TableCell> : null}
            <TableCell>{t('upload.columns.coordinateSystem')}</TableCell>
            <TableCell>
              <SurveyDateHeader />
            </TableCell>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                {t('upload.columns.remove')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <UploadFileRow
              key={row.name}
              row={row}
              context={context}
              transfer={transfer?.files[row.name]}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
