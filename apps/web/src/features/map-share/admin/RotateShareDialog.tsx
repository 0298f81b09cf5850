import { Button, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { MapShareRead, MapShareWithToken } from '@waymark/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog.js';
import { ConfirmDialog } from '../../../components/data-grid/ConfirmDialog.js';
import { ShareCreated } from '../ShareCreated.js';
import { useShareChanges } from '../../../entities/map-share/useShareChanges.js';

/**
 * 'New link': asks first (the current link stops working at once), then shows the new link,
 * this once, with its copy button.
 */
export function RotateShareDialog({ share, onClose }: { share: MapShareRead; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const changes = useShareChanges();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [rotated, setRotated] = useState<MapShareWithToken | null>(null);

  const rotate = async () => {
    setBusy(true);
    setError(null);
    try {
      setRotated(await changes.rotate(share.id));
    } catch {
      setError(t('mapSharesAdmin.rotateFailed'));
    } finally {
      setBusy(false);
    }
  };

  if (!rotated) {
    return (
      <ConfirmDialog
        open
        title={t('mapSharesAdmin.rotateTitle')}
        text={t('mapSharesAdmin.rotateText')}
        confirmLabel={t('mapSharesAdmin.rotateConfirm')}
        busy={busy}
        error={error}
        onConfirm={() => void rotate()}
        onClose={onClose}
      />
    );
  }
  return (
    <ResponsiveDialog open width="640px" onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {t('mapSharesAdmin.newLinkTitle', { map: rotated.map_title })}
      </DialogTitle>
      <DialogContent>
        <ShareCreated share={rotated} rotated />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('mapSharesAdmin.close')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
