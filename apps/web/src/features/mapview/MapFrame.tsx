import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/ApiError.js';
import { PageFrame } from '../../components/PageFrame.js';
import type { MapViewParts } from './mapViewParts.js';
import { MapViewScreen } from './MapViewScreen.js';
import { chooseActiveMap } from '../../entities/map/activeMapStore.js';
import { useMap } from '../../entities/map/useMap.js';
import { isNetworkFailure } from '../../lib/isNetworkFailure.js';
import { useMapOpened } from './useMapOpened.js';
import { useStoredMapView } from './offline/useStoredMapView.js';

/**
 * MapView and MapShare: the map viewer of GET maps/:id/, or why there is none. Opening a map
 * is the user's choice of active map; a share link's is not. Without a network (or when the
 * map's read fails for want of one) a map made available offline opens from its pack.
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
  // No answer at all (rather than a server's refusal): the network, not the map, is missing.
  const unreachable = isNetworkFailure(map.error);
  // Wanted with no network too (stored.wanted).
  const stored = useStoredMapView(mapId, unreachable);
  const data = stored.view?.map ?? map.data;
  const loadedId = data?.id ?? null;
  useMapOpened(loadedId);

  useEffect(() => {
    if (rememberChoice && loadedId !== null) chooseActiveMap(loadedId);
  }, [rememberChoice, loadedId]);

  if (mapId === null) return <PageFrame title={t('maps.notFound')} />;
  if (!data && !stored.opening && stored.wanted) {
    return <PageFrame title={t('mapView.notOffline')} />;
  }
  if (map.error && !data) {
    const forbidden = map.error instanceof ApiError && map.error.status === 403;
    return <PageFrame title={forbidden ? t('errors.permissionDenied') : t('maps.notFound')} />;
  }
  return <MapViewScreen mapId={mapId} map={data} parts={parts} />;
}
