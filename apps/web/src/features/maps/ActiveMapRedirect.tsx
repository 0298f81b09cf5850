import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ApiError } from '../../api/ApiError.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { paths } from '../../routing/paths.js';
import { useActiveMap } from '../../entities/map/useActiveMap.js';
import { useOrganisationMaps } from '../../entities/map/useOrganisationMaps.js';

/** Home (2.4): to MapView of the active map, or 'No map found' once nothing is loading. */
export function ActiveMapRedirect() {
  const { t } = useTranslation();
  const { mapId, loading } = useActiveMap();
  const maps = useOrganisationMaps();
  if (loading) return <LoadingIndicator />;
  if (mapId !== null) return <Navigate to={paths.mapView(mapId)} replace />;
  const forbidden = maps.error instanceof ApiError && maps.error.status === 403;
  return (
    <Box sx={{ p: 4, display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <Typography variant="h6" component="p" color="text.secondary">
        {forbidden ? t('errors.permissionDenied') : t('home.noMap')}
      </Typography>
    </Box>
  );
}
