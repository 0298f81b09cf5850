import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { DataGrid, type GridRowSelectionModel } from '@mui/x-data-grid';
import type { LayerFileRead } from '@waymark/contract';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/notificationsStore.js';
import { ConfirmDialog } from '../../../components/data-grid/ConfirmDialog.js';
import { gridLocaleText } from '../../../components/data-grid/gridLocaleText.js';
import { downloadFile } from '../../../entities/layer-file/fileTransfer.js';
import { ModelPlacementDialog } from './ModelPlacementDialog.js';
import { useLayerFileColumns } from './useLayerFileColumns.js';
import {
  useDeleteLayerFiles,
  useLayerFilesAdmin,
} from '../../../entities/layer-file/layerFilesQueries.js';

const NOTHING: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** The chosen rows; 'exclude' is what the header checkbox makes of 'all'. */
function chosenIds(model: GridRowSelectionModel, files: readonly LayerFileRead[]): number[] {
  return files
    .map((file) => file.id)
    .filter((id) => (model.type === 'include' ? model.ids.has(id) : !model.ids.has(id)));
}

/**
 * The layer's files below its form: name, kind, size (1024 steps), date, survey date (set or
 * removed in place where the file's abilities allow), processing state and error (section 8);
 * each can be downloaded, a 3D model placed in the map's 3D view, and those a file's
 * `abilities.delete` allows are
 * deleted one or several (ticked) at a time after a confirmation.
 */
export function LayerFilesTable({
  layerId,
  upload,
}: {
  layerId: number;
  /** The layer upload's button, beside the deletion. */
  upload?: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const files = useLayerFilesAdmin(layerId);
  const remove = useDeleteLayerFiles(layerId);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NOTHING);
  const [deleting, setDeleting] = useState<LayerFileRead[] | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [placing, setPlacing] = useState<LayerFileRead | null>(null);
  const rows = useMemo(() => files.data ?? [], [files.data]);
  const deletable = rows.some((file) => file.abilities.delete);
  // 'All' of the header checkbox: only the files that may be deleted.
  const chosen = chosenIds(
    selection,
    rows.filter((file) => file.abilities.delete),
  );

  const download = (file: LayerFileRead) => {
    downloadFile(file).catch(() => showToast(t('layerForm.files.downloadFailed')));
  };
  const askDelete = (targets: LayerFileRead[]) => {
    setDeleteError(null);
    setDeleting(targets);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.map((file) => file.id));
      showToast(t('layerForm.files.deleted', { count: deleting.length }));
      setSelection(NOTHING);
      setDeleting(null);
    } catch {
      setDeleteError(t('layerForm.files.deleteFailed'));
    }
  };

  const columns = useLayerFileColumns({
    deletable,
    onDownload: download,
    onDelete: (file) => askDelete([file]),
    onPlace: setPlacing,
  });
  // A model is first offered the middle of the layer's data.
  const dataBounds = rows.find((file) => file.role === 'source' && file.bounds)?.bounds ?? null;

  return (
    <Stack spacing={1.5} component="section" aria-labelledby={titleId}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography id={titleId} variant="h6" component="h2">
          {t('layerForm.files.title')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {upload}
          {deletable ? (
            <Button
              color="error"
              startIcon={<DeleteIcon />}
              disabled={chosen.length === 0}
              onClick={() => askDelete(rows.filter((file) => chosen.includes(file.id)))}
            >
              {t('layerForm.files.deleteSelected', { count: chosen.length })}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      {files.isError ? <Alert severity="error">{t('layerForm.files.loadFailed')}</Alert> : null}
      <Box sx={{ width: '100%', overflowX: 'auto' }}>
        <DataGrid<LayerFileRead>
          aria-label={t('layerForm.files.title')}
          rows={rows}
          columns={columns}
          loading={files.isPending}
          checkboxSelection={deletable}
          isRowSelectable={({ row }) => row.abilities.delete}
          disableRowSelectionOnClick
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          getRowHeight={() => 'auto'}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25, 50, 100]}
          localeText={{ ...gridLocaleText(t), noRowsLabel: t('layerForm.files.none') }}
          autoHeight
          sx={{ minWidth: 930, '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' } }}
        />
      </Box>
      <ConfirmDialog
        open={deleting !== null}
        title={t('layerForm.files.confirmTitle')}
        text={t('layerForm.files.confirmText', {
          names: (deleting ?? []).map((file) => file.name).join(', '),
        })}
        confirmLabel={t('dataGrid.deleteConfirm')}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
      {placing ? (
        <ModelPlacementDialog
          file={placing}
          layerBounds={dataBounds}
          onClose={() => setPlacing(null)}
        />
      ) : null}
    </Stack>
  );
}
