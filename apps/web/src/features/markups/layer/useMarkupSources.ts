import type { MarkupCollection, MarkupIcon, MarkupStatus } from '@waymark/contract/markup';
import type { GeoJSONSource, Map as MapLibreMap, MapStyleImageMissingEvent } from 'maplibre-gl';
import { useEffect } from 'react';
import { DATA_PREFIX } from '../../../map/style/sourceIds.js';
import { drawMarkerImage } from './markerImage.js';
import {
  CLUSTER_PROPERTIES,
  markupLayers,
  MARKUPS_PREFIX,
  parseImageName,
  POINTS_SOURCE,
  SHAPES_SOURCE,
  splitCollection,
} from './markupLayerSpecs.js';

const EMPTY: GeoJSON.FeatureCollection = { type: 'FeatureCollection', features: [] };

function addSources(map: MapLibreMap, selected: number | null) {
  if (!map.getSource(POINTS_SOURCE)) {
    map.addSource(POINTS_SOURCE, {
      type: 'geojson',
      data: EMPTY,
      cluster: true,
      clusterRadius: 45,
      clusterMaxZoom: 16,
      clusterProperties: CLUSTER_PROPERTIES as never,
    });
  }
  if (!map.getSource(SHAPES_SOURCE)) map.addSource(SHAPES_SOURCE, { type: 'geojson', data: EMPTY });
  for (const layer of markupLayers(selected)) if (!map.getLayer(layer.id)) map.addLayer(layer);
}

/** Our layers stay above the map's data layers, which are laid again when they change. */
function keepOnTop(map: MapLibreMap) {
  const ids = (map.getStyle()?.layers ?? []).map((layer) => layer.id);
  const first = ids.findIndex((id) => id.startsWith(MARKUPS_PREFIX));
  if (first < 0 || !ids.slice(first).some((id) => id.startsWith(DATA_PREFIX))) return;
  for (const id of ids.filter((other) => other.startsWith(MARKUPS_PREFIX))) map.moveLayer(id);
}

function removeAll(map: MapLibreMap) {
  const style = map.getStyle();
  for (const layer of [...(style?.layers ?? [])].reverse())
    if (layer.id.startsWith(MARKUPS_PREFIX) && !layer.id.startsWith('markups-draft'))
      map.removeLayer(layer.id);
  for (const id of [POINTS_SOURCE, SHAPES_SOURCE]) if (map.getSource(id)) map.removeSource(id);
}

/**
 * The markups' sources and style layers on the map while the layer is on: their data follows
 * the collection, their images are drawn when the map first asks for them, the selected
 * markup is ringed. Everything is taken off when the layer is switched off.
 */
export function useMarkupSources(
  map: MapLibreMap,
  collection: MarkupCollection,
  selected: number | null,
) {
  useEffect(() => {
    const onMissing = (event: MapStyleImageMissingEvent) => {
      const wanted = parseImageName(event.id);
      if (!wanted || map.hasImage(event.id)) return;
      const image = drawMarkerImage(wanted.status as MarkupStatus, wanted.icon as MarkupIcon);
      if (image) map.addImage(event.id, image, { pixelRatio: 2 });
    };
    const onStyle = () => keepOnTop(map);
    map.on('styleimagemissing', onMissing);
    map.on('styledata', onStyle);
    addSources(map, null);
    return () => {
      map.off('styleimagemissing', onMissing);
      map.off('styledata', onStyle);
      try {
        removeAll(map);
      } catch {
        // The map is already gone.
      }
    };
  }, [map]);

  useEffect(() => {
    const { points, shapes } = splitCollection(collection);
    map.getSource<GeoJSONSource>(POINTS_SOURCE)?.setData(points);
    map.getSource<GeoJSONSource>(SHAPES_SOURCE)?.setData(shapes);
  }, [map, collection]);

  useEffect(() => {
    // Only the rings follow the selection: the layers' paint and filter are set again.
    for (const layer of markupLayers(selected)) {
      if (!map.getLayer(layer.id)) continue;
      if ('filter' in layer && layer.filter) map.setFilter(layer.id, layer.filter);
      if (layer.id === `${MARKUPS_PREFIX}shapes-casing` && layer.type === 'line') {
        map.setPaintProperty(layer.id, 'line-color', layer.paint?.['line-color']);
        map.setPaintProperty(layer.id, 'line-width', layer.paint?.['line-width']);
      }
    }
  }, [map, selected]);
}
