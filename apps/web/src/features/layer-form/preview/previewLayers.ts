import type { LayerSpecification } from '@maplibre/maplibre-gl-style-spec';
import type { StyleTarget } from '../../../map/styleOps.js';
import type { BuiltLayer } from '../../../map/style/buildLayerStyle.js';
import { DATA_PREFIX } from '../../../map/style/sourceIds.js';

/**
 * Swaps the previewed layer's style rules for newly built ones. The tile source stays when it
 * is the same, so that editing the style does not fetch the tiles again.
 */
export function replacePreviewLayers(
  map: StyleTarget & { getSource(id: string): unknown },
  built: BuiltLayer,
  sourceKey: string,
  previousSourceKey: string | null,
): void {
  const style = map.getStyle();
  for (const layer of style?.layers ?? []) {
    if (layer.id.startsWith(DATA_PREFIX)) map.removeLayer(layer.id);
  }
  if (map.getSource(built.sourceId) && sourceKey !== previousSourceKey) {
    map.removeSource(built.sourceId);
  }
  if (!map.getSource(built.sourceId)) map.addSource(built.sourceId, built.source);
  const rules: LayerSpecification[] = [...built.styles, ...built.labels];
  for (const rule of rules) {
    try {
      map.addLayer(rule);
    } catch (error) {
      // A rule MapLibre refuses is left out; the others still draw (the editor says why).
      console.warn(`Preview rule ${rule.id} could not be drawn`, error);
    }
  }
}
