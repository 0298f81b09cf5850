import type { LayerRead } from '@waymark/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { Suspense } from 'react';
import { holdsHeights } from '../../../entities/layer/elevationLayers.js';
import { lazyAfterFirstFrame } from '../../../map/afterFirstFrame.js';

/** What the viewer gives the heights on click. */
export interface HeightCardProps {
  map: MapLibreMap | null;
  mapId: number | null;
  /** The map's layers that are on, in the map's order (the last on top). */
  layers: readonly LayerRead[];
}

// The card and its clicks load after the map's first frame, only for maps with heights.
const HeightClicks = lazyAfterFirstFrame(() =>
  import('./HeightClicks.js').then((module) => module.HeightClicks),
);

/**
 * Heights on click: on a map with a layer of heights on (a DTM or DSM, an elevation change),
 * clicking the map shows each one's height there in a small card.
 */
export function HeightCardSlot({ map, mapId, layers }: HeightCardProps) {
  const shown = layers.filter(holdsHeights);
  if (!map || mapId === null || shown.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <HeightClicks map={map} mapId={mapId} layers={shown} />
    </Suspense>
  );
}
