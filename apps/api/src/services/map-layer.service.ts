import type { MapRead } from '@waymark/contract';
import { NotFoundError, ValidationError } from '../lib/errors.js';
import type { LayerRepository } from '../repositories/layer.repository.js';
import type { MapLayerRepository } from '../repositories/map-layer.repository.js';
import { mapPolicy } from '../policies/map.policy.js';
import { viewerOf } from '../policies/ownership.js';
import { authorize } from '../policies/policy.js';
import type { Actor, AuditService } from './audit.service.js';
import type { LayerService } from './layer.service.js';
import type { MapService } from './map.service.js';
import type { Principal } from '../policies/principal.js';

/** Which layers a map shows and in which order: every change needs the map editable. */
export class MapLayerService {
  constructor(
    private readonly maps: MapService,
    private readonly layers: LayerService,
    private readonly layerRepo: LayerRepository,
    private readonly mapLayers: MapLayerRepository,
    private readonly audit: AuditService,
  ) {}

  /** Attaching needs the map editable and the layer visible, both of one organisation. */
  async attach(principal: Principal, mapId: number, layerId: number, actor: Actor) {
    const map = await this.maps.visible(principal, mapId);
    authorize(mapPolicy, principal, map, 'change');
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
    return (await this.maps.get(principal, mapId)).map;
  }

  async detach(principal: Principal, mapId: number, layerId: number, actor: Actor) {
    const map = await this.maps.visible(principal, mapId);
    authorize(mapPolicy, principal, map, 'change');
    if (!(await this.mapLayers.detach(mapId, layerId))) throw new NotFoundError();
    await this.audit.record(
      actor,
      'map.layer_detach',
      { type: 'map', id: mapId },
      { layer: layerId },
    );
    return (await this.maps.get(principal, mapId)).map;
  }

  /**
   * A new drawing order (first drawn first) of the layers the principal sees on the map; the
   * layers they cannot see keep their places (see MapLayerRepository.reorder).
   */
  async reorder(
    principal: Principal,
    mapId: number,
    layerIds: readonly number[],
    actor: Actor,
  ): Promise<MapRead> {
    const map = await this.maps.visible(principal, mapId);
    authorize(mapPolicy, principal, map, 'change');
    const shown = (await this.layerRepo.listForMap(mapId, viewerOf(principal))).map((l) => l.id);
    const problem = orderProblem(shown, layerIds);
    if (problem) throw ValidationError.field('layer_ids', problem);
    await this.mapLayers.reorder(mapId, layerIds);
    await this.audit.record(
      actor,
      'map.layer_order',
      { type: 'map', id: mapId },
      { layers: layerIds },
    );
    return (await this.maps.get(principal, mapId)).map;
  }
}

/** What is wrong with `order` as a new order of the map's layers `shown`, or null. */
function orderProblem(shown: readonly number[], order: readonly number[]): string | null {
  const unknown = [...new Set(order.filter((id) => !shown.includes(id)))];
  if (unknown.length) return `Not layers of this map: ${unknown.join(', ')}.`;
  if (new Set(order).size !== order.length) return 'List each layer only once.';
  const missing = shown.filter((id) => !order.includes(id));
  if (missing.length) return `List every layer of the map; missing: ${missing.join(', ')}.`;
  return null;
}
