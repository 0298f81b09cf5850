import type { LayerSpecification, SourceSpecification } from '@maplibre/maplibre-gl-style-spec';
import {
  rasterTileUrl,
  VECTOR_SOURCE_LAYER,
  vectorTileUrl,
  type LayerRead,
  type StyleLayer,
} from '@waymark/contract';
import { layerBox, type Box } from '../../lib/box.js';
import { isExpressionFilter } from './expressionFilter.js';
import { labelOf, styleOf } from './layerTemplates.js';
import { sourceIdOf, styleLayerIdOf } from './sourceIds.js';
import { withFallbackFonts } from './textFont.js';
import { rasterMotionPaint } from '../../lib/reducedMotion.js';
import { isLayerInPack, NO_PACK_SOURCES, type PackSources } from '../pack/packSources.js';
import { NO_ARCHIVE_TILES, type ArchiveTiles } from '../pack/archiveTiles.js';

export type ViewerLayer = Pick<
  LayerRead,
  | 'id'
  | 'type'
  | 'style'
  | 'label'
  | 'attributes'
  | 'sub_layers'
  | 'zoom_min'
  | 'zoom_max'
  | 'bounds'
  | 'extent'
  | 'attribution'
>;

/**
 * Vector tiles are asked for up to this zoom and drawn larger beyond it: at 18 a tile's 4096
 * units are a few centimetres, fine enough for CAD detail.
 */
export const VECTOR_TILE_MAXZOOM = 18;

const VECTOR_TYPES = new Set(['fill', 'line', 'symbol', 'circle', 'heatmap', 'fill-extrusion']);

export interface BuiltLayer {
  layerId: number;
  sourceId: string;
  source: SourceSpecification;
  /** The layer's style rules, drawn in map order. */
  styles: LayerSpecification[];
  /** Its labels, drawn above every layer's style rules so that no fill hides them. */
  labels: LayerSpecification[];
  /** Style layers whose features open a popup when clicked. */
  clickable: string[];
}

const MERCATOR_LIMIT = 85.051129;

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function sourceBounds(box: Box | null): [number, number, number, number] | undefined {
  if (!box) return undefined;
  const clampLat = (v: number) => Math.max(-MERCATOR_LIMIT, Math.min(MERCATOR_LIMIT, v));
  return [box[0], clampLat(box[1]), box[2], clampLat(box[3])];
}

/**
 * The tile source of a layer: raster tiles (webp, 256) or its vector tiles; of one survey `date`
 * for a series layer (its files of that date), else of all its files. `pack`: the layer's
 * archives kept in the browser, drawn instead of the live tiles (their zooms and bounds come
 * from the archive). `archive`: online, the tile URLs of the layer's current pack archives, which
 * answer from the live tiles where they have none (never for one survey date: they hold all).
 */
export function buildSource(
  layer: ViewerLayer,
  origin: string,
  date?: string | null,
  pack: PackSources[number] = {},
  archive: ArchiveTiles[number] = {},
): SourceSpecification | null {
  const archived = date ? {} : archive;
  const bounds = sourceBounds(layerBox(layer));
  // Layer attributions are free text from users; MapLibre shows attributions as HTML.
  const attribution = layer.attribution ? escapeHtml(layer.attribution) : undefined;
  const common = {
    ...(bounds ? { bounds } : {}),
    ...(attribution ? { attribution } : {}),
  };
  if (layer.type === 'raster') {
    return {
      type: 'raster',
      ...(pack.raster
        ? { url: pack.raster }
        : { tiles: [archived.raster ?? `${origin}${rasterTileUrl(layer.id, 'webp', date)}`] }),
      tileSize: 256,
      ...common,
    };
  }
  if (layer.type === 'vector' || layer.type === 'photo') {
    return {
      type: 'vector',
      ...(pack.vector
        ? { url: pack.vector }
        : {
            tiles: [archived.vector ?? `${origin}${vectorTileUrl(layer.id, date)}`],
            maxzoom: VECTOR_TILE_MAXZOOM,
          }),
      ...common,
    };
  }
  return null;
}

