import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import type { Position } from './sectionMath.js';

function markerElement(): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-testid', 'section-hover-marker');
  Object.assign(element.style, {
    width: '14px',
    height: '14px',
    borderRadius: '50%',
    background: '#ffeb3b',
    border: '3px solid #d32f2f',
    boxSizing: 'border-box',
    pointerEvents: 'none',
  });
  return element;
}

/** A marker on the map where the chart is hovered; gone when the pointer leaves the chart. */
export function useHoverMarker(map: MapLibreMap, position: Position | null): void {
  const [marker] = useState(() => new Marker({ element: markerElement() }));
  const [lng, lat] = position ?? [Number.NaN, Number.NaN];

  useEffect(() => {
    if (Number.isNaN(lng)) {
      marker.remove();
      return;
    }
    marker.setLngLat([lng, lat]);
    if (!marker.getElement().isConnected) marker.addTo(map);
  }, [map, marker, lng, lat]);

  useEffect(() => () => void marker.remove(), [marker]);
}
