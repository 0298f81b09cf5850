import {
  ogcCollectionPath,
  ogcLandingPath,
  rasterTileUrl,
  vectorTileUrl,
  type LayerRead,
} from '@waymark/contract';

/** What the QGIS / ArcGIS dialog offers to copy for a layer. */
export interface GisUrls {
  service: string;
  collection: string;
  tiles: string;
}

/** Stands for the user's key in the tile template. */
export const KEY_PLACEHOLDER = 'YOUR_KEY';

/**
 * The organisation's OGC API – Features landing page (as GDAL and QGIS take it, without the
 * trailing slash), the layer's collection, and its XYZ tile template with the key parameter.
 */
export function gisUrls(
  origin: string,
  layer: Pick<LayerRead, 'id' | 'organisation_id' | 'type'>,
): GisUrls {
  const tiles = layer.type === 'raster' ? rasterTileUrl(layer.id, 'png') : vectorTileUrl(layer.id);
  return {
    service: `${origin}${ogcLandingPath(layer.organisation_id).replace(/\/$/, '')}`,
    collection: `${origin}${ogcCollectionPath(layer.organisation_id, layer.id)}`,
    tiles: `${origin}${tiles}?key=${KEY_PLACEHOLDER}`,
  };
}
