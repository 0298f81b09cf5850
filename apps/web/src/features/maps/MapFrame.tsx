import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.js';
import { LoadingIndicator } from '../../components/LoadingIndicator.js';
import { PageFrame } from '../../components/PageFrame.js';
import { chooseActiveMap } from './activeMapStore.js';
import { useMap } from './useMap.js';

/**
 * The page frame of MapView and MapShare: the map's title and description from GET maps/:id/.
 * The map itself, its sidebar and controls arrive with the map viewer.
 */
export function MapFrame({
  mapId,
  rememberChoice,
}: {
  mapId: number | null;
  rememberChoice: boolean;
}) {
  const { t } = useTranslation();
  const map = useMap(mapId);
  const loadedId = map.data?.id ?? null;

  useEffect(() => {
    // Opening a map is the user's choice of active map (section 4); a share link is not.
    if (rememberChoice && loadedId !== null) chooseActiveMap(loadedId);
  }, [rememberChoice, loadedId]);

  if (mapId === null) return <PageFrame title={t('maps.notFound')} />;
  if (map.isPending) return <LoadingIndicator label={t('app.loading')} />;
  if (map.error) {
    const forbidden = map.error instanceof ApiError && map.error.status === 403;
    return <PageFrame title={forbidden ? t('errors.permissionDenied') : t('maps.notFound')} />;
  }
  return (
    <PageFrame title={map.data.title || map.data.name}>
      {map.data.description && (
        <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {map.data.description}
        </Typography>
      )}
    </PageFrame>
  );
}
