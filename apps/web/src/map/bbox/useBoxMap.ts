import {
  Map as MapLibreMap,
  NavigationControl,
  type GeoJSONSource,
  type StyleSpecification,
} from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WATER_LAYER } from '../background/backgroundStyle.js';
import { mapLocale } from '../mapLocale.js';
import { WORLD_VIEW } from '../view/initialView.js';
import { allowCtrlOrAlt, gestureTexts } from './cooperativeGestures.js';
import { BOX_LAYERS, boxFeatures, handleFeatures, SOURCES } from './boxStyle.js';
import { unionOf, type Box } from './geometry.js';
import { mapMotionOptions } from '../../lib/reducedMotion.js';

/** Section 9: the bounding-box map opens at zoom 8 (around the boxes it shows). */
export const BBOX_INITIAL_ZOOM = 8;

const EMPTY = boxFeatures(null);

const STYLE: StyleSpecification = {
  version: 8,
  sources: {
    [SOURCES.selected]: { type: 'geojson', data: EMPTY },
    [SOURCES.extent]: { type: 'geojson', data: EMPTY },
    [SOURCES.handles]: { type: 'geojson', data: handleFeatures(null) },
  },
  layers: [WATER_LAYER, ...BOX_LAYERS],
};

/**
 * Where the map opens: zoom 8 on the middle of the boxes (fitted to them once loaded); with
 * no box at all, the whole world, as zoom 8 over an arbitrary place would show nothing to
 * draw a box around.
 */
function openingView(boxes: readonly (Box | null)[]) {
  const union = unionOf(boxes);
  if (!union) return WORLD_VIEW;
  const center: [number, number] = [(union[0] + union[2]) / 2, (union[1] + union[3]) / 2];
  return { center, zoom: BBOX_INITIAL_ZOOM };
}

/** The widget's MapLibre map in `container`, once its style has loaded; removed on unmount. */
export function useBoxMap(
  container: HTMLElement | null,
  initialBoxes: readonly (Box | null)[],
): MapLibreMap | null {
  const { t } = useTranslation();
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const locale = useMemo(
    () => ({
      ...mapLocale(t),
      ...gestureTexts(t),
    }),
    [t],
  );
  // Only where the map opens: later changes of the boxes do not move it.
  const [opening] = useState(() => openingView(initialBoxes));

  useEffect(() => {
    if (!container) return;
    const created = new MapLibreMap({
      container,
      style: STYLE,
      ...mapMotionOptions(),
      ...opening,
      maxZoom: 22,
      // Wheel zoom only with Ctrl or Alt, and one finger does not move the map (2.14).
      cooperativeGestures: true,
      attributionControl: { compact: true },
      locale,
    });
    allowCtrlOrAlt(created);
    created.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    let alive = true;
    created.once('load', () => {
      if (alive) setMap(created);
    });
    return () => {
      alive = false;
      setMap(null);
      created.remove();
    };
  }, [container, locale, opening]);

  return map;
}

/** Puts GeoJSON into one of the widget's sources. */
export function setSourceData(
  map: MapLibreMap,
  id: (typeof SOURCES)[keyof typeof SOURCES],
  data: GeoJSON.GeoJSON,
): void {
  map.getSource<GeoJSONSource>(id)?.setData(data);
}
