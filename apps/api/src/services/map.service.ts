import type { ListQuery, MapRead } from '@waymark/contract';
import { NotFoundError } from '../http/errors.js';
import { pageWindow } from '../http/pagination.js';
import type { MapRepository, MapRow, MapViewer } from '../repositories/map.repository.js';
import type { OrganisationRepository } from '../repositories/organisation.repository.js';
import type { Principal } from './principal.js';

export function presentMap(row: MapRow): MapRead {
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
    extent: row.extent,
    bg_layer: row.bg_layer,
    owner: row.owner_id === null ? null : { id: row.owner_id },
    layers: [],
  };
}

function viewerOf(principal: Principal): MapViewer {
  return { userId: principal.id, scope: principal.scope, isSuperuser: principal.isSuperuser };
}

/** Reading maps; creating and editing them, and their layers, belong to the ingest work. */
export class MapService {
  constructor(
    private readonly maps: MapRepository,
    private readonly organisations: OrganisationRepository,
  ) {}

  async get(principal: Principal, id: number): Promise<{ map: MapRead; modified: Date }> {
    const row = await this.maps.findVisible(id, viewerOf(principal));
    if (!row) throw new NotFoundError();
    return { map: presentMap(row), modified: new Date(row.updated_at) };
  }

  async list(
    principal: Principal,
    query: ListQuery,
  ): Promise<{ count: number; results: MapRead[] }> {
    const { count, rows } = await this.maps.list(viewerOf(principal), pageWindow(query));
    return { count, results: rows.map(presentMap) };
  }

  async listForOrganisation(
    principal: Principal,
    organisationId: number,
    query: ListQuery,
  ): Promise<MapRead[]> {
    if (!(await this.organisations.findInScope(organisationId, principal.scope)))
      throw new NotFoundError();
    const { rows } = await this.maps.list(viewerOf(principal), pageWindow(query), organisationId);
    return rows.map(presentMap);
  }
}
