import { alpha, Box as Swatch, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EXTENT_COLOUR, SELECTED_COLOUR, SELECTED_OPACITY } from './boxStyle.js';
import type { Box } from './geometry.js';

function Entry({
  label,
  colour,
  opacity,
  absent,
}: {
  label: string;
  colour: string;
  opacity: number;
  absent: string | null;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {/* The box as the map draws it: a solid outline around its translucent fill. */}
      <Swatch
        aria-hidden
        sx={{
          width: 18,
          height: 12,
          border: 2,
          borderColor: colour,
          bgcolor: alpha(colour, opacity),
          opacity: absent ? 0.4 : 1,
        }}
      />
      <Typography variant="body2" color={absent ? 'text.secondary' : 'text.primary'}>
        {absent ? `${label}: ${absent}` : label}
      </Typography>
    </Stack>
  );
}

/** What the two boxes on the map are, and which of them there is not. */
export function BoxLegend({
  extentLabel,
  selectedLabel,
  box,
  extent,
}: {
  extentLabel: string;
  selectedLabel: string;
  box: Box | null;
  extent: Box | null;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Entry
        label={extentLabel}
        colour={EXTENT_COLOUR}
        opacity={0.3}
        absent={extent ? null : t('common.emptyValue')}
      />
      <Entry
        label={selectedLabel}
        colour={SELECTED_COLOUR}
        opacity={SELECTED_OPACITY}
        absent={box ? null : t('bbox.noBox')}
      />
    </Stack>
  );
}
