import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.js';
import { PageFrame } from '../../components/PageFrame.js';
import type { MapViewParts } from './mapViewParts.js';
import { MapViewScreen } from './MapViewScreen.js';
import { chooseActiveMap } from '../../entities/map/activeMapStore.js';
import { useMap } from '../../entities/map/useMap.js';
import { useMapOpened } from './useMapOpened.js';

/**
 * MapView and MapShare: the map viewer of GET maps/:id/, or why there is none. Opening a map
 * is the user's choice of active map; a share link's is not.
 */
export function MapFrame({
  mapId,
  rememberChoice,
  parts,
}: {
  mapId: number | null;
  rememberChoice: boolean;
  parts: MapViewParts;
}) {
  const { t } = useTranslation();
  const map = useMap(mapId);
  const loadedId = map.data?.id ?? null;
  useMapOpened(loadedId);

  useEffect(() => {
    if (rememberChoice && loadedId !== null) chooseActiveMap(loadedId);
  }, [rememberChoice, loadedId]);

  if (mapId === null) return <PageFrame title={t('maps.notFound')} />;
  if (map.error) {
    const forbidden = map.error instanceof ApiError && map.error.status === 403;
    return <PageFrame title={forbidden ? t('errors.permissionDenied') : t('maps.notFound')} />;
  }
  return <MapViewScreen mapId={mapId} map={map.data} parts={parts} />;
}