function combinedFilter(entry: StyleLayer, subLayers: readonly string[]): unknown {
  const filters: unknown[] = [];
  // A CAD layer shows only the chosen sub-layers, when some are chosen: written in the legacy
  // syntax beside a legacy filter (MapLibre's converter would load the whole style spec).
  const legacy = entry.filter !== undefined && !isExpressionFilter(entry.filter);
  if (subLayers.length > 0) {
    filters.push(
      legacy
        ? ['in', 'sub_layer', ...subLayers]
        : ['in', ['get', 'sub_layer'], ['literal', [...subLayers]]],
    );
  }
  if (entry.filter !== undefined) filters.push(entry.filter);
  if (filters.length === 0) return undefined;
  return filters.length === 1 ? filters[0] : ['all', ...filters];
}

function buildStyleLayer(
  layer: ViewerLayer,
  entry: StyleLayer,
  part: 'style' | 'label',
  index: number,
): LayerSpecification | null {
  const raster = layer.type === 'raster';
  if (raster ? entry.type !== 'raster' : !VECTOR_TYPES.has(entry.type)) return null;
  // The layer's zoom range bounds every rule's own.
  const minzoom = Math.max(entry.minzoom ?? 0, layer.zoom_min);
  const maxzoom = Math.min(entry.maxzoom ?? 24, layer.zoom_max);
  const layout: Record<string, unknown> = { ...entry.layout };
  if (entry.type === 'symbol') layout['text-font'] = withFallbackFonts(layout['text-font']);
  const filter = raster ? undefined : combinedFilter(entry, layer.sub_layers);
  return {
    id: styleLayerIdOf(layer.id, part, index),
    type: entry.type,
    source: sourceIdOf(layer.id),
    ...(raster ? {} : { 'source-layer': VECTOR_SOURCE_LAYER }),
    ...(filter === undefined ? {} : { filter }),
    minzoom,
    maxzoom,
    layout,
    // A user who asked for less motion gets tiles without a fade, whatever the style says.
    paint: { ...entry.paint, ...(raster ? rasterMotionPaint() : {}) },
    metadata: { 'waymark:layer': layer.id },
  } as LayerSpecification;
}

/** The source and style layers that draw one layer of the map, or null if it has no tiles. */
export function buildLayer(
  layer: ViewerLayer,
  origin: string,
  date?: string | null,
  pack?: PackSources[number],
  archive?: ArchiveTiles[number],
): BuiltLayer | null {
  const source = buildSource(layer, origin, date, pack, archive);
  if (!source) return null;
  const build = (entries: readonly StyleLayer[], part: 'style' | 'label') =>
    entries
      .map((entry, index) => buildStyleLayer(layer, entry, part, index))
      .filter((built): built is LayerSpecification => built !== null);
  const styles = build(styleOf(layer), 'style');
  const labels = build(labelOf(layer), 'label');
  return {
    layerId: layer.id,
    sourceId: sourceIdOf(layer.id),
    source,
    styles,
    labels,
    clickable: layer.type === 'raster' ? [] : [...styles, ...labels].map((l) => l.id),
  };
}

/**
 * Every layer of the map, first layer at the bottom; all labels above all style rules. `dates`:
 * the survey date each series layer draws, by layer id (others draw all their files). `pack`:
 * the archives kept in the browser that layers draw from instead (a map opened offline): a
 * layer the pack does not hold is left out then (no live tile is asked for without a network).
 * `archives`: online, the layers' current pack archives, drawn from where they have tiles.
 */
export function buildMapLayers(
  layers: readonly ViewerLayer[],
  origin: string,
  dates: Readonly<Record<number, string | null>> = {},
  pack: PackSources = NO_PACK_SOURCES,
  archives: ArchiveTiles = NO_ARCHIVE_TILES,
) {
  const fromPack = pack !== NO_PACK_SOURCES;
  const built = layers
    .filter((layer) => !fromPack || isLayerInPack(pack, layer))
    .map((layer) => buildLayer(layer, origin, dates[layer.id], pack[layer.id], archives[layer.id]))
    .filter((b): b is BuiltLayer => b !== null);
  return {
    built,
    order: [...built.flatMap((b) => b.styles), ...built.flatMap((b) => b.labels)],
  };
}
