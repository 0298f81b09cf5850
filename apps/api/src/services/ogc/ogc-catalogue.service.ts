import { NotFoundError } from '../../lib/errors.js';
import type {
  OgcCollectionRepository,
  OgcLayer,
} from '../../repositories/ogc-collection.repository.js';
import type {
  FeatureScope,
  OgcFeatureRepository,
} from '../../repositories/ogc-feature.repository.js';
import type {
  OrganisationRepository,
  OrganisationRow,
} from '../../repositories/organisation.repository.js';
import { LruCache } from '../../tiles/lru-cache.js';
import { layerBoundsBox } from '../../tiles/tile-math.js';
import { viewerOf } from '../../policies/ownership.js';
import type { Principal } from '../../policies/principal.js';
import { withinShare } from '../share-bounds.js';
import { attributeKinds, firstDateField, type LayerProfile } from './layer-profile.js';

/** Features read to tell the attributes' kinds. */
const SAMPLE_SIZE = 200;

/** A layer as one caller may read it: the features it may see and the extent they cover. */
export interface ReadableLayer {
  layer: OgcLayer;
  scope: FeatureScope;
  /** [w, s, e, n] in degrees: the data's extent inside the layer's (and share's) bounds. */
  extent: number[] | null;
}

/**
 * The organisations and layers a caller reaches through OGC API: the organisations of their
 * memberships (a share link: its map's), and in each the layers they may see, with the same
 * cuts as the map viewer's tiles — chosen CAD sub-layers, the layer's bounds, a share's bounds.
 */
export class OgcCatalogueService {
  private readonly profiles = new LruCache<string, Promise<LayerProfile>>(2000);

  constructor(
    private readonly organisations: OrganisationRepository,
    private readonly collections: OgcCollectionRepository,
    private readonly features: OgcFeatureRepository,
  ) {}

  /** The organisations whose layers the caller can list, by name. */
  async organisationsOf(principal: Principal): Promise<OrganisationRow[]> {
    const scope = principal.scope;
    const rows =
      scope.kind === 'all'
        ? await this.organisations.findAll()
        : await this.organisations.findByIds(scope.ids);
    return rows.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  }

  /** One of the caller's organisations; 404 for any other, as if it did not exist. */
  async organisation(principal: Principal, id: number): Promise<OrganisationRow> {
    const row = await this.organisations.findInScope(id, principal.scope);
    if (!row) throw new NotFoundError();
    return row;
  }

  async layers(principal: Principal, organisationId: number): Promise<ReadableLayer[]> {
    await this.organisation(principal, organisationId);
    const rows = await this.collections.list(organisationId, viewerOf(principal));
    return rows.map((layer) => this.readable(principal, layer));
  }

  async layer(
    principal: Principal,
    organisationId: number,
    layerId: number,
  ): Promise<ReadableLayer> {
    const layer = await this.collections.find(organisationId, layerId, viewerOf(principal));
    if (!layer) throw new NotFoundError();
    return this.readable(principal, layer);
  }

  /**
   * The kinds of the layer's attributes and its date range, kept per data version and scope
   * (a share sees the dates of its box only).
   */
  profile({ layer, scope }: ReadableLayer): Promise<LayerProfile> {
    const key = JSON.stringify([layer.id, layer.data_version, layer.attributes, scope]);
    let profile = this.profiles.get(key);
    if (!profile) {
      profile = this.readProfile(layer, scope);
      profile.catch(() => this.profiles.delete(key));
      this.profiles.set(key, profile);
    }
    return profile;
  }

  private async readProfile(layer: OgcLayer, scope: FeatureScope): Promise<LayerProfile> {
    const sample = await this.features.sample(scope, SAMPLE_SIZE);
    const kinds = attributeKinds(layer.attributes, sample);
    const dateField = firstDateField(kinds);
    const dateRange = dateField ? await this.features.dateRange(scope, dateField) : null;
    return { kinds, dateField, dateRange };
  }

  private readable(principal: Principal, layer: OgcLayer): ReadableLayer {
    const bounds = withinShare(layer.bounds, principal.share?.bounds ?? null);
    const extent = layer.extent ? withinShare(layer.extent, bounds) : bounds;
    return {
      layer,
      extent,
      scope: {
        layerId: layer.id,
        subLayers: layer.sub_layers.length > 0 ? layer.sub_layers : null,
        clip: layerBoundsBox(bounds),
      },
    };
  }
}
