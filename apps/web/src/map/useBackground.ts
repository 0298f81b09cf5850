import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import type { BackgroundId } from './background/backgroundChoice.js';
import type { BasemapConfig } from './background/basemapConfig.js';
import { offlineBackground, rasterBackground } from './background/backgroundStyle.js';
import { loadNaturalEarth } from './background/naturalEarth.js';
import { replaceBackground } from './styleOps.js';

/** Draws the chosen background under the data: the offline Natural Earth map or a basemap. */
export function useBackground(
  map: MapLibreMap | null,
  background: BackgroundId,
  config: BasemapConfig,
): void {
  const [naturalEarth, setNaturalEarth] = useState<string | null>(null);
  const offline = background === 'offline';

  useEffect(() => {
    if (!offline) return;
    let current = true;
    loadNaturalEarth().then(
      (data) => {
        if (current) setNaturalEarth(data);
      },
      // Without it the background stays plain water; the data still draws.
      (error: unknown) => console.warn('The offline background could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [offline]);

  useEffect(() => {
    if (!map) return;
    const basemap = background === 'offline' ? undefined : config[background];
    replaceBackground(
      map,
      basemap ? rasterBackground(background, basemap) : offlineBackground(naturalEarth),
    );
  }, [map, background, config, naturalEarth]);
}
