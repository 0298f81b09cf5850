import type { PackEstimate, PackList, PackRead, PackRequest } from '@waymark/contract/pack';
import { HttpError, NotFoundError, ValidationError } from '../lib/errors.js';
import { mapPolicy } from '../policies/map.policy.js';
import { viewerOf } from '../policies/ownership.js';
import { packPolicy } from '../policies/pack.policy.js';
import { abilitiesOf, authorize } from '../policies/policy.js';
import type { Principal } from '../policies/principal.js';
import type { LayerRepository } from '../repositories/layer.repository.js';
import type { MapRow } from '../repositories/map.repository.js';
import type { PackRepository, PackRow } from '../repositories/pack.repository.js';
import type { Storage } from '../storage/storage.js';
import type { MapService } from './map.service.js';
import { estimatePack } from './pack-estimate.js';
import { planPack, type PackPlan } from './pack-plan.js';
import { presentArchive, presentPack } from './pack.presenter.js';
import type { PackUrlSigner } from './pack-url.js';
import type { TileService } from './tile.service.js';

/** Where new archives go to be built (the workers' queue). */
export interface PackQueue {
  enqueuePackArchive(archiveId: number): Promise<void>;
}

export const PACK_TOO_LARGE = 'This pack is too large: choose a smaller area or fewer zoom levels.';
const NOTHING_TO_PACK = 'None of the map’s layers has data in this area at these zooms.';

/**
 * Offline packs (issue 28): what packing a map would hold, the pack itself (its archives reused
 * or queued for the workers), and the packs a reader made. Whoever sees a map may pack it (the
 * map policy's `pack`), a share viewer its view; a pack is its maker's (the pack policy).
 */
export class PackService {
  constructor(
    private readonly maps: MapService,
    private readonly layers: LayerRepository,
    private readonly tiles: TileService,
    private readonly packs: PackRepository,
    private readonly signer: PackUrlSigner,
    private readonly storage: Pick<Storage, 'delete'>,
    private readonly queue: PackQueue,
  ) {}

  /** The map the principal may pack, and what packing it for the request holds. */
  private async plan(principal: Principal, mapId: number, request: PackRequest) {
    const map = await this.maps.visible(principal, mapId);
    authorize(mapPolicy, principal, map, 'pack');
    const layers = await this.layers.listForMap(map.id, viewerOf(principal));
    const plan = await planPack(this.tiles, principal, layers, request);
    if (plan.archives.length === 0)
      throw ValidationError.field('non_field_errors', NOTHING_TO_PACK);
    return { map, plan };
  }

  async estimate(principal: Principal, mapId: number, request: PackRequest): Promise<PackEstimate> {
    const { plan } = await this.plan(principal, mapId, request);
    return (await estimatePack(this.packs, plan)).estimate;
  }

  /** Packs the map: 400 with the estimate beyond the limits; the new archives are queued. */
  async create(principal: Principal, mapId: number, request: PackRequest): Promise<PackRead> {
    const { map, plan } = await this.plan(principal, mapId, request);
    const { estimate } = await estimatePack(this.packs, plan);
    if (!estimate.within) {
      throw new HttpError(400, {
        detail: PACK_TOO_LARGE,
        zoom_max: [
          `At most ${estimate.max_tiles.toLocaleString('en')} tiles and ` +
            `${Math.round(estimate.max_bytes / 1024 ** 2).toLocaleString('en')} MB.`,
        ],
        estimate,
      });
    }
    const { id, queued } = await this.packs.create(
      {
        organisation_id: map.organisation_id,
        map_id: map.id,
        share_id: principal.share?.shareId ?? null,
        created_by: principal.share ? null : principal.id,
        bbox: plan.bbox,
        zoom_min: request.zoom_min,
        zoom_max: request.zoom_max,
        attachments: request.attachments,
      },
      plan.archives.map((a) => ({ ...a.content, tiles: a.tiles })),
    );
    for (const archiveId of queued) await this.queue.enqueuePackArchive(archiveId);
    return this.get(principal, id);
  }

