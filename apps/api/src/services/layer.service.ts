import {
  LAYER_ORDERING,
  newLayerPopup,
  type LayerCreate,
  type LayerPatch,
  type LayerRead,
  type LayerStatus,
  type ListQuery,
} from '@waymark/contract';
import { NotFoundError, ValidationError } from '../lib/errors.js';
import { pageWindow, parseOrdering } from '../lib/ordering.js';
import { layerPolicy } from '../policies/layer.policy.js';
import { organisationPolicy } from '../policies/organisation.policy.js';
import { VISIBILITY_OWNER_ONLY, viewerOf } from '../policies/ownership.js';
import { abilitiesOf, authorize } from '../policies/policy.js';
import type { LayerFileRepository } from '../repositories/layer-file.repository.js';
import type { LayerRepository, LayerRow, LayerValues } from '../repositories/layer.repository.js';
import type { MapLayerRepository } from '../repositories/map-layer.repository.js';
import type { OrganisationRepository } from '../repositories/organisation.repository.js';
import type { RouteRepository } from '../repositories/route.repository.js';
import type { SearchIndexRepository } from '../repositories/search-index.repository.js';
import type { UserRepository } from '../repositories/user.repository.js';
import type { Storage } from '../storage/storage.js';
import type { Actor, AuditService } from './audit.service.js';
import { fileError, layerState, presentLayer } from './layer.presenter.js';
import { ownerNames } from './presenters.js';
import type { Principal } from '../policies/principal.js';
import { shareBox } from './share-bounds.js';

/** New layers and maps: zoom_min 0, zoom_max 21 (spec section 9; the column defaults). */
export const DEFAULT_ZOOM_MAX = 21;
const ROUTE_NEEDS_LINES = 'Only a layer of lines can be a route.';

export class LayerService {
  constructor(
    private readonly layers: LayerRepository,
    private readonly files: LayerFileRepository,
    private readonly mapLayers: MapLayerRepository,
    private readonly organisations: OrganisationRepository,
    private readonly storage: Storage,
    private readonly audit: AuditService,
    private readonly users: UserRepository,
    private readonly searchIndexes?: SearchIndexRepository,
    private readonly routes?: RouteRepository,
  ) {}

  /**
   * A page of layers as `principal` reads them (with their abilities): their files' figures and
   * owners' names in two queries, whatever its size.
   */
  async present(principal: Principal, rows: readonly LayerRow[]): Promise<LayerRead[]> {
    const [files, owners, lines] = await Promise.all([
      this.files.summaries(rows.map((r) => r.id)),
      ownerNames(
        this.users,
        rows.map((r) => r.owner_id),
      ),
      this.routes?.lineLayers(rows.filter((r) => r.type !== 'raster').map((r) => r.id)) ??
        new Set<number>(),
    ]);
    return rows.map((row) =>
      presentLayer(
        row,
        files.get(row.id),
        row.owner_id === null ? null : (owners.get(row.owner_id) ?? null),
        lines.has(row.id),
        abilitiesOf(layerPolicy, principal, row),
      ),
    );
  }

  async presentOne(principal: Principal, row: LayerRow): Promise<LayerRead> {
    const [layer] = await this.present(principal, [row]);
    if (!layer) throw new NotFoundError();
    return layer;
  }

  /** The layer if the principal may see it; 404 otherwise (also across organisations). */
  async visible(principal: Principal, id: number): Promise<LayerRow> {
    const row = await this.layers.findVisible(id, viewerOf(principal));
    if (!row) throw new NotFoundError();
    return row;
  }

  /** Layers the principal sees; of one organisation (404 outside their scope) when given. */
  async list(principal: Principal, query: ListQuery, organisationId?: number) {
    if (
      organisationId !== undefined &&
      !(await this.organisations.findInScope(organisationId, principal.scope))
    ) {
      throw new NotFoundError();
    }
    const order = parseOrdering(query.ordering, LAYER_ORDERING, 'id');
    const { count, rows } = await this.layers.list(viewerOf(principal), order, pageWindow(query), {
      organisationId,
      search: query.search,
    });
    return { count, results: await this.present(principal, rows) };
  }

  async get(principal: Principal, id: number): Promise<LayerRead> {
    return this.presentOne(principal, await this.visible(principal, id));
  }

  async create(principal: Principal, body: LayerCreate, actor: Actor): Promise<LayerRead> {
    authorize(organisationPolicy, principal, { id: body.organisation_id }, 'add_layer');
    // A superuser is a member everywhere, but only of organisations that exist.
    if (!(await this.organisations.findInScope(body.organisation_id, principal.scope))) {
      throw ValidationError.field(
        'organisation_id',
        `Invalid pk "${body.organisation_id}" - object does not exist.`,
      );
    }
    // The columns default to zoom 0–21 (spec section 9): a lone minimum above 21 is out of order.
    // A new layer has no data yet, so no attributes or sub-layers to name.
    const errors = attributeErrors([], [], body);
    if (body.route_enabled) errors.route_enabled = [ROUTE_NEEDS_LINES];
    if (body.raster_kind && body.raster_kind !== 'image') {
      errors.raster_kind = ['A layer is drawn as relief once it holds a raster of heights.'];
    }
    if ((body.zoom_max ?? DEFAULT_ZOOM_MAX) < (body.zoom_min ?? 0))
      errors.zoom_max = ['Maximum Zoom should be greater than Minimum Zoom'];
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const { organisation_id, ...fields } = body;
    const row = await this.layers.create({
      ...fields,
      style: fields.style ?? null,
      label: fields.label ?? null,
      // Section 9: a new layer starts with the Tab View Popup unless its maker chose another.
      popup: fields.popup ?? newLayerPopup(null),
      organisation_id,
      owner_id: principal.id,
    } as Parameters<LayerRepository['create']>[0]);
    await this.audit.record(actor, 'layer.create', { type: 'layer', id: row.id });
    return this.presentOne(principal, row);
  }

