import { Box } from '@mui/material';
import type { LayerRead, StyleLayer } from '@waymark/contract';
import { Map as MapLibreMap, NavigationControl, type MapOptions } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authenticationHeader } from '../../../entities/session/sessionStore.js';
import { WATER_LAYER } from '../../../map/background/backgroundStyle.js';
import { authTransform } from '../../../map/authTransform.js';
import { mapLocale } from '../../../map/mapLocale.js';
import { useBackground } from '../../../map/useBackground.js';
import { buildLayer } from '../../../map/style/buildLayerStyle.js';
import { layerBox } from '../../../lib/box.js';
import { fitPadding, LAYER_FIT_MAX_ZOOM } from '../../../map/view/fitOptions.js';
import { WORLD_VIEW } from '../../../map/view/initialView.js';
import { replacePreviewLayers } from './previewLayers.js';
import { mapMotionOptions } from '../../../lib/reducedMotion.js';

const NO_BASEMAPS = {};

export interface PreviewMapProps {
  layer: LayerRead;
  style: readonly unknown[] | null;
  label: readonly unknown[] | null;
  subLayers: readonly string[];
  zoomMin: number;
  zoomMax: number;
  height: number;
  onZoom(zoom: number): void;
}

/**
 * A preview's MapLibre map: water until the background comes, no fading with reduced motion,
 * tiles asked for with the authentication header.
 */
export function createPreviewMap(
  container: HTMLElement,
  options: Omit<MapOptions, 'container'>,
): MapLibreMap {
  return new MapLibreMap({
    container,
    style: { version: 8, sources: {}, layers: [WATER_LAYER] },
    ...mapMotionOptions(),
    maxZoom: 22,
    transformRequest: authTransform(() => authenticationHeader(), window.location.origin),
    ...options,
  });
}

/**
 * The live preview (loaded on demand with MapLibre): the offline background and the layer's
 * tiles drawn as the viewer draws them (buildLayer), with the style and label being edited,
 * fitted to the layer's bounds or extent. Tiles carry the authentication header.
 */
export function PreviewMap({
  layer,
  style,
  label,
  subLayers,
  zoomMin,
  zoomMax,
  height,
  onZoom,
}: PreviewMapProps) {
  const { t } = useTranslation();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const locale = useMemo(
    () => ({
      ...mapLocale(t),
      'CooperativeGesturesHandler.WindowsHelpText': t('layerForm.previewCtrlScroll'),
      'CooperativeGesturesHandler.MacHelpText': t('layerForm.previewCtrlScroll'),
      'CooperativeGesturesHandler.MobileHelpText': t('layerForm.previewTwoFingers'),
    }),
    [t],
  );
  const onZoomRef = useRef(onZoom);
  useEffect(() => {
    onZoomRef.current = onZoom;
  }, [onZoom]);
  const box = layerBox(layer);
  const boxKey = box?.join(',') ?? '';

  useEffect(() => {
    if (!container) return;
    const fit = boxKey ? (boxKey.split(',').map(Number) as [number, number, number, number]) : null;
    const created = createPreviewMap(container, {
      ...(fit
        ? {
            bounds: fit,
            fitBoundsOptions: {
              padding: fitPadding(container.clientWidth, container.clientHeight),
              maxZoom: LAYER_FIT_MAX_ZOOM,
            },
          }
        : WORLD_VIEW),
      // The preview sits in a scrolling page: the wheel scrolls it unless Ctrl is held.
      cooperativeGestures: true,
      attributionControl: { compact: true },
      locale,
    });
    created.addControl(new NavigationControl({ visualizePitch: false }), 'top-right');
    const report = () => onZoomRef.current(created.getZoom());
    created.on('zoomend', report);
    created.once('load', () => {
      report();
      setMap(created);
    });
    return () => {
      setMap(null);
      created.remove();
    };
  }, [container, boxKey, locale]);

  useBackground(map, 'offline', NO_BASEMAPS);

  const built = useMemo(
    () =>
      buildLayer(
        {
          ...layer,
          style: style as StyleLayer[] | null,
          label: label as StyleLayer[] | null,
          sub_layers: [...subLayers],
          zoom_min: zoomMin,
          zoom_max: zoomMax,
        },
        window.location.origin,
      ),
    [layer, style, label, subLayers, zoomMin, zoomMax],
  );
  const sourceKey = built ? JSON.stringify(built.source) : '';
  // What the map draws now: a new map, or another source, takes the source afresh.
  const drawnMap = useRef<MapLibreMap | null>(null);
  const drawnSource = useRef<string | null>(null);
  useEffect(() => {
    if (!map || !built) return;
    replacePreviewLayers(
      map,
      built,
      sourceKey,
      map === drawnMap.current ? drawnSource.current : null,
    );
    drawnMap.current = map;
    drawnSource.current = sourceKey;
  }, [map, built, sourceKey]);

  return (
    <Box
      sx={{
        position: 'relative',
        height,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
      }}
    >
      {/* MapLibre's stylesheet makes its container position: relative; this frame places it. */}
      <Box sx={{ position: 'absolute', inset: 0 }}>
        <Box
          ref={setContainer}
          role="region"
          aria-label={t('layerForm.previewOf', { name: layer.name })}
          data-testid="layer-preview-map"
          sx={{ width: '100%', height: '100%' }}
        />
      </Box>
    </Box>
  );
}
