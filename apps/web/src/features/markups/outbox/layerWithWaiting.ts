import type { MarkupCollection, MarkupRead } from '@waymark/contract/markup';

type LayerFeature = MarkupCollection['features'][number];

const asFeature = (markup: MarkupRead): LayerFeature => ({
  type: 'Feature',
  id: markup.id,
  geometry: markup.geometry,
  properties: { title: markup.title, status: markup.status, icon: markup.category.icon },
});

/**
 * The map layer's markups with what waits to be sent: markups made offline added (their ids are
 * negative, the server's never are), changes waiting laid on the server's (shape, status, icon).
 * `shown` lays a markup's waiting changes on a feature read as a markup.
 */
export function layerWithWaiting(
  collection: MarkupCollection,
  unsent: readonly MarkupRead[],
  changed: (feature: LayerFeature) => LayerFeature,
): MarkupCollection {
  return {
    type: 'FeatureCollection',
    features: [...collection.features.map(changed), ...unsent.map(asFeature)],
  };
}
