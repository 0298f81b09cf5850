import { Button, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { mapRead, type MapRead } from '@waymark/contract';
import { useId, useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { checkedAnswer } from '../../api/checkedAnswer.js';
import { ResponsiveDialog } from '../../components/ResponsiveDialog.js';
import { paths } from '../../routing/paths.js';
import { showToast } from '../../lib/notificationsStore.js';
import { LAYER_LISTS_KEY } from '../../entities/layer/layerQueries.js';
import { useOrganisationMaps } from '../../entities/map/useOrganisationMaps.js';
import { BatchEditDialog } from './BatchEditDialog.js';
import { batchSelectable, selected } from './batchEdit.js';
import { MapChoiceField } from './MapChoiceField.js';
import { ProcessingList } from './processing/ProcessingList.js';
import { watchedFiles, type WatchedFile } from './processing/processingState.js';
import { UploadDialogActions } from './UploadDialogActions.js';
import { UploadErrorsDialog } from './UploadErrorsDialog.js';
import { UploadFilesSection } from './UploadFilesSection.js';
import { useMapLayers } from './useMapLayers.js';
import { UPLOAD_DIALOG_WIDTH } from './dialogSize.js';
import { useUploadDialog } from './useUploadDialog.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { bboxMessages } from '../../map/bbox/messages.js';
import { uploadMessages } from './messages.js';

// Loaded on demand: the texts of its features come with it (see i18n/registerMessages.ts).
registerMessages('bbox', bboxMessages);
registerMessages('upload', uploadMessages);

export interface GeneralUploadDialogProps {
  open: boolean;
  onClose(): void;
  initialMapId: number | null;
}

/**
 * The general upload, 'Upload files' (2.8): files to existing or new layers of a chosen map,
 * with batch editing. Once sent, every uploader goes to the map's detail page (read-only unless
 * the map's abilities say otherwise; the dialog stays open over it) and each file's processing
 * is shown here until the dialog is closed, and on the detail page's layers after it.
 */
export function GeneralUploadDialog({
  open,
  onClose,
  initialMapId,
  AddMapDialog,
}: GeneralUploadDialogProps & {
  /** 'Add a map' (the maps admin's dialog), composed by the app. */
  AddMapDialog: ComponentType<{
    open: boolean;
    onClose(): void;
    onCreated?: (map: MapRead) => void;
  }>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const maps = useOrganisationMaps();
  // The maps the server lets the user upload into (each map's `abilities.upload`).
  const uploadMaps = useMemo(
    () => (maps.data ?? []).filter((map) => map.abilities.upload),
    [maps.data],
  );
  const [mapId, setMapId] = useState(initialMapId);
  const [addingMap, setAddingMap] = useState(false);
  const [batchOpen, setBatchOpen] = useState(false);
  const [processing, setProcessing] = useState<WatchedFile[] | null>(null);
  const dialog = useUploadDialog(null);
  const { rows } = dialog;
  const layers = useMapLayers(mapId, rows.rows);

  const chooseMap = (id: number) => {
    if (id === mapId) return;
    setMapId(id);
    // The old map's layers are not this one's; new layer names stay.
    rows.clearExistingLayers();
  };

  const upload = async () => {
    if (mapId === null) return;
    const before = new Set(layers.map?.layers.map((layer) => layer.id) ?? []);
    const sent = rows.rows;
    const outcome = await dialog.send({ kind: 'map', id: mapId });
    if (outcome.kind !== 'sent') return;
    const map = checkedAnswer(mapRead, outcome.body);
    void queryClient.invalidateQueries({ queryKey: ['map'] });
    void queryClient.invalidateQueries({ queryKey: ['maps'] });
    void queryClient.invalidateQueries({ queryKey: LAYER_LISTS_KEY });
    showToast(t('upload.done', { count: sent.length }));
    setProcessing(watchedFiles(sent, before, map.layers));
    void navigate(paths.mapDetail(mapId));
  };

  const close = () => {
    if (dialog.busy) return;
    onClose();
  };

  return (
    <ResponsiveDialog
      open={open}
      onClose={close}
      width={UPLOAD_DIALOG_WIDTH}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('upload.title')}</DialogTitle>
      <DialogContent dividers>
        {processing ? (
          <ProcessingList files={processing} />
        ) : (
          <Stack spacing={2}>
            <MapChoiceField
              maps={uploadMaps}
              value={mapId}
              onChange={chooseMap}
              canAddMap={layers.canAddMap}
              onCreateMap={() => setAddingMap(true)}
              disabled={dialog.busy}
            />
            <UploadFilesSection
              dialog={dialog}
              context={{
                general: true,
                busy: dialog.busy,
                layerOf: layers.layerOf,
                layersFor: layers.layersFor,
                newNames: layers.newNames,
                canAddLayer: layers.canAddLayer,
                systems: dialog.systems,
                onAddSystem: dialog.addSystem,
                onChange: rows.update,
                onRemove: rows.remove,
                onBatch: rows.setBatch,
                showFileErrors: false,
              }}
              onBatchAll={(batch) => rows.setBatchAll(batch, batchSelectable)}
              toolbar={
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <Button
                    variant="outlined"
                    size="small"
                    disabled={dialog.busy || selected(rows.rows).length === 0}
                    onClick={() => setBatchOpen(true)}
                  >
                    {t('upload.batch.set')}
                  </Button>
                  <Typography variant="body2" color="text.secondary">
                    {t('upload.selected', { count: selected(rows.rows).length })}
                  </Typography>
                </Stack>
              }
            />
          </Stack>
        )}
      </DialogContent>
      <UploadDialogActions
        dialog={dialog}
        finished={processing !== null}
        canSend={dialog.ready && mapId !== null && !dialog.types.isPending}
        onUpload={() => void upload()}
        onClose={onClose}
      />
      {dialog.types.data ? (
        <BatchEditDialog
          open={batchOpen}
          rows={rows.rows}
          catalogue={dialog.types.data}
          layers={layers.uploadable}
          newNames={layers.newNames}
          canAddLayer={layers.canAddLayer}
          systems={dialog.systems}
          onAddSystem={dialog.addSystem}
          onApply={rows.applyBatch}
          onClose={() => setBatchOpen(false)}
        />
      ) : null}
      <UploadErrorsDialog
        messages={dialog.errors}
        heading={t('upload.errorsGeneral')}
        onClose={dialog.closeErrors}
      />
      <AddMapDialog
        open={addingMap}
        onClose={() => setAddingMap(false)}
        onCreated={(map) => {
          void queryClient.invalidateQueries({ queryKey: ['maps'] });
          chooseMap(map.id);
        }}
      />
    </ResponsiveDialog>
  );
}
