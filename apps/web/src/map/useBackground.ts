import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import type { BackgroundId } from './background/backgroundChoice.js';
import type { BasemapConfig } from './background/basemapConfig.js';
import { offlineBackground, rasterBackground } from './background/backgroundStyle.js';
import { useNaturalEarth } from './background/useNaturalEarth.js';
import { replaceBackground } from './styleOps.js';

/** Draws the chosen background under the data: the offline Natural Earth map or a basemap. */
export function useBackground(
  map: MapLibreMap | null,
  background: BackgroundId,
  config: BasemapConfig,
): void {
  const naturalEarth = useNaturalEarth(background === 'offline');

  useEffect(() => {
    if (!map) return;
    const basemap = background === 'offline' ? undefined : config[background];
    replaceBackground(
      map,
      basemap ? rasterBackground(background, basemap) : offlineBackground(naturalEarth),
    );
  }, [map, background, config, naturalEarth]);
}
