import type { OgcLayer } from '../../repositories/ogc-collection.repository.js';
import { isFilterable, schemaOf, type LayerProfile } from './layer-profile.js';
import type { OgcLinks } from './ogc-links.js';

const JSON_SCHEMA = 'https://json-schema.org/draft/2020-12/schema';

/** A CAD layer's sub-layers, as a property of its features (filterable: ?sub_layer=Walls). */
function subLayerProperty(layer: OgcLayer): Record<string, unknown> | null {
  if (layer.available_sub_layers.length === 0) return null;
  const offered = layer.sub_layers.length > 0 ? layer.sub_layers : layer.available_sub_layers;
  return { title: 'CAD sub-layer', type: 'string', enum: [...offered] };
}

/** Part 3 queryables: the plain attributes and the CAD sub-layer, each a query parameter. */
export function queryablesDoc(links: OgcLinks, layer: OgcLayer, profile: LayerProfile) {
  const properties: Record<string, unknown> = {};
  for (const [name, kind] of profile.kinds) {
    if (isFilterable(kind)) properties[name] = { title: name, ...schemaOf(kind) };
  }
  const subLayer = subLayerProperty(layer);
  if (subLayer) properties.sub_layer = subLayer;
  return {
    $schema: JSON_SCHEMA,
    $id: links.url(`/collections/${layer.id}/queryables`),
    type: 'object',
    title: layer.name,
    properties,
    additionalProperties: false,
  };
}

/**
 * The features' schema, as a GeoJSON Feature: GDAL's OAPIF driver reads the field types of
 * `properties.properties` from it (date and date-time included), so every page copies alike.
 */
export function featureSchemaDoc(links: OgcLinks, layer: OgcLayer, profile: LayerProfile) {
  const attributes: Record<string, unknown> = {};
  for (const [name, kind] of profile.kinds) attributes[name] = schemaOf(kind);
  const subLayer = subLayerProperty(layer);
  if (subLayer) attributes.sub_layer = subLayer;
  return {
    $schema: JSON_SCHEMA,
    $id: links.url(`/collections/${layer.id}/schema`),
    title: layer.name,
    type: 'object',
    required: ['type', 'geometry', 'properties'],
    properties: {
      type: { type: 'string', enum: ['Feature'] },
      id: { type: 'integer' },
      geometry: { type: 'object' },
      properties: { type: 'object', properties: attributes },
    },
  };
}
