import {
  Map as MapLibreMap,
  NavigationControl,
  ScaleControl,
  type StyleSpecification,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import './mapCredits.css';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authenticationHeader } from '../../../entities/session/sessionStore.js';
import { WATER_LAYER } from '../../../map/background/backgroundStyle.js';
import { WORLD_VIEW } from '../../../map/view/initialView.js';
import { parseViewHash, type UrlView } from '../../../map/view/viewHash.js';
import { authTransform } from '../../../map/authTransform.js';
import type { AttachableMapController } from '../../../map/mapController.js';
import { addDevicePosition } from '../../../map/controls/devicePosition.js';
import { mapLocale } from '../../../map/mapLocale.js';
import { markFirstFrame } from '../../../map/mapTimings.js';
import { mapMotionOptions } from '../../../lib/reducedMotion.js';

/** A map whose style has loaded. */
export interface LoadedMap {
  map: MapLibreMap;
  /**
   * The view the URL asks for: the one it had when the map was made, or one typed into it
   * since (MapLibre follows such a change; its own updates do not count).
   */
  urlView(): UrlView | null;
}

/**
 * No glyphs URL: labels are drawn with the browser's fonts (MapLibre's local font rendering),
 * as there is no font server to fetch glyphs from.
 */
const INITIAL_STYLE: StyleSpecification = { version: 8, sources: {}, layers: [WATER_LAYER] };

/**
 * Creates the MapLibre map in the container and removes it on unmount. The view lives in the
 * URL hash (#zoom/lat/lng), which MapLibre reads when it starts and keeps up to date.
 */
export function useMapLibre(
  container: HTMLElement | null,
  controller: AttachableMapController,
  /** The id of a text that tells keyboard users how to move the map. */
  describedBy?: string,
): LoadedMap | null {
  const { t } = useTranslation();
  const locale = useMemo(() => mapLocale(t), [t]);
  const [loaded, setLoaded] = useState<LoadedMap | null>(null);

  useEffect(() => {
    if (!container) return;
    const urlView = parseViewHash(window.location.hash);
    const map = new MapLibreMap({
      container,
      style: INITIAL_STYLE,
      hash: true,
      ...(urlView ? {} : WORLD_VIEW),
      maxZoom: 22,
      // Steeper than MapLibre's 60°: a 3D view looks along a cutting or across a valley.
      maxPitch: 75,
      ...mapMotionOptions(),
      attributionControl: { compact: true },
      locale,
      transformRequest: authTransform(() => authenticationHeader(), window.location.origin),
    });
    markFirstFrame(map);
    // MapLibre's canvas is the map's focusable region, named by 'Map.Title'; its keyboard
    // handler (on by default) pans with the arrow keys and zooms with + and -.
    if (describedBy) map.getCanvas().setAttribute('aria-describedby', describedBy);
    map.addControl(new NavigationControl({ visualizePitch: false }), 'top-right');
    map.addControl(new ScaleControl({ unit: 'metric' }), 'bottom-left');
    // MapLibre writes the hash with replaceState, which fires no hashchange: one is the user's.
    let urlChanged = false;
    const onHashChange = () => {
      urlChanged = true;
    };
    window.addEventListener('hashchange', onHashChange);
    let alive = true;
    addDevicePosition(map, () => alive);
    map.once('load', () => {
      if (!alive) return;
      controller.attach(map);
      setLoaded({
        map,
        urlView: () => (urlChanged ? parseViewHash(window.location.hash) : urlView),
      });
    });
    return () => {
      alive = false;
      window.removeEventListener('hashchange', onHashChange);
      controller.attach(null);
      map.remove();
    };
  }, [container, controller, locale, describedBy]);

  return loaded;
}
