import {
  MAP_ORDERING,
  type ListQuery,
  type MapCreate,
  type MapPatch,
  type MapRead,
} from '@waymark/contract';
import { NotFoundError, ValidationError } from '../lib/errors.js';
import { pageWindow, parseOrdering } from '../lib/ordering.js';
import type { LayerRepository } from '../repositories/layer.repository.js';
import type { MapRepository, MapRow, MapValues } from '../repositories/map.repository.js';
import type { MarkupAttachmentRepository } from '../repositories/markup-attachment.repository.js';
import type { OrganisationRepository } from '../repositories/organisation.repository.js';
import type { PackRepository } from '../repositories/pack.repository.js';
import type { UserRepository } from '../repositories/user.repository.js';
import { mapPolicy } from '../policies/map.policy.js';
import { organisationPolicy } from '../policies/organisation.policy.js';
import { VISIBILITY_OWNER_ONLY, viewerOf } from '../policies/ownership.js';
import { abilitiesOf, authorize } from '../policies/policy.js';
import type { Actor, AuditService } from './audit.service.js';
import { DEFAULT_ZOOM_MAX, type LayerService } from './layer.service.js';
import { presentMap } from './map.presenter.js';
import { ownerNames } from './presenters.js';
import type { Principal } from '../policies/principal.js';
import type { Storage } from '../storage/storage.js';

/** The 3D view's terrain must be one of the map's DTM layers. */
const NOT_A_MAP_DTM = 'Choose a DTM layer of this map.';

export class MapService {
  constructor(
    private readonly maps: MapRepository,
    private readonly layerRepo: LayerRepository,
    private readonly layers: LayerService,
    private readonly organisations: OrganisationRepository,
    private readonly audit: AuditService,
    private readonly users: UserRepository,
    private readonly markupFiles: Pick<MarkupAttachmentRepository, 'keysOfMap'>,
    private readonly storage: Pick<Storage, 'delete'>,
    private readonly packs: Pick<PackRepository, 'removeUnused'>,
  ) {}

  async visible(principal: Principal, id: number): Promise<MapRow> {
    const row = await this.maps.findVisible(id, viewerOf(principal));
    if (!row) throw new NotFoundError();
    return row;
  }

  /**
   * A page of maps with the layers the principal may see: the same few queries for one map or
   * a hundred (their layers, the layers' figures, the owners' names).
   */
  private async withLayers(principal: Principal, rows: readonly MapRow[]): Promise<MapRead[]> {
    const layerRows = await this.layerRepo.listForMaps(
      rows.map((r) => r.id),
      viewerOf(principal),
    );
    const [layers, owners] = await Promise.all([
      this.layers.present(principal, layerRows),
      ownerNames(
        this.users,
        rows.map((r) => r.owner_id),
      ),
    ]);
    return rows.map((row) =>
      presentMap(
        row,
        layers.filter((_, i) => layerRows[i]!.map_id === row.id),
        row.owner_id === null ? null : (owners.get(row.owner_id) ?? null),
        abilitiesOf(mapPolicy, principal, row),
      ),
    );
  }

  async get(principal: Principal, id: number): Promise<{ map: MapRead; modified: Date }> {
    const row = await this.visible(principal, id);
    const [map] = await this.withLayers(principal, [row]);
    return { map: map!, modified: new Date(row.updated_at) };
  }

  /** Maps the principal sees; of one organisation (404 outside their scope) when given. */
  async list(
    principal: Principal,
    query: ListQuery,
    organisationId?: number,
  ): Promise<{ count: number; results: MapRead[] }> {
    if (
      organisationId !== undefined &&
      !(await this.organisations.findInScope(organisationId, principal.scope))
    ) {
      throw new NotFoundError();
    }
    const order = parseOrdering(query.ordering, MAP_ORDERING, 'name');
    const { count, rows } = await this.maps.list(viewerOf(principal), order, pageWindow(query), {
      organisationId,
      search: query.search,
    });
    return { count, results: await this.withLayers(principal, rows) };
  }

