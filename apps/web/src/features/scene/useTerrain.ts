import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import { usePackSource } from '../../map/pack/packView.js';
import { terrainSource, type TerrainLayer } from './terrainSource.js';

const SOURCE = 'waymark-terrain';

/** A pale sky and haze at the horizon, which a tilted view shows above the land. */
const SKY = {
  'sky-color': '#b9d5ec',
  'horizon-color': '#eef2f4',
  'fog-color': '#eef2f4',
  'sky-horizon-blend': 0.6,
  'horizon-fog-blend': 0.6,
  'fog-ground-blend': 0.85,
} as const;

/**
 * MapLibre's own terrain under the map while the 3D view is on (`exaggeration` not null) and a
 * DTM is on: the background, the orthophotos and the vector layers drape on it. Another DTM or
 * survey date is a new source; another exaggeration only changes the terrain's.
 */
export function useTerrain(
  map: MapLibreMap,
  exaggeration: number | null,
  layer: TerrainLayer | null,
  date: string | null,
): void {
  const on = exaggeration !== null && layer !== null;
  const layerId = layer?.id ?? null;
  // A map opened from its pack stands on the heights' archive kept in the browser.
  const packUrl = usePackSource(layerId, 'terrain');

  useEffect(() => {
    if (!on || !layer) return undefined;
    map.addSource(SOURCE, terrainSource(layer, window.location.origin, date, packUrl));
    map.setSky(SKY);
    return () => {
      try {
        map.setTerrain(null);
        if (map.getSource(SOURCE)) map.removeSource(SOURCE);
      } catch {
        // The map is already gone.
      }
    };
    // The layer's id names its tiles; its other fields do not change them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, on, layerId, date, packUrl]);

  useEffect(() => {
    if (on && exaggeration !== null) map.setTerrain({ source: SOURCE, exaggeration });
  }, [map, on, layerId, date, packUrl, exaggeration]);
}
