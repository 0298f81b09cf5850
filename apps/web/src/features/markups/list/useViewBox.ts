import type { Map as MapLibreMap } from 'maplibre-gl';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Box } from '../../../lib/box.js';
import { viewBox } from '../../../map/controls/viewBox.js';

/** The view on screen as a box, each time the map has stopped moving; null while not asked for. */
export function useViewBox(map: MapLibreMap, enabled: boolean): Box | null {
  const subscribe = useCallback(
    (changed: () => void) => {
      map.on('moveend', changed);
      return () => {
        map.off('moveend', changed);
      };
    },
    [map],
  );
  // As text: the same view is the same snapshot.
  const snapshot = () => (enabled ? viewBox(map).join(',') : '');
  const text = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => (text ? (text.split(',').map(Number) as Box) : null), [text]);
}
