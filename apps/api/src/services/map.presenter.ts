import type { LayerRead, MapAbilities, MapRead } from '@waymark/contract';
import type { MapRow } from '../repositories/map.repository.js';

/** The combined extent of the layers: each layer's bounds, else its data extent. */
export function combinedExtent(
  layers: readonly Pick<LayerRead, 'bounds' | 'extent'>[],
): number[] | null {
  const boxes = layers
    .map((l) => l.bounds ?? l.extent)
    .filter((b): b is number[] => Array.isArray(b) && b.length === 4);
  if (boxes.length === 0) return null;
  return [
    Math.min(...boxes.map((b) => b[0]!)),
    Math.min(...boxes.map((b) => b[1]!)),
    Math.max(...boxes.map((b) => b[2]!)),
    Math.max(...boxes.map((b) => b[3]!)),
  ];
}

/**
 * `layers`: those the reader may see, in map order; `ownerName`: see ownerNames; `abilities`: the
 * map policy's answer for the reader.
 */
export function presentMap(
  row: MapRow,
  layers: LayerRead[],
  ownerName: string | null,
  abilities: MapAbilities,
): MapRead {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    attribution: row.attribution,
    organisation_id: row.organisation_id,
    zoom_min: row.zoom_min,
    zoom_max: row.zoom_max,
    visibility: row.visibility,
    controls: row.controls as MapRead['controls'],
    files_list: row.files_list,
    minimap: row.minimap as MapRead['minimap'],
    bounds: row.bounds,
    extent: combinedExtent(layers),
    bg_layer: row.bg_layer,
    // Only a layer the reader sees on the map: another one names nothing for them.
    terrain_layer_id: layers.some((layer) => layer.id === row.terrain_layer_id)
      ? row.terrain_layer_id
      : null,
    owner: row.owner_id === null ? null : { id: row.owner_id },
    owner_name: ownerName,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    layers,
    abilities,
  };
}
