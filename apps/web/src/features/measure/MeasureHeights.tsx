import { Box, Typography } from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { useHeightsAt } from '../../entities/layer/elevation.js';
import { layerNameParts } from '../../entities/layer/layerName.js';
import { useSurveyDate } from '../../entities/map/surveyDateStore.js';
import { shownSurveyDate } from '../../entities/map/surveyDates.js';
import type { ScenePick } from '../../map/scenePicks.js';
import {
  formatDistance,
  formatHeight,
  formatHeightChange,
  heightChanges,
  slopeLength,
  type Position,
  type Units,
} from './measureMath.js';
import type { MeasureKind } from './useMeasureDrawing.js';

/**
 * The height at each clicked point of the measured line or shape: picked on a model or a point
 * cloud in 3D, else the layer of heights' (the topmost on) as its survey answers. Each point's
 * rise from the one before, the difference from the first to the last and, along a line whose
 * points all have heights, the 3D distance: in metres, or feet in imperial units.
 */
export function MeasureHeights({
  mapId,
  layer,
  points,
  picked,
  kind,
  units,
}: {
  mapId: number;
  layer: LayerRead | null;
  points: readonly Position[];
  picked: readonly (ScenePick | null)[];
  kind: MeasureKind;
  units: Units;
}) {
  const { t, i18n } = useTranslation();
  const places = points.map(([lng, lat]) => ({ lng, lat }));
  const chosen = useSurveyDate();
  // A series answers for the survey it draws (the viewer's date).
  const surveyed = useHeightsAt(mapId, layer, places, layer && shownSurveyDate(layer, chosen));
  const heights = surveyed.map((height, i) => picked[i]?.height ?? (layer ? height : null));
  const changes = heightChanges(heights);
  const slope = kind === 'line' ? slopeLength(points, heights) : null;
  if (points.length === 0) return null;
  return (
    <Box data-testid="measure-heights" sx={{ mt: 1 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {layer
          ? t('measure.heights', { layer: layerNameParts(layer.name).name })
          : t('measure.heightsPicked')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 2.5, maxHeight: 120, overflowY: 'auto' }}>
        {heights.map((height, index) => (
          <Typography
            component="li"
            variant="body2"
            key={index}
            data-testid="measure-height"
            data-elevation={height ?? ''}
            data-on={picked[index]?.on ?? 'terrain'}
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
            {picked[index]
              ? `, ${t(picked[index].on === 'model' ? 'measure.onModel' : 'measure.onPoints')}`
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
      {slope !== null ? (
        <Typography variant="body2" data-testid="measure-slope" data-metres={slope}>
          {t('measure.slopeDistance', { value: formatDistance(slope, units, i18n.language) })}
        </Typography>
      ) : null}
    </Box>
  );
}
