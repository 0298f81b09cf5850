import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Button } from '@mui/material';
import type { MapRead } from '@waymark/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../routing/paths.js';
import { showToast } from '../../lib/notificationsStore.js';
import { ConfirmDialog } from '../../components/data-grid/ConfirmDialog.js';
import { useMapChanges } from '../../entities/map/useMapChanges.js';

/**
 * 'Delete map', after a confirmation: on 204 the map leaves the lists and the map switcher,
 * and the user is back on the Maps list.
 */
export function DeleteMapButton({ map, disabled }: { map: MapRead; disabled?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const changes = useMapChanges();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await changes.remove(map);
      showToast(t('mapsAdmin.detail.deleted', { name: map.name }));
      void navigate(paths.maps, { replace: true });
    } catch {
      setError(t('mapsAdmin.detail.deleteFailed'));
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        color="error"
        startIcon={<DeleteIcon />}
        disabled={disabled}
        onClick={() => {
          setError(null);
          setAsking(true);
        }}
      >
        {t('mapsAdmin.detail.deleteMap')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('mapsAdmin.detail.deleteTitle', { name: map.name })}
        text={t('mapsAdmin.detail.deleteText')}
        confirmLabel={t('mapsAdmin.detail.deleteMap')}
        busy={busy}
        error={error}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
