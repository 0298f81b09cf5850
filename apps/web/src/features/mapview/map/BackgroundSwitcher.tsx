import { Paper, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../../../i18n/keys.js';
import type { BackgroundId } from '../../../map/background/backgroundChoice.js';

const LABELS: Record<BackgroundId, MessageKey> = {
  offline: 'mapView.offlineMap',
  street: 'mapView.streetMap',
  satellite: 'mapView.satelliteMap',
};

/** The background choice, offered only when a street or satellite basemap is configured. */
export function BackgroundSwitcher({
  available,
  value,
  onChange,
}: {
  available: readonly BackgroundId[];
  value: BackgroundId;
  onChange: (background: BackgroundId) => void;
}) {
  const { t } = useTranslation();
  if (available.length < 2) return null;
  return (
    <Paper elevation={2} sx={{ position: 'absolute', left: 10, bottom: 40, zIndex: 2 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        aria-label={t('mapView.background')}
        onChange={(_event, next: BackgroundId | null) => {
          if (next) onChange(next);
        }}
      >
        {available.map((id) => (
          <ToggleButton key={id} value={id} sx={{ textTransform: 'none', px: 1.5 }}>
            {t(LABELS[id])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Paper>
  );
}
