import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { clearPackView, showPackView } from '../../../map/pack/packView.js';

/**
 * The map opened from its pack, when `wanted` (no network, or the live read failed for want of
 * one): null while it opens and when the map has no pack kept in the browser. Its code and the
 * PMTiles reader load only then. While it is shown, the map's layers draw from the archives.
 */
export function useStoredMapView(mapId: number | null, wanted: boolean) {
  const stored = useQuery({
    queryKey: ['stored-map', mapId],
    queryFn: () => import('./openStoredMap.js').then((module) => module.openStoredMap(mapId!)),
    enabled: wanted && mapId !== null,
    // Read from the browser's storage: no network needed, none waited for. Read again each time
    // the map opens (a copy updated or removed since).
    networkMode: 'always',
    staleTime: 0,
  });
  const view = wanted ? (stored.data ?? null) : null;

  useEffect(() => {
    if (!view || mapId === null) return undefined;
    showPackView({
      mapId,
      sources: view.sources,
      storedAt: view.storedAt,
      zoomMin: view.zoomMin,
    });
    return () => clearPackView(mapId);
  }, [view, mapId]);

  return { view, opening: wanted && mapId !== null && stored.isPending };
}
