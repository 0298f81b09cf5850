import { HttpError, NotFoundError, ValidationError } from '../../lib/errors.js';
import type {
  FeatureOutput,
  ItemsFilter,
  OgcFeatureRepository,
} from '../../repositories/ogc-feature.repository.js';
import type { Principal } from '../../policies/principal.js';
import { isFilterable, type LayerProfile } from './layer-profile.js';
import type { OgcCatalogueService, ReadableLayer } from './ogc-catalogue.service.js';
import { isRaster } from './ogc-documents.js';
import type { CrsChoice } from './ogc-crs.js';
import { MEDIA, type Link, type OgcLinks } from './ogc-links.js';
import { crsParam, isFid, parseBbox, parseDatetime } from './ogc-params.js';

/** The items query's own parameters; any other names an attribute to filter on. */
export interface ItemsQuery {
  limit: number;
  cursor?: string;
  bbox?: string;
  'bbox-crs'?: string;
  crs?: string;
  datetime?: string;
  sub_layer?: string;
  f?: string;
  key?: string;
  [attribute: string]: string | number | undefined;
}

const OWN_PARAMETERS = new Set([
  'limit',
  'cursor',
  'bbox',
  'bbox-crs',
  'crs',
  'datetime',
  'sub_layer',
  'f',
  'key',
]);

/** A GeoJSON answer: the document as text (built without parsing features) and its CRS. */
export interface GeoJsonAnswer {
  body: string;
  crs: CrsChoice;
}

/**
 * OGC API – Features items: pages in fid order, keyset-paginated (`cursor`, in the next link),
 * filtered by bbox (in bbox-crs), datetime (on the layer's date field), sub_layer and plain
 * attributes, written in the requested CRS. Each answer is one query for the page (and one
 * count on the first page).
 */
export class OgcFeaturesService {
  constructor(
    private readonly catalogue: OgcCatalogueService,
    private readonly features: OgcFeatureRepository,
  ) {}

  async items(
    principal: Principal,
    organisationId: number,
    layerId: number,
    query: ItemsQuery,
    links: OgcLinks,
    requestUrl: string,
  ): Promise<GeoJsonAnswer> {
    const readable = await this.featureLayer(principal, organisationId, layerId);
    const profile = await this.catalogue.profile(readable);
    const crs = crsParam('crs', query.crs);
    const filter = this.filterOf(query, readable, profile);
    const output = outputOf(readable, crs);
    const page = await this.features.page(readable.scope, filter, output, query.limit);
    // Counting costs a scan: once, on the first page (later pages may leave it out).
    const matched =
      filter.after === null ? await this.features.count(readable.scope, filter) : null;
    const base = `/collections/${layerId}`;
    const own: Link[] = [
      { href: links.sameRequest(requestUrl, {}), rel: 'self', type: MEDIA.geojson },
      links.link(base, 'collection', MEDIA.json, readable.layer.name),
    ];
    if (page.nextAfter !== null) {
      own.push({
        href: links.sameRequest(requestUrl, { cursor: page.nextAfter }),
        rel: 'next',
        type: MEDIA.geojson,
        title: 'Next page',
      });
    }
    const head = {
      type: 'FeatureCollection',
      ...(matched !== null ? { numberMatched: matched } : {}),
      numberReturned: page.returned,
      timeStamp: new Date().toISOString(),
      links: own,
    };
    const json = JSON.stringify(head);
    return { body: `${json.slice(0, -1)},"features":[${page.features}]}`, crs };
  }

  async item(
    principal: Principal,
    organisationId: number,
    layerId: number,
    fid: string,
    crsText: string | undefined,
    links: OgcLinks,
  ): Promise<GeoJsonAnswer> {
    const readable = await this.featureLayer(principal, organisationId, layerId);
    const crs = crsParam('crs', crsText);
    // Text that is no fid names no feature: 404, as for any unknown feature.
    if (!isFid(fid)) throw new NotFoundError();
    const doc = await this.features.one(readable.scope, fid, outputOf(readable, crs));
    if (!doc) throw new NotFoundError();
    const base = `/collections/${layerId}`;
    const own: Link[] = [
      links.link(`${base}/items/${fid}`, 'self', MEDIA.geojson),
      links.link(base, 'collection', MEDIA.json, readable.layer.name),
    ];
    return { body: `${doc.slice(0, -1)},"links":${JSON.stringify(own)}}`, crs };
  }

  private async featureLayer(
    principal: Principal,
    organisationId: number,
    layerId: number,
  ): Promise<ReadableLayer> {
    const readable = await this.catalogue.layer(principal, organisationId, layerId);
    if (isRaster(readable.layer)) {
      throw new HttpError(404, { detail: 'This collection is a raster: read it as tiles.' });
    }
    return readable;
  }

  private filterOf(query: ItemsQuery, readable: ReadableLayer, profile: LayerProfile): ItemsFilter {
    const properties: [string, string][] = [];
    for (const [name, value] of Object.entries(query)) {
      if (OWN_PARAMETERS.has(name) || value === undefined) continue;
      if (!isFilterable(profile.kinds.get(name))) {
        throw ValidationError.field(name, 'Unknown parameter: not a queryable of this collection.');
      }
      properties.push([name, String(value)]);
    }
    let datetime: ItemsFilter['datetime'] = null;
    if (query.datetime !== undefined) {
      if (!profile.dateField) {
        throw ValidationError.field('datetime', 'This collection has no date field.');
      }
      datetime = { field: profile.dateField, ...parseDatetime(query.datetime) };
    }
    return {
      after: query.cursor ?? null,
      boxes:
        query.bbox === undefined
          ? null
          : parseBbox(query.bbox, crsParam('bbox-crs', query['bbox-crs'])),
      subLayer: query.sub_layer ?? null,
      properties,
      datetime,
    };
  }
}

function outputOf(readable: ReadableLayer, crs: CrsChoice): FeatureOutput {
  return {
    srid: crs.srid,
    latFirst: crs.latFirst,
    digits: crs.digits,
    withSubLayer: readable.layer.available_sub_layers.length > 0,
  };
}
