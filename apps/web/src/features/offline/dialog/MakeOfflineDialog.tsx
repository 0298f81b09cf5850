import { Dialog, DialogTitle, Typography } from '@mui/material';
import type { MapRead } from '@waymark/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Box } from '../../../lib/box.js';
import { useMapOffline } from '../useOfflineRecords.js';
import { PackForm } from './PackForm.js';
import { StoredCopyPanel } from './StoredCopyPanel.js';

/**
 * 'Make available offline' of one map: the area and zooms to pack with the live
 * estimate, then the server's packing and the download into this browser (which goes on with
 * the dialog closed, and after a reload), the space used, and Remove.
 */
export function MakeOfflineDialog({
  map,
  view,
  onClose,
}: {
  map: MapRead;
  view: Box | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const offline = useMapOffline(map.id);
  const kept = offline.downloading ?? offline.stored;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t('offline.title')}
        <Typography
          variant="body2"
          color="text.secondary"
          component="span"
          sx={{ display: 'block' }}
        >
          {map.title || map.name}
        </Typography>
      </DialogTitle>
      {!offline.loaded ? null : kept ? (
        <StoredCopyPanel map={map} offline={offline} onClose={onClose} />
      ) : (
        <PackForm map={map} view={view} onClose={onClose} />
      )}
    </Dialog>
  );
}
