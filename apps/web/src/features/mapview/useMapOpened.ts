import { useEffect, useRef } from 'react';
import { useTrackEvent } from '../../entities/analytics/analytics.js';
import { recordMapView } from '../../entities/map/recordMapView.js';
import { afterFirstFrame } from '../../map/afterFirstFrame.js';

/**
 * Once a map is on screen: counted in its organisation's usage (maps viewed) and, where the
 * installation has analytics, reported as 'Map opened'. After the first frame, so that neither
 * request competes with the map's own.
 */
export function useMapOpened(mapId: number | null): void {
  const track = useTrackEvent();
  const trackRef = useRef(track);
  useEffect(() => {
    trackRef.current = track;
  });
  useEffect(() => {
    if (mapId === null) return undefined;
    let left = false;
    void afterFirstFrame().then(() => {
      if (left) return;
      void recordMapView(mapId);
      trackRef.current('Map opened');
    });
    return () => {
      left = true;
    };
  }, [mapId]);
}
