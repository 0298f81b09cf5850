import { PROCESSING_ERRORS } from '@waymark/contract';
import type { PackEstimate, PackList, PackRead, PackRequest } from '@waymark/contract/pack';
import { HttpError, NotFoundError, ValidationError } from '../lib/errors.js';
import { mapPolicy } from '../policies/map.policy.js';
import { viewerOf } from '../policies/ownership.js';
import { packPolicy } from '../policies/pack.policy.js';
import { authorize } from '../policies/policy.js';
import type { Principal } from '../policies/principal.js';
import type { LayerRepository } from '../repositories/layer.repository.js';
import type { MapRow } from '../repositories/map.repository.js';
import type { PackArchiveRepository } from '../repositories/pack-archive.repository.js';
import type { PackAttachmentRepository } from '../repositories/pack-attachment.repository.js';
import type { PackRepository, PackRow } from '../repositories/pack.repository.js';
import type { Storage } from '../storage/storage.js';
import type { MapService } from './map.service.js';
import { estimatePack } from './pack-estimate.js';
import { ownerOf, PACK_MAX_LIVE, TOO_MANY_PACKS, type PackLimits } from './pack-limits.js';
import { planPack } from './pack-plan.js';
import type { PackReader } from './pack-reading.js';
import type { TileService } from './tile.service.js';

/** Where new archives go to be built (the workers' queue). */
export interface PackQueue {
  enqueuePackArchive(archiveId: number): Promise<void>;
}

export const PACK_TOO_LARGE = 'This pack is too large: choose a smaller area or fewer zoom levels.';
export const NOT_QUEUED = 'The archive could not be queued for building: pack the map again.';
export const STALE = 'The archive’s build stopped without finishing: pack the map again.';
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
    private readonly archives: Pick<PackArchiveRepository, 'fail' | 'failStale'>,
    private readonly reader: PackReader,
    private readonly storage: Pick<Storage, 'delete'>,
    private readonly queue: PackQueue,
    private readonly limits: PackLimits,
    private readonly attachments: Pick<PackAttachmentRepository, 'inArea'>,
  ) {}

  /** The map the principal may pack, after counting the request against their limit. */
  private async packable(principal: Principal, mapId: number, limiter: PackLimits['packs']) {
    const map = await this.maps.visible(principal, mapId);
    authorize(mapPolicy, principal, map, 'pack');
    await limiter.reserve(ownerOf(principal).key);
    return map;
  }

  /** What packing the map for the request holds. */
  private async plan(principal: Principal, map: MapRow, request: PackRequest) {
    const layers = await this.layers.listForMap(map.id, viewerOf(principal));
    const plan = await planPack(this.tiles, this.attachments, principal, layers, request);
    if (plan.archives.length === 0)
      throw ValidationError.field('non_field_errors', NOTHING_TO_PACK);
    return plan;
  }

  async estimate(principal: Principal, mapId: number, request: PackRequest): Promise<PackEstimate> {
    const map = await this.packable(principal, mapId, this.limits.estimates);
    const plan = await this.plan(principal, map, request);
    return (await estimatePack(this.packs, plan)).estimate;
  }

  /**
   * Packs the map: 400 with the estimate beyond the limits, or past the owner's live packs; the
   * new archives are queued (one that cannot be is failed at once, not left queued forever).
   */
  async create(principal: Principal, mapId: number, request: PackRequest): Promise<PackRead> {
    const map = await this.packable(principal, mapId, this.limits.packs);
    await this.reapStale();
    const plan = await this.plan(principal, map, request);
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
    if ((await this.packs.countLive(map.id, ownerOf(principal).owner)) >= PACK_MAX_LIVE) {
      throw new HttpError(400, { detail: TOO_MANY_PACKS });
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
    await this.enqueue(queued);
    return this.get(principal, id);
  }

  /** Queues the archives; those not queued when the queue fails are failed (and it rethrows). */
  private async enqueue(archiveIds: readonly number[]): Promise<void> {
    for (const [i, archiveId] of archiveIds.entries()) {
      try {
        await this.queue.enqueuePackArchive(archiveId);
      } catch (err) {
        for (const left of archiveIds.slice(i)) {
          await this.archives.fail(left, PROCESSING_ERRORS.GENERAL.code, NOT_QUEUED);
        }
        throw err;
      }
    }
  }

  /** Fails archives whose build died (see PackLimits.stale); answers their ids. */
  reapStale(): Promise<number[]> {
    return this.archives.failStale(this.limits.stale, PROCESSING_ERRORS.GENERAL.code, STALE);
  }

  /** The reader's packs of the map (a share viewer's: the share's), newest first. */
  async list(principal: Principal, mapId: number): Promise<PackList> {
    const map = await this.maps.visible(principal, mapId);
    authorize(mapPolicy, principal, map, 'pack');
    await this.reapStale();
    const rows = await this.packs.listForMap(principal.scope, map.id, ownerOf(principal).owner);
    return { results: await this.reader.present(principal, rows, map) };
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
    const [pack] = await this.reader.present(principal, [row], map);
    return pack!;
  }

  /** Deletes a pack; its archives go too unless another pack holds them. */
  async delete(principal: Principal, id: number): Promise<void> {
    const { row } = await this.visible(principal, id);
    authorize(packPolicy, principal, row, 'delete');
    await this.storage.delete(await this.packs.delete(row));
  }
}
