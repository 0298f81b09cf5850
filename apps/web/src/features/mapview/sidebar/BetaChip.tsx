import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Marks a layer whose name ended in '[BETA]'. */
export function BetaChip() {
  const { t } = useTranslation();
  return (
    <Chip
      label={t('mapView.beta')}
      size="small"
      color="secondary"
      sx={{ height: 18, fontSize: 11, fontWeight: 600, flexShrink: 0 }}
    />
  );
}
