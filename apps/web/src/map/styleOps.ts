import type { LayerSpecification, SourceSpecification } from '@maplibre/maplibre-gl-style-spec';
import { BACKGROUND_PREFIX, type BackgroundParts } from './background/backgroundStyle.js';
import type { BuiltLayer } from './style/buildLayerStyle.js';
import { DATA_PREFIX } from './style/sourceIds.js';

/** The part of a MapLibre map that the style changes below use. */
export interface StyleTarget {
  getStyle(): { layers: { id: string }[]; sources: Record<string, unknown> } | undefined;
  getLayer(id: string): unknown;
  getSource(id: string): unknown;
  addSource(id: string, source: SourceSpecification): unknown;
  removeSource(id: string): unknown;
  addLayer(layer: LayerSpecification, beforeId?: string): unknown;
  removeLayer(id: string): unknown;
  setLayoutProperty(layerId: string, name: string, value: unknown): unknown;
}

function removeByPrefix(map: StyleTarget, prefix: string): void {
  const style = map.getStyle();
  if (!style) return;
  for (const layer of style.layers) if (layer.id.startsWith(prefix)) map.removeLayer(layer.id);
  for (const id of Object.keys(style.sources)) if (id.startsWith(prefix)) map.removeSource(id);
}

/**
 * Takes the layers and sources given off the map, those it has; nothing when the map itself is
 * already gone (removed before the parts drawn on it, as when a view closes).
 */
export function removeFromMap(
  map: Pick<StyleTarget, 'getLayer' | 'removeLayer' | 'getSource' | 'removeSource'>,
  layerIds: readonly string[],
  sourceIds: readonly string[] = [],
): void {
  try {
    for (const id of layerIds) if (map.getLayer(id)) map.removeLayer(id);
    for (const id of sourceIds) if (map.getSource(id)) map.removeSource(id);
  } catch {
    // The map is already gone.
  }
}

/** Adds a layer; a broken style rule of one layer must not stop the others from drawing. */
function tryAddLayer(map: StyleTarget, layer: LayerSpecification, beforeId?: string): void {
  try {
    map.addLayer(layer, beforeId);
  } catch (error) {
    console.warn(`Style rule ${layer.id} could not be drawn`, error);
  }
}

/** Swaps the background for another, under whatever data is drawn. */
export function replaceBackground(map: StyleTarget, parts: BackgroundParts): void {
  removeByPrefix(map, BACKGROUND_PREFIX);
  for (const [id, source] of Object.entries(parts.sources)) map.addSource(id, source);
  const firstAbove = map.getStyle()?.layers.find((l) => !l.id.startsWith(BACKGROUND_PREFIX));
  for (const layer of parts.layers) tryAddLayer(map, layer, firstAbove?.id);
}

/** Replaces every data layer with those built for the map, stacked in the order given. */
export function replaceDataLayers(
  map: StyleTarget,
  built: readonly BuiltLayer[],
  order: readonly LayerSpecification[],
): void {
  removeByPrefix(map, DATA_PREFIX);
  for (const layer of built) {
    try {
      map.addSource(layer.sourceId, layer.source);
    } catch (error) {
      console.warn(`Layer ${layer.layerId} could not be drawn`, error);
    }
  }
  for (const layer of order) tryAddLayer(map, layer);
}

/** A tile source whose tile URLs can be swapped in place (MapLibre's raster and vector ones). */
interface TiledSource {
  setTiles(tiles: string[]): unknown;
}

function isTiled(source: unknown): source is TiledSource {
  return (
    typeof source === 'object' &&
    source !== null &&
    typeof (source as Partial<TiledSource>).setTiles === 'function'
  );
}

/**
 * Points each drawn layer's source at its built tile URLs (another survey date of a series):
 * only sources whose URLs changed reload their tiles; the style rules and the view stay.
 * `drawn` is what the sources were built with before.
 */
export function swapDataTiles(
  map: StyleTarget,
  drawn: readonly BuiltLayer[],
  built: readonly BuiltLayer[],
): void {
  const before = new Map(drawn.map((layer) => [layer.sourceId, layer.source]));
  for (const layer of built) {
    const tiles = 'tiles' in layer.source ? layer.source.tiles : undefined;
    const previous = before.get(layer.sourceId);
    const previousTiles = previous && 'tiles' in previous ? previous.tiles : undefined;
    if (!tiles || JSON.stringify(tiles) === JSON.stringify(previousTiles)) continue;
    const source = map.getSource(layer.sourceId);
    if (isTiled(source)) source.setTiles([...tiles]);
  }
}

/** Shows the enabled layers and hides the others. */
export function applyVisibility(
  map: StyleTarget,
  built: readonly BuiltLayer[],
  isEnabled: (layerId: number) => boolean,
): void {
  for (const layer of built) {
    const visibility = isEnabled(layer.layerId) ? 'visible' : 'none';
    for (const styleLayer of [...layer.styles, ...layer.labels]) {
      if (map.getLayer(styleLayer.id)) {
        map.setLayoutProperty(styleLayer.id, 'visibility', visibility);
      }
    }
  }
}
