import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { restoreUiState } from '../../../entities/map/clientMap.js';
import { useCurrentUser } from '../../../entities/session/useCurrentUser.js';
import { useSession } from '../../../entities/session/useSession.js';
import { clearPackView, showPackView } from '../../../map/pack/packView.js';

// The browser's network state, as lib/useOnline reads it, written out here: that module is
// shared with parts loaded after the first frame, and imported from here it would be one more
// file before it.
function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}
const readOnline = () => navigator.onLine !== false;

/**
 * The map opened from its pack, when wanted: with no network, or when the live read failed for
 * want of one (`unreachable`). `view`: null while it opens and when the map has no pack kept in
 * the browser. Its code and the PMTiles reader load only then. While it is shown, the map's
 * layers draw from the archives.
 */
export function useStoredMapView(mapId: number | null, unreachable: boolean) {
  const wanted = !useSyncExternalStore(subscribeOnline, readOnline) || unreachable;
  // Only this session's copies open: another person's on the same device never does.
  const user = useCurrentUser();
  const shareToken = useSession().mapShare?.token ?? null;
  const userId = user?.id ?? null;
  const stored = useQuery({
    queryKey: ['stored-map', mapId, userId, shareToken !== null],
    queryFn: () =>
      import('./openStoredMap.js')
        .then((module) =>
          module.openStoredMap(mapId!, { userId, shareToken, organisationId: null }),
        )
        // The viewer's own state of the map (its layers shown, its background), as online.
        .then((found) => found && { ...found, map: restoreUiState(found.map) }),
    enabled: wanted && mapId !== null && user !== null,
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
      searchIndexes: view.searchIndexes,
      attachments: view.attachments,
    });
    return () => clearPackView(mapId);
  }, [view, mapId]);

  return { view, wanted, opening: wanted && mapId !== null && stored.isPending };
}
