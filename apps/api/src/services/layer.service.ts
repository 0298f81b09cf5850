import {
  FILE_ORDERING,
  LAYER_ORDERING,
  type LayerCreate,
  type LayerFileRead,
  type LayerFilesQuery,
  type LayerPatch,
  type LayerRead,
  type LayerStatus,
  type ListQuery,
} from '@waymark/contract';
import { NotFoundError, ValidationError } from '../http/errors.js';
import { pageWindow, parseOrdering } from '../http/pagination.js';
import type { FeatureRepository } from '../repositories/feature.repository.js';
import type { LayerFileRepository, LayerFileRow } from '../repositories/layer-file.repository.js';
import type { LayerRepository, LayerRow, LayerValues } from '../repositories/layer.repository.js';
import type { MapLayerRepository } from '../repositories/map-layer.repository.js';
import type { OrganisationRepository } from '../repositories/organisation.repository.js';
import type { RouteRepository } from '../repositories/route.repository.js';
import type { SearchIndexRepository } from '../repositories/search-index.repository.js';
import type { UserRepository } from '../repositories/user.repository.js';
import type { Storage } from '../storage/storage.js';
import { mayChangeVisibility, ownsOrAdministers, requireEditable, viewerOf } from './access.js';
import type { Actor, AuditService } from './audit.service.js';
import { layerState, presentFile, presentLayer } from './layer.presenter.js';
import { ownerNames } from './presenters.js';
import type { Principal } from './principal.js';
import { shareBox } from './share-bounds.js';

/** New layers and maps: zoom_min 0, zoom_max 21 (spec section 9; the column defaults). */
export const DEFAULT_ZOOM_MAX = 21;
const ROUTE_NEEDS_LINES = 'Only a layer of lines can be a route.';
const GEOSPATIAL_ROLES: LayerFileRow['role'][] = ['source', 'companion'];

export class LayerService {
  constructor(
    private readonly layers: LayerRepository,
    private readonly files: LayerFileRepository,
    private readonly mapLayers: MapLayerRepository,
    private readonly organisations: OrganisationRepository,
    private readonly storage: Storage,
    private readonly features: FeatureRepository,
    private readonly audit: AuditService,
    private readonly users: UserRepository,
    private readonly searchIndexes?: SearchIndexRepository,
    private readonly routes?: RouteRepository,
  ) {}

