import type { LayerRead } from '@waymark/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { Suspense } from 'react';
import { lazyAfterFirstFrame } from '../../map/afterFirstFrame.js';

/** What the viewer gives its 3D view. */
export interface SceneProps {
  map: MapLibreMap | null;
  /** The map's layers that are on, in the map's order (the last on top). */
  layers: readonly LayerRead[];
  /** The DTM layer the map names for its terrain (its `terrain_layer_id`). */
  terrainLayerId: number | null;
}

// The toggle, its bar and the terrain load after the map's first frame.
const SceneControl = lazyAfterFirstFrame(() =>
  import('./SceneControl.js').then((module) => module.SceneControl),
);

/** The 3D view of the map viewer: a toggle among the map's controls. */
export function SceneSlot({ map, layers, terrainLayerId }: SceneProps) {
  if (!map) return null;
  return (
    <Suspense fallback={null}>
      <SceneControl map={map} layers={layers} terrainLayerId={terrainLayerId} />
    </Suspense>
  );
}