  async update(
    principal: Principal,
    id: number,
    body: LayerPatch,
    actor: Actor,
  ): Promise<LayerRead> {
    const row = await this.visible(principal, id);
    authorize(layerPolicy, principal, row, 'change');
    this.checkFields(principal, row, body);
    await this.checkRoute(row, body);
    await this.checkRasterKind(row, body);
    const values: LayerPatch = { ...body };
    delete values.organisation_id;
    // A cleared select sends '': no field chosen.
    for (const field of ['attachment_field', 'search_field', 'route_name_field'] as const) {
      if (values[field] === '') values[field] = null;
    }
    // Made private while nobody owns it, the layer would be visible to no one: it becomes the
    // changer's, as a new layer becomes its creator's.
    const claim =
      row.owner_id === null && body.visibility === 'OWN' ? { owner_id: principal.id } : {};
    await this.layers.update(id, { ...values, ...claim } as LayerValues);
    // Map search matches the search field through an index of its own (built here, once).
    if (values.search_field !== undefined && values.search_field !== row.search_field) {
      await this.searchIndexes?.ensure(id, values.search_field);
    }
    await this.mapLayers.touchMapsOfLayer(id);
    await this.audit.record(
      actor,
      'layer.update',
      { type: 'layer', id },
      { fields: Object.keys(body) },
    );
    return this.get(principal, id);
  }

  async delete(principal: Principal, id: number, actor: Actor): Promise<void> {
    const row = await this.visible(principal, id);
    authorize(layerPolicy, principal, row, 'delete');
    const keys = await this.files.storageKeysOfLayer(id);
    await this.mapLayers.touchMapsOfLayer(id);
    await this.layers.delete(id);
    await this.storage.delete(keys);
    const layer = { type: 'layer', id, organisationId: row.organisation_id };
    await this.audit.record(actor, 'layer.delete', layer, { name: row.name });
  }

  async fieldValues(principal: Principal, id: number, field: string): Promise<string[]> {
    const row = await this.visible(principal, id);
    if (!row.attributes.includes(field)) return [];
    return this.layers.fieldValues(id, field, shareBox(principal));
  }

  async status(principal: Principal, id: number): Promise<LayerStatus> {
    const row = await this.visible(principal, id);
    const sources = await this.files.listForLayer(id, { roles: ['source'] });
    const summary = (await this.files.summaries([id])).get(id);
    return {
      id: row.id,
      status: layerState(summary?.states),
      files: sources.map((file) => ({
        id: file.id,
        name: file.name,
        status: file.status,
        progress: file.progress,
        error_code: file.error_code,
        error: fileError(file),
      })),
    };
  }

  /** Only a raster of values (a single band of heights) is drawn as relief or a difference. */
  private async checkRasterKind(row: LayerRow, body: LayerPatch): Promise<void> {
    const kind = body.raster_kind;
    if (kind === undefined || kind === 'image' || kind === row.raster_kind) return;
    const summary = (await this.files.summaries([row.id])).get(row.id);
    if (row.type !== 'raster' || !summary?.value_range) {
      throw ValidationError.field(
        'raster_kind',
        'Only a raster of values (a single band of heights) can be drawn this way.',
      );
    }
  }

  /** Only a layer of lines can be a route (checked when it becomes one). */
  private async checkRoute(row: LayerRow, body: LayerPatch): Promise<void> {
    if (!body.route_enabled || row.route_enabled) return;
    if (!(await this.routes?.isLineLayer(row.id))) {
      throw new ValidationError({ route_enabled: [ROUTE_NEEDS_LINES] });
    }
  }

  private checkFields(principal: Principal, row: LayerRow, body: LayerPatch): void {
    const errors: Record<string, string[]> = {};
    if (
      body.visibility !== undefined &&
      body.visibility !== row.visibility &&
      layerPolicy.refusal(principal, row, 'change_visibility') !== null
    ) {
      errors.visibility = [VISIBILITY_OWNER_ONLY];
    }
    if (body.organisation_id !== undefined && body.organisation_id !== row.organisation_id) {
      errors.organisation_id = ['A layer cannot move to another organisation.'];
    }
    const zoomMin = body.zoom_min ?? row.zoom_min;
    const zoomMax = body.zoom_max ?? row.zoom_max;
    if (zoomMax < zoomMin) errors.zoom_max = ['Maximum Zoom should be greater than Minimum Zoom'];
    Object.assign(errors, attributeErrors(row.attributes, row.available_sub_layers, body));
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }
}

/** Fields that must name attributes (or sub-layers) the layer's data has. */
function attributeErrors(
  attributes: readonly string[],
  subLayers: readonly string[],
  body: LayerPatch,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of ['attachment_field', 'search_field', 'route_name_field'] as const) {
    const value = body[field];
    if (value && !attributes.includes(value))
      errors[field] = [`"${value}" is not an attribute of this layer.`];
  }
  const unknownFields = (body.mini_popup_fields ?? []).filter((f) => !attributes.includes(f));
  if (unknownFields.length)
    errors.mini_popup_fields = [`Not attributes of this layer: ${unknownFields.join(', ')}.`];
  const unknownSubLayers = (body.sub_layers ?? []).filter((s) => !subLayers.includes(s));
  if (unknownSubLayers.length)
    errors.sub_layers = [`Not sub-layers of this layer: ${unknownSubLayers.join(', ')}.`];
  return errors;
}
