import { useEffect } from 'react';
import { trackEvent } from '../../entities/analytics/analytics.js';
import { recordMapView } from '../../entities/map/recordMapView.js';
import { afterFirstFrame } from '../../map/afterFirstFrame.js';

/**
 * Once a map is on screen: counted in its organisation's usage (maps viewed) and, where the
 * installation has analytics, reported as 'Map opened'. After the first frame, code and request
 * alike, so that neither competes with the map's own.
 */
export function useMapOpened(mapId: number | null): void {
  useEffect(() => {
    if (mapId === null) return undefined;
    let left = false;
    void afterFirstFrame().then(() => {
      if (left) return;
      void recordMapView(mapId);
      trackEvent('Map opened');
    });
    return () => {
      left = true;
    };
  }, [mapId]);
}
