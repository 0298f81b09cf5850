import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { layerTypeColour, layerTypeTextColour } from './layerTypeColour.js';

const KNOWN_TYPES = ['vector', 'raster', 'photo'] as const;
type KnownType = (typeof KNOWN_TYPES)[number];

const isKnown = (type: string): type is KnownType =>
  (KNOWN_TYPES as readonly string[]).includes(type);

/** A layer's type as a small coloured chip; a layer without data yet has no type. */
export function LayerTypeChip({ type }: { type: string | null }) {
  const { t } = useTranslation();
  const colour = layerTypeColour(type);
  const label =
    type === null
      ? t('layersAdmin.types.none')
      : isKnown(type)
        ? t(`layersAdmin.types.${type}`)
        : type;
  return (
    <Chip
      size="small"
      label={label}
      sx={{ bgcolor: colour, color: layerTypeTextColour(colour), fontWeight: 500 }}
    />
  );
}
