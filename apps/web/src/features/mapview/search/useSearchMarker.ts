import { Marker, Popup, type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import { useStore } from '../../../lib/createStore.js';
import type { MapController } from '../../../map/mapController.js';

/** Draws the search's marker (a chosen coordinate) with its reading, until another search. */
export function useSearchMarker(map: MapLibreMap | null, controller: MapController): void {
  const marker = useStore(controller.marker);
  useEffect(() => {
    if (!map || !marker) return;
    const popup = new Popup({ offset: 28, closeButton: false, closeOnClick: false }).setText(
      marker.label,
    );
    const pin = new Marker({ color: '#d32f2f' })
      .setLngLat([marker.lon, marker.lat])
      .setPopup(popup)
      .addTo(map);
    pin.getElement().dataset.testid = 'search-marker';
    pin.getElement().setAttribute('aria-label', marker.label);
    pin.togglePopup();
    return () => {
      pin.remove();
    };
  }, [map, marker]);
}
