import type { StyleSpecification } from 'maplibre-gl';
import { buildLayer, type ViewerLayer } from '../../map/style/buildLayerStyle.js';
import { DATA_PREFIX } from '../../map/style/sourceIds.js';

function isDataSource(id: string): boolean {
  return id.startsWith(DATA_PREFIX);
}

/**
 * The style of one side of the compare: the main map's background (every source and style layer
 * that is not the map's data) with one layer drawn above it, of one survey `date` when given.
 */
export function compareStyle(
  main: StyleSpecification,
  layer: ViewerLayer,
  date: string | null,
  origin: string,
): StyleSpecification {
  const sources = Object.fromEntries(
    Object.entries(main.sources).filter(([id]) => !isDataSource(id)),
  );
  const background = main.layers.filter(
    (styleLayer) => !('source' in styleLayer) || !isDataSource(String(styleLayer.source)),
  );
  const built = buildLayer(layer, origin, date);
  if (!built) return { ...main, sources, layers: background };
  return {
    ...main,
    sources: { ...sources, [built.sourceId]: built.source },
    layers: [...background, ...built.styles, ...built.labels],
  };
}
