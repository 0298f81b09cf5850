import { DialogContent, DialogTitle } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { layerRead, type LayerRead } from '@waymark/contract';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { checkedAnswer } from '../../api/checkedAnswer.js';
import { ResponsiveDialog } from '../../components/ResponsiveDialog.js';
import { showToast } from '../../lib/notificationsStore.js';
import { layerFilesKey } from '../../entities/layer-file/layerFilesQueries.js';
import { layerChanged } from '../../entities/layer/layerQueries.js';
import { UPLOAD_DIALOG_WIDTH } from './dialogSize.js';
import { UploadDialogActions } from './UploadDialogActions.js';
import { UploadErrorsDialog } from './UploadErrorsDialog.js';
import { messagesAbout } from './uploadErrors.js';
import { UploadFilesSection } from './UploadFilesSection.js';
import type { LayerChoice } from './uploadRules.js';
import { useUploadDialog } from './useUploadDialog.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { uploadMessages } from './messages.js';

// Loaded on demand: its feature's texts come with it (see i18n/registerMessages.ts).
registerMessages('upload', uploadMessages);

export type UploadLayer = Pick<LayerRead, 'id' | 'name' | 'type' | 'attachment_field'>;

/**
 * The layer upload (2.8): files into one layer, no map, layer or batch choice. A refused file
 * shows its errors beside it, all of them under 'Fix following issues..'. On success the done
 * event fires with the layer and the dialog closes; the layer's files list and the map then
 * show the processing.
 */
export function LayerUploadDialog({
  layer,
  open,
  onClose,
  onDone,
}: {
  layer: UploadLayer;
  open: boolean;
  onClose(): void;
  onDone?: (layer: LayerRead) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const fixed = useMemo<LayerChoice>(
    () => ({ id: layer.id, name: layer.name, type: layer.type }),
    [layer.id, layer.name, layer.type],
  );
  const dialog = useUploadDialog(fixed);
  const { rows } = dialog;

  const upload = async () => {
    const count = rows.rows.length;
    const outcome = await dialog.send({ kind: 'layer', id: layer.id });
    if (outcome.kind === 'refused') {
      rows.setFileErrors((row) => messagesAbout(row.name, outcome.messages));
      return;
    }
    if (outcome.kind !== 'sent') return;
    const updated = checkedAnswer(layerRead, outcome.body);
    layerChanged(queryClient, updated);
    void queryClient.invalidateQueries({ queryKey: layerFilesKey(layer.id) });
    showToast(t('upload.done', { count }));
    onDone?.(updated);
    onClose();
  };

  return (
    <ResponsiveDialog
      open={open}
      onClose={dialog.busy ? undefined : onClose}
      width={UPLOAD_DIALOG_WIDTH}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('upload.layerTitle', { name: layer.name })}</DialogTitle>
      <DialogContent dividers>
        <UploadFilesSection
          dialog={dialog}
          context={{
            general: false,
            busy: dialog.busy,
            layerOf: () => ({ id: layer.id, type: layer.type, field: layer.attachment_field }),
            layersFor: () => [],
            newNames: [],
            canAddLayer: false,
            systems: dialog.systems,
            onAddSystem: dialog.addSystem,
            onChange: rows.update,
            onRemove: rows.remove,
            onBatch: () => undefined,
            showFileErrors: true,
          }}
          onBatchAll={() => undefined}
        />
      </DialogContent>
      <UploadDialogActions
        dialog={dialog}
        finished={false}
        canSend={dialog.ready}
        onUpload={() => void upload()}
        onClose={onClose}
      />
      <UploadErrorsDialog
        messages={dialog.errors}
        heading={t('upload.errorsLayer')}
        onClose={dialog.closeErrors}
      />
    </ResponsiveDialog>
  );
}
