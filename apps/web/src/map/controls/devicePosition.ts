import { GeolocateControl, type Map as MapLibreMap } from 'maplibre-gl';
import { afterFirstFrame } from '../afterFirstFrame.js';

/**
 * The device's position on the map (MapLibre's GeolocateControl, in the map's column of
 * controls): a click shows it with its accuracy circle and follows it as it moves; a second
 * click stops following. It reads the Geolocation API only, so it works offline too. Added
 * after the map's first frame (unless the map is gone by then: `alive`), and only where the
 * browser has geolocation; its texts are the map's locale (mapLocale).
 */
export function addDevicePosition(map: MapLibreMap, alive: () => boolean): void {
  if (!('geolocation' in navigator)) return;
  void afterFirstFrame().then(() => {
    if (!alive()) return;
    map.addControl(
      new GeolocateControl({
        positionOptions: { enableHighAccuracy: true },
        trackUserLocation: true,
        showAccuracyCircle: true,
      }),
      'top-right',
    );
  });
}
