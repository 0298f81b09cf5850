import StraightenIcon from '@mui/icons-material/Straighten';
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { LayerRead } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { fetchRouteMeasure } from '../../entities/map/routeMeasure.js';
import type { PopupFeature } from '../../map/popupStore.js';

/** GET maps/:id/layers/:layerId/features/:fid/measure/: the measure where the line was clicked. */
function useRouteMeasure(
  mapId: number,
  layerId: number,
  fid: number | null,
  at: PopupFeature['lngLat'],
) {
  return useQuery({
    queryKey: ['route-measure', mapId, layerId, fid, at?.lng, at?.lat],
    queryFn: ({ signal }) => fetchRouteMeasure(mapId, layerId, fid!, at!, signal),
    enabled: fid !== null && !!at,
    retry: false,
  });
}

/**
 * The popup of a route's line (a layer marked as a route in the layer form): the chainage or
 * mileage at the clicked point, 'Chainage: km 3+214' or 'Mileage: 12 m 17 ch (12.21 mi)'.
 * Nothing while it is asked or when the server finds none.
 */
export function RouteMeasureLine({
  mapId,
  layer,
  feature,
}: {
  mapId: number;
  layer: LayerRead;
  feature: PopupFeature;
}) {
  const { t } = useTranslation();
  const measure = useRouteMeasure(mapId, layer.id, feature.fid, feature.lngLat);
  if (!measure.data) return null;
  const { unit, text, route } = measure.data;
  return (
    <Box
      data-testid="popup-route-measure"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 3, pb: 1.5 }}
    >
      <StraightenIcon fontSize="small" color="secondary" />
      <Typography variant="body1" sx={{ fontWeight: 500 }}>
        {t(unit === 'km' ? 'popups.route.chainage' : 'popups.route.mileage', { measure: text })}
      </Typography>
      {route ? (
        <Typography variant="body2" color="text.secondary">
          {t('popups.route.routeName', { name: route })}
        </Typography>
      ) : null}
    </Box>
  );
}