  /** The reader's packs of the map (a share viewer's: the share's), newest first. */
  async list(principal: Principal, mapId: number): Promise<PackList> {
    const map = await this.maps.visible(principal, mapId);
    authorize(mapPolicy, principal, map, 'pack');
    const owner = principal.share ? { shareId: principal.share.shareId } : { userId: principal.id };
    const rows = await this.packs.listForMap(principal.scope, map.id, owner);
    return { results: await this.present(principal, rows, map) };
  }

  /** The pack and its map, when both are the reader's to see; 404 otherwise. */
  private async visible(principal: Principal, id: number): Promise<{ row: PackRow; map: MapRow }> {
    const row = await this.packs.find(principal.scope, id);
    if (!row) throw new NotFoundError();
    // Nor is a pack of a map the reader cannot see theirs (an admin's, of a colleague's private
    // map); one who may not pack at all (an access key) is told so.
    const map = await this.maps.visible(principal, row.map_id);
    authorize(mapPolicy, principal, map, 'pack');
    // Someone else's pack is no business of the reader's: as if there were none.
    if (packPolicy.refusal(principal, row, 'view') !== null) throw new NotFoundError();
    return { row, map };
  }

  async get(principal: Principal, id: number): Promise<PackRead> {
    const { row, map } = await this.visible(principal, id);
    const [pack] = await this.present(principal, [row], map);
    return pack!;
  }

  /** Deletes a pack; its archives go too unless another pack holds them. */
  async delete(principal: Principal, id: number): Promise<void> {
    const { row } = await this.visible(principal, id);
    authorize(packPolicy, principal, row, 'delete');
    await this.storage.delete(await this.packs.delete(row));
  }

  /**
   * Packs with their archives (signed URLs once built) and whether each is current. Only the
   * archives of layers the reader sees: an admin reading a colleague's pack learns nothing of
   * their private layers.
   */
  private async present(
    principal: Principal,
    rows: readonly PackRow[],
    map: MapRow,
  ): Promise<PackRead[]> {
    const layers = await this.layers.listForMap(map.id, viewerOf(principal));
    const seen = new Set(layers.map((l) => l.id));
    const archives = (await this.packs.archivesOf(rows.map((r) => r.id))).filter((a) =>
      seen.has(a.layer_id),
    );
    const out: PackRead[] = [];
    for (const row of rows) {
      const own = archives.filter((a) => a.pack_id === row.id);
      const reads = await Promise.all(
        own.map(async (a) =>
          presentArchive(
            a,
            a.status === 'ready' ? await this.signer.sign(a, row.share_expiry) : null,
          ),
        ),
      );
      // Current when packing it again would make the same archives: the same layers, data and
      // drawing, all built or being built.
      let current = false;
      if (own.every((a) => a.status !== 'error')) {
        const request = {
          bbox: row.bbox as PackRequest['bbox'],
          ...zoomsOf(row),
          attachments: row.attachments,
        };
        const again: PackPlan | null = await planPack(this.tiles, principal, layers, request).catch(
          () => null,
        );
        current = !!again && sameArchives(again, own);
      }
      out.push(presentPack(row, reads, current, abilitiesOf(packPolicy, principal, row)));
    }
    return out;
  }
}

function zoomsOf(row: PackRow) {
  return { zoom_min: row.zoom_min, zoom_max: row.zoom_max };
}

/** Whether a plan's archives are exactly these (by content, in any order). */
function sameArchives(
  plan: PackPlan,
  archives: readonly {
    layer_id: number;
    kind: string;
    data_version: number;
    fingerprint: string;
    zoom_min: number;
    zoom_max: number;
    area: number[];
  }[],
): boolean {
  const key = (a: (typeof archives)[number]) =>
    JSON.stringify([
      a.layer_id,
      a.kind,
      a.data_version,
      a.fingerprint,
      a.zoom_min,
      a.zoom_max,
      a.area,
    ]);
  const planned = new Set(plan.archives.map((a) => key(a.content as (typeof archives)[number])));
  return planned.size === archives.length && archives.every((a) => planned.has(key(a)));
}
