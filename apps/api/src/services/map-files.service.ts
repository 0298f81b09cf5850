import type { MapFileRead, MapFilesQuery } from '@waymark/contract';
import type { Readable } from 'node:stream';
import { NotFoundError, ValidationError } from '../lib/errors.js';
import type { LayerRepository, LayerRow } from '../repositories/layer.repository.js';
import type { MapFileRepository, MapFileRow } from '../repositories/map-file.repository.js';
import type { Storage } from '../storage/storage.js';
import { viewerOf } from '../policies/ownership.js';
import { presentFile } from './layer.presenter.js';
import { layerFilePolicy, listedInFilesPanel } from '../policies/layer-file.policy.js';
import { abilitiesOf } from '../policies/policy.js';
import type { MapService } from './map.service.js';
import type { Principal } from '../policies/principal.js';
import { shareBox } from './share-bounds.js';
import { safeSegment, zipStream } from './zip-archive.js';

const BOX_FIELDS = ['sw_lon', 'sw_lat', 'ne_lon', 'ne_lat'] as const;

/** The box of the query: all four corners or none. */
function boxOf(query: MapFilesQuery): [number, number, number, number] | undefined {
  const given = BOX_FIELDS.filter((f) => query[f] !== undefined);
  if (given.length === 0) return undefined;
  if (given.length < BOX_FIELDS.length) {
    throw ValidationError.field(
      'non_field_errors',
      'Give all of sw_lon, sw_lat, ne_lon and ne_lat, or none.',
    );
  }
  const box = BOX_FIELDS.map((f) => query[f]!) as [number, number, number, number];
  if (box[0] > box[2] || box[1] > box[3]) {
    throw ValidationError.field(
      'non_field_errors',
      'The south-west corner must lie south-west of the north-east one.',
    );
  }
  return box;
}

/** One folder per layer in the zip, named after it; a name two layers share gets the id. */
function folderNames(layers: readonly LayerRow[]): Map<number, string> {
  const counts = new Map<string, number>();
  for (const l of layers)
    counts.set(
      safeSegment(l.name).toLowerCase(),
      (counts.get(safeSegment(l.name).toLowerCase()) ?? 0) + 1,
    );
  return new Map(
    layers.map((l) => {
      const name = safeSegment(l.name);
      return [l.id, (counts.get(name.toLowerCase()) ?? 0) > 1 ? `${name} (${l.id})` : name];
    }),
  );
}

/**
 * The files panel of the map viewer: the stored files of the map's layers the caller can see,
 * each layer's file list visibility applied for those who cannot edit it, by name and by place;
 * and the chosen ones as one streamed zip.
 */
export class MapFilesService {
  constructor(
    private readonly maps: MapService,
    private readonly layers: LayerRepository,
    private readonly files: MapFileRepository,
    private readonly storage: Storage,
  ) {}

  private async select(principal: Principal, mapId: number, query: MapFilesQuery, ids?: number[]) {
    const map = await this.maps.visible(principal, mapId);
    const box = boxOf(query);
    const layers = await this.layers.listForMap(mapId, viewerOf(principal));
    const byId = new Map<number, LayerRow>(layers.map((l) => [l.id, l]));
    const rows = await this.files.list(
      mapId,
      layers.map((l) => l.id),
      { search: query.search || undefined, box, ids, within: shareBox(principal) },
    );
    const shown = rows.filter((file) =>
      listedInFilesPanel(principal, { layer: byId.get(file.layer_id)!, file }),
    );
    return { map, layers, byId, rows: shown };
  }

  async list(principal: Principal, mapId: number, query: MapFilesQuery): Promise<MapFileRead[]> {
    const { rows, byId } = await this.select(principal, mapId, query);
    return rows.map((file: MapFileRow) => ({
      ...presentFile(
        file,
        abilitiesOf(layerFilePolicy, principal, { layer: byId.get(file.layer_id)!, file }),
      ),
      layer_name: file.layer_name,
    }));
  }

  /** A zip of the chosen files (`ids`, else every file the filters select); 404 when none. */
  async zip(
    principal: Principal,
    mapId: number,
    query: MapFilesQuery,
  ): Promise<{ fileName: string; stream: Readable }> {
    const ids = query.ids;
    const { map, layers, rows } = await this.select(principal, mapId, query, ids);
    if (rows.length === 0) throw new NotFoundError();
    const folders = folderNames(layers);
    const stream = zipStream(
      this.storage,
      rows.map((row) => ({
        folder: folders.get(row.layer_id)!,
        name: row.name,
        storageKey: row.storage_key,
        size: Number(row.size),
        modified: new Date(row.created_at),
      })),
    );
    return { fileName: `${safeSegment(map.name)} files.zip`, stream };
  }
}
