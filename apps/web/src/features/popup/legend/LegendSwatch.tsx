import { Box } from '@mui/material';
import type { LegendSwatch as Swatch } from '../../../map/style/legendOf.js';

const BOX = 18;

/** A row's sample: a filled square, a line, a circle, or 'Aa' in the text colour. */
export function LegendSwatch({ swatch }: { swatch: Swatch }) {
  const { kind, color, outline, size, opacity } = swatch;
  return (
    <Box
      aria-hidden
      data-color={color}
      sx={{
        width: BOX,
        height: BOX,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {kind === 'fill' && (
        <Box
          sx={{
            width: 14,
            height: 14,
            bgcolor: color,
            opacity,
            border: `1px solid ${outline ?? color}`,
          }}
        />
      )}
      {kind === 'line' && (
        <Box sx={{ width: BOX, height: size, bgcolor: color, opacity, borderRadius: size / 2 }} />
      )}
      {kind === 'circle' && (
        <Box
          sx={{
            width: size * 2,
            height: size * 2,
            borderRadius: '50%',
            bgcolor: color,
            opacity,
            border: outline ? `1px solid ${outline}` : undefined,
          }}
        />
      )}
      {kind === 'symbol' && (
        <Box component="span" sx={{ color, fontWeight: 700, fontSize: 13, lineHeight: 1 }}>
          Aa
        </Box>
      )}
    </Box>
  );
}
