import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  formatArea,
  formatDistance,
  ringArea,
  segmentLengths,
  type Position,
  type Units,
} from './measureMath.js';
import type { MeasureKind } from './useMeasureDrawing.js';

/** The lengths of each segment and the total; for a shape, its perimeter and area. */
export function MeasureReadout({
  kind,
  units,
  vertices,
  finished,
}: {
  kind: MeasureKind;
  units: Units;
  vertices: readonly Position[];
  finished: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const closed = kind === 'area' && vertices.length >= 3;
  const first = vertices[0];
  const lengths = segmentLengths(closed && first ? [...vertices, first] : vertices);
  const total = lengths.reduce((sum, length) => sum + length, 0);
  return (
    <Box data-testid="measure-readout" data-finished={finished}>
      {kind === 'line' ? (
        <Box component="ol" sx={{ m: 0, pl: 2.5, maxHeight: 140, overflowY: 'auto' }}>
          {lengths.map((length, index) => (
            <Typography component="li" variant="body2" key={index}>
              {t('measure.segment', { number: index + 1 })}: {formatDistance(length, units, locale)}
            </Typography>
          ))}
        </Box>
      ) : null}
      <Typography
        variant="body2"
        sx={{ fontWeight: 600 }}
        data-testid="measure-total"
        data-metres={total}
      >
        {kind === 'line' ? t('measure.total') : t('measure.perimeter')}:{' '}
        {formatDistance(total, units, locale)}
      </Typography>
      {closed ? (
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="measure-area">
          {t('measure.areaValue')}: {formatArea(ringArea(vertices), units, locale)}
        </Typography>
      ) : null}
    </Box>
  );
}
