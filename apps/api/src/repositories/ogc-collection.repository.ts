import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import type { LayerRow } from './layer.repository.js';
import { visibleTo, type Viewer } from './scope.js';

/** What an OGC collection needs of its layer: no style, popup or form fields. */
export type OgcLayer = Pick<
  LayerRow,
  | 'id'
  | 'organisation_id'
  | 'name'
  | 'description'
  | 'attribution'
  | 'type'
  | 'attributes'
  | 'sub_layers'
  | 'available_sub_layers'
  | 'bounds'
  | 'extent'
  | 'data_version'
  | 'zoom_min'
  | 'zoom_max'
> & {
  /** Whether the layer has ready COGs: then it is a raster (map tiles, no features). */
  has_cogs: boolean;
};

const COLUMNS = [
  'layers.id',
  'layers.organisation_id',
  'layers.name',
  'layers.description',
  'layers.attribution',
  'layers.type',
  'layers.attributes',
  'layers.sub_layers',
  'layers.available_sub_layers',
  'layers.bounds',
  'layers.extent',
  'layers.data_version',
  'layers.zoom_min',
  'layers.zoom_max',
] as const;

const HAS_COGS = sql<boolean>`exists (select 1 from layer_files f
  where f.layer_id = layers.id and f.role = 'derived' and f.file_type = 'cog' and f.status = 'ready')`;

/** The layers of one organisation a viewer may see, as OGC API collections. */
export class OgcCollectionRepository {
  constructor(private readonly db: Db) {}

  private visible(organisationId: number, viewer: Viewer) {
    return this.db
      .selectFrom('layers')
      .select(COLUMNS)
      .select(HAS_COGS.as('has_cogs'))
      .where('layers.organisation_id', '=', organisationId)
      .where(visibleTo(viewer, 'layers'));
  }

  list(organisationId: number, viewer: Viewer): Promise<OgcLayer[]> {
    return this.visible(organisationId, viewer)
      .orderBy('layers.name')
      .orderBy('layers.id')
      .execute();
  }

  find(organisationId: number, layerId: number, viewer: Viewer): Promise<OgcLayer | undefined> {
    return this.visible(organisationId, viewer).where('layers.id', '=', layerId).executeTakeFirst();
  }
}