  async create(principal: Principal, body: MapCreate, actor: Actor): Promise<MapRead> {
    authorize(organisationPolicy, principal, { id: body.organisation_id }, 'add_map');
    // A superuser is a member everywhere, but only of organisations that exist.
    if (!(await this.organisations.findInScope(body.organisation_id, principal.scope))) {
      throw ValidationError.field(
        'organisation_id',
        `Invalid pk "${body.organisation_id}" - object does not exist.`,
      );
    }
    if ((body.zoom_max ?? DEFAULT_ZOOM_MAX) < (body.zoom_min ?? 0)) {
      throw ValidationError.field('zoom_max', 'Maximum Zoom should be greater than Minimum Zoom');
    }
    // A new map has no layers yet, so no DTM to stand on.
    if (body.terrain_layer_id) throw ValidationError.field('terrain_layer_id', NOT_A_MAP_DTM);
    const row = await this.maps.create({
      ...body,
      ...(body.controls ? { controls: [...new Set(body.controls)] } : {}),
      owner_id: principal.id,
    });
    await this.audit.record(actor, 'map.create', { type: 'map', id: row.id });
    const [map] = await this.withLayers(principal, [row]);
    return map!;
  }

  async update(principal: Principal, id: number, body: MapPatch, actor: Actor): Promise<MapRead> {
    const row = await this.visible(principal, id);
    authorize(mapPolicy, principal, row, 'change');
    const errors: Record<string, string[]> = {};
    if (
      body.visibility !== undefined &&
      body.visibility !== row.visibility &&
      mapPolicy.refusal(principal, row, 'change_visibility') !== null
    ) {
      errors.visibility = [VISIBILITY_OWNER_ONLY];
    }
    if ((body.zoom_max ?? row.zoom_max) < (body.zoom_min ?? row.zoom_min)) {
      errors.zoom_max = ['Maximum Zoom should be greater than Minimum Zoom'];
    }
    if (body.terrain_layer_id && !(await this.isDtmOf(principal, row, body.terrain_layer_id))) {
      errors.terrain_layer_id = [NOT_A_MAP_DTM];
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    // Made private while nobody owns it, the map would be visible to no one: it becomes the
    // changer's.
    const claim =
      row.owner_id === null && body.visibility === 'OWN' ? { owner_id: principal.id } : {};
    const controls = body.controls ? { controls: [...new Set(body.controls)] } : {};
    await this.maps.update(id, { ...body, ...controls, ...claim } as MapValues);
    await this.audit.record(
      actor,
      'map.update',
      { type: 'map', id },
      { fields: Object.keys(body) },
    );
    return (await this.get(principal, id)).map;
  }

  /** Whether a layer is a DTM on the map that the principal sees (the 3D view's terrain). */
  private async isDtmOf(principal: Principal, row: MapRow, layerId: number): Promise<boolean> {
    const [map] = await this.withLayers(principal, [row]);
    return !!map?.layers.some(
      (layer) =>
        layer.id === layerId && layer.type === 'raster' && layer.raster_kind === 'elevation',
    );
  }

  async delete(principal: Principal, id: number, actor: Actor): Promise<void> {
    const row = await this.visible(principal, id);
    authorize(mapPolicy, principal, row, 'delete');
    // Its markups go with it (the database cascades), and so do their files; so do its packs,
    // and the archives no other map's pack holds.
    const markupFiles = await this.markupFiles.keysOfMap(id);
    await this.maps.delete(id);
    const archives = await this.packs.removeUnused(row.organisation_id);
    await this.storage.delete([...markupFiles, ...archives]);
    const map = { type: 'map', id, organisationId: row.organisation_id };
    await this.audit.record(actor, 'map.delete', map, { name: row.name });
  }
}
