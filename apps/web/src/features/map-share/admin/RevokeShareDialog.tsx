import type { MapShareRead } from '@waymark/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/notificationsStore.js';
import { ConfirmDialog } from '../../../components/data-grid/ConfirmDialog.js';
import { shareName } from '../../../entities/map-share/shareQueries.js';
import { useShareChanges } from '../../../entities/map-share/useShareChanges.js';

/** Revoking a share, once confirmed: its link is refused at once, also by open viewers. */
export function RevokeShareDialog({ share, onClose }: { share: MapShareRead; onClose(): void }) {
  const { t } = useTranslation();
  const changes = useShareChanges();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const revoke = async () => {
    setBusy(true);
    setError(null);
    try {
      await changes.revoke(share.id);
      showToast(t('mapSharesAdmin.revoked', { map: share.map_title }));
      onClose();
    } catch {
      setError(t('mapSharesAdmin.revokeFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open
      title={t('mapSharesAdmin.revokeTitle', { map: shareName(share) })}
      text={t('mapSharesAdmin.revokeText')}
      confirmLabel={t('mapSharesAdmin.revoke')}
      busy={busy}
      error={error}
      onConfirm={() => void revoke()}
      onClose={onClose}
    />
  );
}
