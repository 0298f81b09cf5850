import { Paper } from '@mui/material';
import { Map as MapLibreMap, type GeoJSONSource } from 'maplibre-gl';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageBasemapConfig } from '../../map/background/basemapConfig.js';
import {
  offlineBackground,
  rasterBackground,
  type BackgroundParts,
} from '../../map/background/backgroundStyle.js';
import { useNaturalEarth } from '../../map/background/useNaturalEarth.js';
import {
  minimapBasemap,
  minimapStyle,
  minimapZoom,
  viewRing,
  VIEW_SOURCE,
  type MinimapKind,
} from './minimapView.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { minimapMessages } from './messages.js';
import { mapMotionOptions } from '../../lib/reducedMotion.js';

// Loaded on demand: its feature's texts come with it (see i18n/registerMessages.ts).
registerMessages('minimap', minimapMessages);

/** The main map's view: its centre, bearing and the corners of its canvas. */
function follow(main: MapLibreMap, overview: MapLibreMap) {
  const canvas = main.getCanvas();
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  const corners = (
    [
      [0, 0],
      [width, 0],
      [width, height],
      [0, height],
    ] as const
  ).map(([x, y]): [number, number] => {
    const point = main.unproject([x, y]);
    return [point.lng, point.lat];
  });
  overview.jumpTo({ center: main.getCenter(), zoom: minimapZoom(main.getZoom()) });
  overview.getSource<GeoJSONSource>(VIEW_SOURCE)?.setData(viewRing(corners));
}

/** Adds the background's sources and layers the overview lacks, below the view's box. */
function addBackground(overview: MapLibreMap, background: BackgroundParts) {
  for (const [id, source] of Object.entries(background.sources)) {
    if (!overview.getSource(id)) overview.addSource(id, source);
  }
  for (const layer of background.layers) {
    if (!overview.getLayer(layer.id)) overview.addLayer(layer, `${VIEW_SOURCE}-fill`);
  }
}

/**
 * A small overview map in the corner (the map's minimap: 'Satellite Map' or 'Street Map'), with
 * the main map's view as a box; it follows the main map and takes no input of its own.
 */
export function Minimap({ map, kind }: { map: MapLibreMap; kind: MinimapKind }) {
  const { t } = useTranslation();
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const basemap = useMemo(() => minimapBasemap(kind, pageBasemapConfig()), [kind]);
  const naturalEarth = useNaturalEarth(!basemap);

  // The overview is built once per basemap: the Natural Earth data, when it comes, is added to
  // it rather than building a second map (and WebGL context) over the first.
  const [overview, setOverview] = useState<MapLibreMap | null>(null);
  useEffect(() => {
    if (!container) return undefined;
    const background = basemap ? rasterBackground(kind, basemap) : offlineBackground(null);
    const created = new MapLibreMap({
      container,
      style: minimapStyle(background),
      interactive: false,
      ...mapMotionOptions(),
      attributionControl: false,
      center: map.getCenter(),
      zoom: minimapZoom(map.getZoom()),
    });
    const update = () => follow(map, created);
    created.once('load', () => {
      update();
      setOverview(created);
    });
    map.on('move', update);
    map.on('resize', update);
    return () => {
      map.off('move', update);
      map.off('resize', update);
      setOverview(null);
      created.remove();
    };
  }, [container, map, kind, basemap]);

  useEffect(() => {
    if (overview && naturalEarth) addBackground(overview, offlineBackground(naturalEarth));
  }, [overview, naturalEarth]);

  const label = `${t('minimap.label')}: ${kind === 'satellite' ? t('minimap.satellite') : t('minimap.street')}`;
  return (
    <Paper
      elevation={3}
      role="img"
      aria-label={label}
      title={label}
      data-testid="minimap"
      sx={{
        position: 'absolute',
        right: 10,
        bottom: 34,
        zIndex: 2,
        width: 170,
        height: 120,
        overflow: 'hidden',
        border: '2px solid #ffffff',
        display: { xs: 'none', sm: 'block' },
      }}
    >
      <div ref={setContainer} style={{ width: '100%', height: '100%' }} />
    </Paper>
  );
}