  /** A page of layers: their files' figures and owners' names in two queries, whatever its size. */
  async present(rows: readonly LayerRow[]): Promise<LayerRead[]> {
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
      ),
    );
  }

  async presentOne(row: LayerRow): Promise<LayerRead> {
    const [layer] = await this.present([row]);
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
    return { count, results: await this.present(rows) };
  }

  async get(principal: Principal, id: number): Promise<LayerRead> {
    return this.presentOne(await this.visible(principal, id));
  }

  async create(principal: Principal, body: LayerCreate, actor: Actor): Promise<LayerRead> {
    principal.require('layers.add_layer');
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
    if ((body.zoom_max ?? DEFAULT_ZOOM_MAX) < (body.zoom_min ?? 0))
      errors.zoom_max = ['Maximum Zoom should be greater than Minimum Zoom'];
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const { organisation_id, ...fields } = body;
    const row = await this.layers.create({
      ...fields,
      style: fields.style ?? null,
      label: fields.label ?? null,
      organisation_id,
      owner_id: principal.id,
    } as Parameters<LayerRepository['create']>[0]);
    await this.audit.record(actor, 'layer.create', { type: 'layer', id: row.id });
    return this.presentOne(row);
  }

  async update(
    principal: Principal,
    id: number,
    body: LayerPatch,
    actor: Actor,
  ): Promise<LayerRead> {
    const row = await this.visible(principal, id);
    requireEditable(principal, row, 'layers.change_layer');
    this.checkFields(principal, row, body);
    await this.checkRoute(row, body);
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
    requireEditable(principal, row, 'layers.delete_layer');
    const keys = await this.files.storageKeysOfLayer(id);
    await this.mapLayers.touchMapsOfLayer(id);
    await this.layers.delete(id);
    await this.storage.delete(keys);
    await this.audit.record(actor, 'layer.delete', { type: 'layer', id }, { name: row.name });
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
      files: sources
        .map(presentFile)
        .map(({ id: fileId, name, status, progress, error_code, error }) => ({
          id: fileId,
          name,
          status,
          progress,
          error_code,
          error,
        })),
    };
  }

  /** The files list, filtered by the layer's file list visibility for those who cannot edit it. */
  async listFiles(
    principal: Principal,
    id: number,
    query: LayerFilesQuery,
  ): Promise<LayerFileRead[]> {
    const row = await this.visible(principal, id);
    const box = shareBox(principal);
    if (query.type === 'attachment' && query.fid !== undefined) {
      // A share viewer sees the popups of features inside the share only.
      if (box && !(await this.features.isInBox(id, query.fid, box))) return [];
      return (await this.files.attachmentsOfFeature(id, query.fid)).map(presentFile);
    }
    const order = parseOrdering(query.ordering, FILE_ORDERING, 'name');
    const roles =
      query.type === 'attachment'
        ? ['attachment' as const]
        : query.type === 'geodata'
          ? GEOSPATIAL_ROLES
          : undefined;
    const rows = await this.files.listForLayer(id, {
      order,
      roles: roles ?? [...GEOSPATIAL_ROLES, 'attachment'],
    });
    const shown = rows.filter((f) =>
      visibleInFileList(row.file_list_visibility, f, principal, row),
    );
    if (!box) return shown.map(presentFile);
    const inside = await this.files.touchingIds(
      shown.map((f) => f.id),
      box,
    );
    return shown.filter((f) => inside.has(f.id)).map(presentFile);
  }

  async fileForDownload(principal: Principal, id: number, name: string): Promise<LayerFileRow> {
    const layer = await this.visible(principal, id);
    const file = await this.files.findByName(id, name);
    if (!file || !(await this.mayFetch(principal, layer, file))) throw new NotFoundError();
    return file;
  }

  async fileById(principal: Principal, id: number, fileId: number): Promise<LayerFileRow> {
    const layer = await this.visible(principal, id);
    const file = await this.files.findInLayer(id, fileId);
    if (!file || !(await this.mayFetch(principal, layer, file))) throw new NotFoundError();
    return file;
  }

  /** The listing rule (mayFetchFile), and for a share viewer, the file's place in the share. */
  private async mayFetch(principal: Principal, layer: LayerRow, file: LayerFileRow) {
    if (!mayFetchFile(principal, layer, file)) return false;
    const box = shareBox(principal);
    return !box || (await this.files.touchingIds([file.id], box)).has(file.id);
  }

  async deleteFiles(
    principal: Principal,
    id: number,
    fileIds: readonly number[],
    actor: Actor,
  ): Promise<void> {
    const row = await this.visible(principal, id);
    requireEditable(principal, row, 'layers.change_layer');
    const known = await Promise.all(fileIds.map((fileId) => this.files.findInLayer(id, fileId)));
    if (known.some((f) => !f)) throw new NotFoundError();
    const { ids, keys } = await this.files.delete(id, fileIds);
    for (const fileId of ids) await this.features.dropFile(id, fileId);
    await this.layers.refreshFromFiles(id);
    await this.storage.delete(keys);
    await this.audit.record(actor, 'layer.files_delete', { type: 'layer', id }, { files: fileIds });
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
      !mayChangeVisibility(principal, row)
    ) {
      errors.visibility = ['Only the owner can change the visibility.'];
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

/**
 * One rule for listing and fetching: what a viewer may not list they may not fetch. A file is
 * listed by the files panel (its file list visibility) or, when it is linked to features, by
 * their popups (attachments, and 360° photos attached to their own point). Derived files
 * (COGs) are the server's own. Editors of the layer fetch every file.
 */
export function mayFetchFile(principal: Principal, layer: LayerRow, file: LayerFileRow): boolean {
  if (principal.has('layers.change_layer') && ownsOrAdministers(principal, layer)) return true;
  if (file.role === 'derived') return false;
  return (
    visibleInFileList(layer.file_list_visibility, file, principal, layer) ||
    isFeatureAttachment(file)
  );
}

/** Linked to features, so listed in their popups (see LayerFileRepository.attachmentsOfFeature). */
function isFeatureAttachment(file: LayerFileRow): boolean {
  return (
    (file.role === 'attachment' || file.role === 'source') &&
    (file.attach_all || file.fid !== null || file.link_value !== null)
  );
}

/** File list visibility (ALL, GEOSPATIAL, ATTACHMENT, NONE) binds viewers; editors see every file. */
export function visibleInFileList(
  visibility: LayerRow['file_list_visibility'],
  file: LayerFileRow,
  principal: Principal,
  layer: LayerRow,
): boolean {
  if (principal.has('layers.change_layer') && ownsOrAdministers(principal, layer)) return true;
  if (visibility === 'NONE') return false;
  if (visibility === 'GEOSPATIAL') return file.role !== 'attachment';
  if (visibility === 'ATTACHMENT') return file.role === 'attachment';
  return true;
}
