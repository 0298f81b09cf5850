import { rasterTileUrl, vectorTileUrl } from '@waymark/contract';
import type { OgcLayer } from '../../repositories/ogc-collection.repository.js';
import { CRS84, epsgUri, STORAGE_SRID, SUPPORTED_CRS } from './ogc-crs.js';
import type { LayerProfile } from './layer-profile.js';
import { MEDIA, type Link, type OgcLinks } from './ogc-links.js';

/** The conformance classes served: Features Core, GeoJSON, CRS, Queryables, Tiles. */
export const CONFORMANCE = [
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/geojson',
  'http://www.opengis.net/spec/ogcapi-features-1/1.0/conf/oas30',
  'http://www.opengis.net/spec/ogcapi-features-2/1.0/conf/crs',
  'http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/queryables',
  'http://www.opengis.net/spec/ogcapi-features-3/1.0/conf/queryables-query-parameters',
  'http://www.opengis.net/spec/ogcapi-common-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-common-2/1.0/conf/collections',
  'http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/tileset',
  'http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/tilesets-list',
  'http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/geodata-tilesets',
  'http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/mvt',
  'http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/png',
];

export const REL = {
  conformance: 'conformance',
  data: 'data',
  queryables: 'http://www.opengis.net/def/rel/ogc/1.0/queryables',
  schema: 'http://www.opengis.net/def/rel/ogc/1.0/schema',
  tilesetsVector: 'http://www.opengis.net/def/rel/ogc/1.0/tilesets-vector',
  tilesetsMap: 'http://www.opengis.net/def/rel/ogc/1.0/tilesets-map',
  tilingScheme: 'http://www.opengis.net/def/rel/ogc/1.0/tiling-scheme',
};

export const WEB_MERCATOR_QUAD = 'WebMercatorQuad';
export const WEB_MERCATOR_QUAD_URI =
  'http://www.opengis.net/def/tilematrixset/OGC/1.0/WebMercatorQuad';

/** Raster layers are read as map tiles; the others as features (and vector tiles). */
export function isRaster(layer: Pick<OgcLayer, 'type' | 'has_cogs'>): boolean {
  return layer.type === 'raster' || layer.has_cogs;
}

export function landingPage(links: OgcLinks, title: string) {
  return {
    title: `${title} — Waymark`,
    description: 'The layers of this organisation as OGC API – Features collections and tiles.',
    links: [
      links.link('', 'self', MEDIA.json, 'This document'),
      {
        href: links.absolute(`${links.origin}/api/openapi.json`),
        rel: 'service-desc',
        type: MEDIA.openapi,
        title: 'The API definition',
      },
      {
        href: `${links.origin}/api/docs/`,
        rel: 'service-doc',
        type: MEDIA.html,
        title: 'The API documentation',
      },
      links.link('/conformance', REL.conformance, MEDIA.json, 'Conformance classes'),
      links.link('/collections', REL.data, MEDIA.json, 'The layers'),
    ],
  };
}

/** The tile URL templates of a layer: the map viewer's own tiles, with their ETags. */
export function tileTemplates(links: OgcLinks, layer: OgcLayer): Link[] {
  if (isRaster(layer)) {
    return (['png', 'jpg', 'webp'] as const).map((format) => ({
      href: links.absolute(`${links.origin}${rasterTileUrl(layer.id, format)}`),
      rel: 'item',
      type: format === 'jpg' ? 'image/jpeg' : `image/${format}`,
      title: `XYZ ${format.toUpperCase()} tiles (EPSG:3857)`,
      templated: true,
    }));
  }
  return [
    {
      href: links.absolute(`${links.origin}${vectorTileUrl(layer.id)}`),
      rel: 'item',
      type: MEDIA.mvt,
      title: 'XYZ vector tiles (EPSG:3857, source layer "features")',
      templated: true,
    },
  ];
}

/** One collection: extents in CRS84, the CRSs offered, items, schemas and tiles. */
export function collectionDoc(
  links: OgcLinks,
  layer: OgcLayer,
  extent: number[] | null,
  profile: LayerProfile | null,
) {
  const base = `/collections/${layer.id}`;
  const raster = isRaster(layer);
  const own = [
    links.link(base, 'self', MEDIA.json, 'This collection'),
    ...(raster
      ? []
      : [
          links.link(`${base}/items`, 'items', MEDIA.geojson, 'The features'),
          links.link(`${base}/queryables`, REL.queryables, MEDIA.schema, 'Queryables'),
          links.link(`${base}/schema`, 'describedby', MEDIA.schema, 'Schema of the features'),
          links.link(`${base}/schema`, REL.schema, MEDIA.schema, 'Schema of the features'),
        ]),
    links.link(
      `${base}/tiles`,
      raster ? REL.tilesetsMap : REL.tilesetsVector,
      MEDIA.json,
      'Tile sets',
    ),
    ...tileTemplates(links, layer),
  ];
  const temporal = profile?.dateRange
    ? {
        temporal: {
          interval: [profile.dateRange],
          trs: 'http://www.opengis.net/def/uom/ISO-8601/0/Gregorian',
        },
      }
    : {};
  return {
    id: String(layer.id),
    title: layer.name,
    description: layer.description,
    ...(layer.attribution ? { attribution: layer.attribution } : {}),
    ...(raster
      ? { dataType: 'map', layerDataType: 'Raster' }
      : { itemType: 'feature', dataType: 'vector' }),
    extent: {
      spatial: { bbox: [extent ?? [-180, -90, 180, 90]], crs: CRS84 },
      ...temporal,
    },
    ...(raster ? {} : { crs: SUPPORTED_CRS.map((c) => c.uri), storageCrs: epsgUri(STORAGE_SRID) }),
    links: own,
  };
}
