import { Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { VolumeShape } from './shape.js';
import type { ShapeMode } from './useVolumeShape.js';

/** Draw a polygon or click a polygon feature; what is chosen, and a way to clear it. */
export function ShapeChooser({
  mode,
  onMode,
  shape,
  corners,
  ready,
  onClear,
}: {
  mode: ShapeMode;
  onMode(mode: ShapeMode): void;
  shape: VolumeShape | null;
  corners: number;
  ready: boolean;
  onClear(): void;
}) {
  const { t } = useTranslation();
  const chosen =
    shape?.kind === 'feature'
      ? t('volume.picked', { fid: shape.fid, layer: shape.layerName })
      : shape
        ? t('volume.drawn', { corners: (shape.polygon.coordinates[0]?.length ?? 1) - 1 })
        : null;
  return (
    <Stack spacing={0.5} sx={{ my: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          aria-label={t('volume.shape')}
          onChange={(_, value: ShapeMode | null) => value && onMode(value)}
        >
          <ToggleButton value="draw">{t('volume.draw')}</ToggleButton>
          <ToggleButton value="pick">{t('volume.pick')}</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" onClick={onClear} disabled={!shape && corners === 0}>
          {t('volume.clear')}
        </Button>
      </Stack>
      <Typography
        variant="body2"
        color={chosen ? 'text.primary' : 'text.secondary'}
        hidden={!ready}
      >
        <span data-testid="volume-shape">
          {chosen ?? (mode === 'draw' ? t('volume.hintDraw') : t('volume.hintPick'))}
        </span>
      </Typography>
    </Stack>
  );
}
