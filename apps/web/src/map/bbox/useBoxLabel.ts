import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import { textOn } from '../../lib/contrast.js';
import type { Box } from './geometry.js';

export interface BoxLabelStyle {
  colour: string;
  /** Above the box's top edge (outside) or just under it (inside). */
  place: 'outside' | 'inside';
}

/**
 * The label of a box at its north-west corner: an HTML marker, as the widget's map has no
 * glyphs to draw text with. The extent's label sits outside the box and the selection's
 * inside, so that the two never cover each other when the boxes are the same.
 */
export function useBoxLabel(
  map: MapLibreMap | null,
  box: Box | null,
  text: string,
  { colour, place }: BoxLabelStyle,
): void {
  const west = box?.[0];
  const north = box?.[3];
  useEffect(() => {
    if (!map || west === undefined || north === undefined) return undefined;
    const element = document.createElement('div');
    element.className = 'bbox-label';
    element.textContent = text;
    // Set through the style object (CSSOM), which the Content-Security-Policy allows.
    Object.assign(element.style, {
      background: colour,
      // Black or white, whichever reads on the box's colour (white on the extent's orange is 2.2:1).
      color: textOn(colour),
      font: '500 12px/1.5 Roboto, Helvetica, Arial, sans-serif',
      padding: '0 6px',
      borderRadius: '2px',
      whiteSpace: 'nowrap',
      pointerEvents: 'none',
      // Inside, clear of the corner handle; outside, just above the edge.
      margin: place === 'inside' ? '7px 0 0 9px' : '0 0 2px 0',
    });
    const marker = new Marker({
      element,
      anchor: place === 'inside' ? 'top-left' : 'bottom-left',
    })
      .setLngLat([west, north])
      .addTo(map);
    return () => {
      marker.remove();
    };
  }, [map, west, north, text, colour, place]);
}
