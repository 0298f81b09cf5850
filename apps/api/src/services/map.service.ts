import {
  MAP_ORDERING,
  type LayerRead,
  type ListQuery,
  type MapCreate,
  type MapPatch,
  type MapRead,
} from '@waymark/contract';
import { NotFoundError, ValidationError } from '../http/errors.js';
import { pageWindow, parseOrdering } from '../http/pagination.js';
import type { LayerRepository } from '../repositories/layer.repository.js';
import type { MapLayerRepository } from '../repositories/map-layer.repository.js';
import type { MapRepository, MapRow, MapValues } from '../repositories/map.repository.js';
import type { OrganisationRepository } from '../repositories/organisation.repository.js';
import { mayChangeVisibility, requireEditable, viewerOf } from './access.js';
import type { Actor, AuditService } from './audit.service.js';
import { DEFAULT_ZOOM_MAX, type LayerService } from './layer.service.js';
import type { Principal } from './principal.js';

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

export function presentMap(row: MapRow, layers: LayerRead[]): MapRead {
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
    owner: row.owner_id === null ? null : { id: row.owner_id },
    layers,
  };
}

export class MapService {
  constructor(
    private readonly maps: MapRepository,
    private readonly mapLayers: MapLayerRepository,
    private readonly layerRepo: LayerRepository,
    private readonly layers: LayerService,
    private readonly organisations: OrganisationRepository,
    private readonly audit: AuditService,
  ) {}

  async visible(principal: Principal, id: number): Promise<MapRow> {
    const row = await this.maps.findVisible(id, viewerOf(principal));
    if (!row) throw new NotFoundError();
    return row;
  }

  private async withLayers(principal: Principal, rows: readonly MapRow[]): Promise<MapRead[]> {
    return Promise.all(
      rows.map(async (row) => {
        const layerRows = await this.layerRepo.listForMap(row.id, viewerOf(principal));
        return presentMap(row, await this.layers.present(layerRows));
      }),
    );
  }

  async get(principal: Principal, id: number): Promise<{ map: MapRead; modified: Date }> {
    const row = await this.visible(principal, id);
    const [map] = await this.withLayers(principal, [row]);
    return { map: map!, modified: new Date(row.updated_at) };
  }

  async list(
    principal: Principal,
    query: ListQuery,
  ): Promise<{ count: number; results: MapRead[] }> {
    const order = parseOrdering(query.ordering, MAP_ORDERING, 'name');
    const { count, rows } = await this.maps.list(viewerOf(principal), order, pageWindow(query));
    return { count, results: await this.withLayers(principal, rows) };
  }

  async listForOrganisation(
    principal: Principal,
    organisationId: number,
    query: ListQuery,
  ): Promise<MapRead[]> {
    if (!(await this.organisations.findInScope(organisationId, principal.scope)))
      throw new NotFoundError();
    const order = parseOrdering(query.ordering, MAP_ORDERING, 'name');
    const { rows } = await this.maps.list(
      viewerOf(principal),
      order,
      pageWindow(query),
      organisationId,
    );
    return this.withLayers(principal, rows);
  }

  async create(principal: Principal, body: MapCreate, actor: Actor): Promise<MapRead> {
    principal.require('maps.add_map');
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
    const row = await this.maps.create({
      ...body,
      ...(body.controls ? { controls: [...new Set(body.controls)] } : {}),
      owner_id: principal.id,
    });
    await this.audit.record(actor, 'map.create', { type: 'map', id: row.id });
    return presentMap(row, []);
  }

  async update(principal: Principal, id: number, body: MapPatch, actor: Actor): Promise<MapRead> {
    const row = await this.visible(principal, id);
    requireEditable(principal, row, 'maps.change_map');
    const errors: Record<string, string[]> = {};
    if (
      body.visibility !== undefined &&
      body.visibility !== row.visibility &&
      !mayChangeVisibility(principal, row)
    ) {
      errors.visibility = ['Only the owner can change the visibility.'];
    }
    if ((body.zoom_max ?? row.zoom_max) < (body.zoom_min ?? row.zoom_min)) {
      errors.zoom_max = ['Maximum Zoom should be greater than Minimum Zoom'];
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

  async delete(principal: Principal, id: number, actor: Actor): Promise<void> {
    const row = await this.visible(principal, id);
    requireEditable(principal, row, 'maps.delete_map');
    await this.maps.delete(id);
    await this.audit.record(actor, 'map.delete', { type: 'map', id }, { name: row.name });
  }

  /** Attaching needs the map editable and the layer visible, both of one organisation. */
  async attachLayer(
    principal: Principal,
    mapId: number,
    layerId: number,
    actor: Actor,
  ): Promise<MapRead> {
    const map = await this.visible(principal, mapId);
    requireEditable(principal, map, 'maps.change_map');
    const layer = await this.layers.visible(principal, layerId);
    if (layer.organisation_id !== map.organisation_id) {
      throw ValidationError.field('layer', 'The layer belongs to another organisation.');
    }
    await this.mapLayers.attach(mapId, layerId);
    await this.audit.record(
      actor,
      'map.layer_attach',
      { type: 'map', id: mapId },
      { layer: layerId },
    );
    return (await this.get(principal, mapId)).map;
  }

  async detachLayer(
    principal: Principal,
    mapId: number,
    layerId: number,
    actor: Actor,
  ): Promise<MapRead> {
    const map = await this.visible(principal, mapId);
    requireEditable(principal, map, 'maps.change_map');
    if (!(await this.mapLayers.detach(mapId, layerId))) throw new NotFoundError();
    await this.audit.record(
      actor,
      'map.layer_detach',
      { type: 'map', id: mapId },
      { layer: layerId },
    );
    return (await this.get(principal, mapId)).map;
  }
}
