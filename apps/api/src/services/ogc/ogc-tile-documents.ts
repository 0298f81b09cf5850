import { VECTOR_SOURCE_LAYER } from '@waymark/contract';
import type { OgcLayer } from '../../repositories/ogc-collection.repository.js';
import { epsgUri } from './ogc-crs.js';
import {
  isRaster,
  REL,
  tileTemplates,
  WEB_MERCATOR_QUAD,
  WEB_MERCATOR_QUAD_URI,
} from './ogc-documents.js';
import { MEDIA, type OgcLinks } from './ogc-links.js';

/** OGC API – Tiles: one tile set per layer, in WebMercatorQuad (the viewer's own tiles). */
function summary(links: OgcLinks, layer: OgcLayer) {
  const raster = isRaster(layer);
  return {
    title: layer.name,
    dataType: raster ? 'map' : 'vector',
    crs: epsgUri(3857),
    tileMatrixSetURI: WEB_MERCATOR_QUAD_URI,
    links: [
      links.link(`/collections/${layer.id}/tiles/${WEB_MERCATOR_QUAD}`, 'self', MEDIA.json),
      { href: WEB_MERCATOR_QUAD_URI, rel: REL.tilingScheme, type: MEDIA.json },
    ],
  };
}

export function tilesetsDoc(links: OgcLinks, layer: OgcLayer) {
  return {
    tilesets: [summary(links, layer)],
    links: [links.link(`/collections/${layer.id}/tiles`, 'self', MEDIA.json)],
  };
}

export function tilesetDoc(links: OgcLinks, layer: OgcLayer) {
  const raster = isRaster(layer);
  const base = `/collections/${layer.id}/tiles/${WEB_MERCATOR_QUAD}`;
  const template = {
    href: links.absolute(`${links.root}${base}/{tileMatrix}/{tileRow}/{tileCol}`),
    rel: 'item',
    type: raster ? MEDIA.png : MEDIA.mvt,
    templated: true,
  };
  const own = summary(links, layer);
  return {
    ...own,
    // The layer's zoom range: tiles outside it are empty.
    tileMatrixSetLimits: Array.from({ length: layer.zoom_max - layer.zoom_min + 1 }, (_, i) => {
      const z = layer.zoom_min + i;
      return {
        tileMatrix: String(z),
        minTileRow: 0,
        maxTileRow: 2 ** z - 1,
        minTileCol: 0,
        maxTileCol: 2 ** z - 1,
      };
    }),
    ...(raster ? {} : { layers: [{ id: VECTOR_SOURCE_LAYER, dataType: 'vector' }] }),
    links: [...own.links, template, ...tileTemplates(links, layer)],
  };
}
