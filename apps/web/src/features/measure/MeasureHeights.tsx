import { Box, Typography } from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { useHeightsAt } from '../../entities/layer/elevation.js';
import { layerNameParts } from '../../entities/layer/layerName.js';
import { useSurveyDate } from '../../entities/map/surveyDateStore.js';
import { shownSurveyDate } from '../../entities/map/surveyDates.js';
import {
  formatHeight,
  formatHeightChange,
  heightChanges,
  type Position,
  type Units,
} from './measureMath.js';

/**
 * The height of a layer of heights (the topmost on) at each clicked point of the measured line
 * or shape, as its survey answers, each point's rise from the one before and the difference
 * from the first to the last (in 3D, points picked on the terrain): in metres, or feet in
 * imperial units.
 */
export function MeasureHeights({
  mapId,
  layer,
  points,
  units,
}: {
  mapId: number;
  layer: LayerRead;
  points: readonly Position[];
  units: Units;
}) {
  const { t, i18n } = useTranslation();
  const places = points.map(([lng, lat]) => ({ lng, lat }));
  const chosen = useSurveyDate();
  // A series answers for the survey it draws (the viewer's date).
  const heights = useHeightsAt(mapId, layer, places, shownSurveyDate(layer, chosen));
  const changes = heightChanges(heights);
  if (points.length === 0) return null;
  return (
    <Box data-testid="measure-heights" sx={{ mt: 1 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {t('measure.heights', { layer: layerNameParts(layer.name).name })}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, maxHeight: 120, overflowY: 'auto' }}>
        {heights.map((height, index) => (
          <Typography
            component="li"
            variant="body2"
            key={index}
            data-testid="measure-height"
            data-elevation={height ?? ''}
            data-lng={points[index]?.[0]}
            data-lat={points[index]?.[1]}
          >
            {t('measure.point', { number: index + 1 })}:{' '}
            {height === undefined
              ? '…'
              : height === null
                ? t('measure.noHeight')
                : formatHeight(height, units, i18n.language)}
            {changes.steps[index] != null
              ? ` (${formatHeightChange(changes.steps[index], units, i18n.language)})`
              : null}
          </Typography>
        ))}
      </Box>
      {changes.total !== null ? (
        <Typography variant="body2" data-testid="measure-rise" data-rise={changes.total}>
          {t('measure.rise', {
            value: formatHeightChange(changes.total, units, i18n.language),
          })}
        </Typography>
      ) : null}
    </Box>
  );
}
