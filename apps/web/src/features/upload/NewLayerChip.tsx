import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { layerTypeColour, layerTypeTextColour } from '../../entities/layer/layerTypeColour.js';

/** 'NEW' on a layer that has no id yet: it is created by the upload (2.8; red). */
export function NewLayerChip() {
  const { t } = useTranslation();
  const colour = layerTypeColour(null, true);
  return (
    <Chip
      size="small"
      label={t('upload.layer.newChip')}
      sx={{ bgcolor: colour, color: layerTypeTextColour(colour), fontWeight: 600, height: 20 }}
    />
  );
}
