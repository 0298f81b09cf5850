import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  formatMetres,
  positionOf,
  rampGradient,
  type ReliefLegend as Legend,
} from '../../../map/style/reliefLegend.js';

const TICK_LABEL_WIDTH = 44;

/**
 * The legend of a layer drawn as relief: its colour ramp as a bar, the heights at its ends and a
 * few round ones between, in metres; for an elevation change, cut (red) and fill (blue) on
 * either side of 0.
 */
export function ReliefLegend({ legend, name }: { legend: Legend; name: string }) {
  const { t, i18n } = useTranslation();
  const span = legend.max - legend.min;
  const metres = (value: number) => formatMetres(value, span, i18n.language);
  const difference = legend.kind === 'difference';
  return (
    <Box
      role="figure"
      aria-label={t('popups.legend.label', { name })}
      data-testid="relief-legend"
      data-min={legend.min}
      data-max={legend.max}
      data-ramp={legend.ramp}
      sx={{ pl: 5.5, pr: 2.5, pb: 1.5 }}
    >
      <Typography variant="caption" color="text.secondary" component="p">
        {difference ? t('popups.legend.change') : t('popups.legend.elevation')}
      </Typography>
      <Box
        aria-hidden
        sx={{
          height: 10,
          mt: 0.5,
          borderRadius: 0.5,
          border: 1,
          borderColor: 'divider',
          background: rampGradient(legend.ramp),
        }}
      />
      <Box sx={{ position: 'relative', height: 16 }}>
        {legend.ticks.map((tick) => (
          <Typography
            key={tick}
            variant="caption"
            color="text.secondary"
            aria-hidden
            sx={{
              position: 'absolute',
              top: 0,
              left: `calc(${positionOf(legend, tick) * 100}% - ${TICK_LABEL_WIDTH / 2}px)`,
              width: TICK_LABEL_WIDTH,
              textAlign: 'center',
              lineHeight: 1.4,
              fontSize: '0.68rem',
              '&::before': {
                content: '""',
                position: 'absolute',
                top: -3,
                left: '50%',
                height: 3,
                borderLeft: 1,
                borderColor: 'text.secondary',
              },
            }}
          >
            {metres(tick)}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="caption" data-testid="relief-legend-min">
          {difference ? t('popups.legend.cut', { value: metres(legend.min) }) : metres(legend.min)}
        </Typography>
        <Typography variant="caption" data-testid="relief-legend-max" sx={{ textAlign: 'right' }}>
          {difference ? t('popups.legend.fill', { value: metres(legend.max) }) : metres(legend.max)}
        </Typography>
      </Box>
    </Box>
  );
}
