import type { LayerRead } from '@waymark/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useRef } from 'react';
import { shownSurveyDate } from '../../../entities/map/surveyDates.js';
import { useSurveyDate } from '../../../entities/map/surveyDateStore.js';
import { isLayerEnabled } from '../layers/layerStatus.js';
import { buildMapLayers } from '../../../map/style/buildLayerStyle.js';
import { markLayersDrawn } from '../../../map/mapTimings.js';
import { applyVisibility, replaceDataLayers, swapDataTiles } from '../../../map/styleOps.js';
import { NO_PACK_SOURCES, type PackSources } from '../../../map/pack/packSources.js';
import { NO_ARCHIVE_TILES, type ArchiveTiles } from '../../../map/pack/archiveTiles.js';

const NO_LAYERS: readonly LayerRead[] = [];

/** What decides how layers are drawn; a change of anything else (on/off) redraws nothing. */
export function drawingKey(layers: readonly LayerRead[]): string {
  return JSON.stringify(
    layers.map((l) => [
      l.id,
      l.type,
      l.style,
      l.label,
      l.attributes,
      l.sub_layers,
      l.zoom_min,
      l.zoom_max,
      l.bounds,
      l.extent,
      l.attribution,
      l.data_version,
      // A relief's ramp, range or hillshade: its tiles are drawn anew.
      l.raster_kind,
      l.relief,
    ]),
  );
}

/** The survey date each series layer draws when `chosen` is the viewer's date, by layer id. */
function shownDates(layers: readonly LayerRead[], chosen: string | null) {
  const dates: Record<number, string | null> = {};
  for (const layer of layers) dates[layer.id] = shownSurveyDate(layer, chosen);
  return dates;
}

interface Drawn {
  map: MapLibreMap;
  key: string;
  built: ReturnType<typeof buildMapLayers>;
}

/**
 * Draws the map's layers (first at the bottom) and shows those that are on; each series layer
 * at its survey of the viewer's chosen date. Another date only swaps the tiles of the sources
 * concerned: nothing else is redrawn and the view stays. `pack`: archives kept in the browser
 * that layers draw from instead of their live tiles (a map opened offline); `archives`: online,
 * the layers' current pack archives (their tiles swapped in as the dates' are).
 */
export function useDataLayers(
  map: MapLibreMap | null,
  mapLayers: readonly LayerRead[] | undefined,
  status: Readonly<Record<string, boolean>>,
  pack: PackSources = NO_PACK_SOURCES,
  archives: ArchiveTiles = NO_ARCHIVE_TILES,
) {
  const layers = mapLayers ?? NO_LAYERS;
  const chosen = useSurveyDate();
  const key = `${drawingKey(layers)}${pack === NO_PACK_SOURCES ? '' : JSON.stringify(pack)}`;
  const dates = shownDates(layers, chosen);
  const tilesKey = JSON.stringify([dates, archives]);
  // Rebuilt only when the drawing, a shown date or an archive changes, not on every answer to the
  // map's detail.
  const built = useMemo(
    () => buildMapLayers(layers, window.location.origin, dates, pack, archives),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, tilesKey],
  );
  const drawn = useRef<Drawn | null>(null);

  useEffect(() => {
    if (!map) return;
    const previous = drawn.current;
    if (previous && previous.map === map && previous.key === key) {
      swapDataTiles(map, previous.built.built, built.built);
    } else {
      replaceDataLayers(map, built.built, built.order);
      if (built.order.length > 0) markLayersDrawn(map);
    }
    drawn.current = { map, key, built };
  }, [map, key, built]);

  useEffect(() => {
    if (map) applyVisibility(map, built.built, (id) => isLayerEnabled(status, id));
  }, [map, built, status]);

  return built;
}
