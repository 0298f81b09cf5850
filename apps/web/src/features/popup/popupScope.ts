import type { LayerFileRead, LayerRead } from '@waymark/contract';
import type { PopupFeature } from '../../map/popupStore.js';
import { extensionOfFile } from './files/fileGroups.js';

/**
 * What a template's expressions can read, as plain data (own properties only, nothing with
 * methods): `feature` (id / fid, layerId, properties, lon, lat), `properties` (the feature's,
 * for short), `layer` (id, name, type, description, attribution, attributes, attachment and
 * search fields) and `files` (the feature's attachments, each with its extension).
 */
export function popupScope(
  feature: PopupFeature,
  layer: LayerRead,
  files: readonly LayerFileRead[],
): Record<string, unknown> {
  const properties = { ...feature.properties };
  return {
    feature: {
      id: feature.fid,
      fid: feature.fid,
      layerId: layer.id,
      properties,
      lon: feature.lngLat?.lng ?? null,
      lat: feature.lngLat?.lat ?? null,
    },
    properties,
    layer: {
      id: layer.id,
      name: layer.name,
      type: layer.type,
      description: layer.description,
      attribution: layer.attribution,
      attributes: [...layer.attributes],
      attachment_field: layer.attachment_field,
      search_field: layer.search_field,
    },
    files: files.map((file) => ({
      id: file.id,
      name: file.name,
      size: file.size,
      content_type: file.content_type,
      created_at: file.created_at,
      extension: extensionOfFile(file),
    })),
  };
}
