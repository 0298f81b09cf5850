import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { Button, IconButton, Tooltip } from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkErrorBoundary } from '../../components/ChunkErrorBoundary.js';
import { withTimeout } from '../../lib/lazySection.js';

const LayerUploadDialog = lazy(() =>
  withTimeout(import('./LayerUploadDialog.js')).then((module) => ({
    default: module.LayerUploadDialog,
  })),
);

type UploadTarget = Pick<LayerRead, 'id' | 'name' | 'type' | 'attachment_field' | 'abilities'>;

/**
 * Opens the layer upload (2.8) for a layer whose `abilities.upload` allows it (the server's
 * answer: a share link's viewer never may); nothing for others. A button on the layer's detail
 * screen, an icon in the map's files panel (`compact`).
 */
export function LayerUploadButton({
  layer,
  compact = false,
  onDone,
}: {
  layer: UploadTarget;
  compact?: boolean;
  onDone?: (layer: LayerRead) => void;
}) {
  const { t } = useTranslation();
  const [openings, setOpenings] = useState(0);
  const [open, setOpen] = useState(false);
  if (!layer.abilities.upload) return null;
  const label = t('upload.uploadToLayer', { name: layer.name });
  const start = () => {
    setOpenings((count) => count + 1);
    setOpen(true);
  };
  return (
    <>
      {compact ? (
        <Tooltip title={label}>
          <IconButton aria-label={label} onClick={start}>
            <CloudUploadIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Button variant="outlined" startIcon={<CloudUploadIcon />} onClick={start}>
          {t('upload.title')}
        </Button>
      )}
      {openings > 0 ? (
        <ChunkErrorBoundary key={openings}>
          <Suspense fallback={null}>
            <LayerUploadDialog
              layer={layer}
              open={open}
              onClose={() => setOpen(false)}
              onDone={onDone}
            />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </>
  );
}
