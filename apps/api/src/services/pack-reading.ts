import type { PackRead, PackRequest } from '@waymark/contract/pack';
import { viewerOf } from '../policies/ownership.js';
import { packPolicy } from '../policies/pack.policy.js';
import { abilitiesOf } from '../policies/policy.js';
import type { Principal } from '../policies/principal.js';
import type { LayerRepository } from '../repositories/layer.repository.js';
import type { MapRow } from '../repositories/map.repository.js';
import type { PackAttachmentRepository } from '../repositories/pack-attachment.repository.js';
import type { PackArchiveView, PackRepository, PackRow } from '../repositories/pack.repository.js';
import {
  layerSources,
  planFrom,
  withAttachments,
  type LayerSource,
  type PackPlan,
} from './pack-plan.js';
import { presentArchive, presentPack } from './pack.presenter.js';
import type { PackUrlSigner } from './pack-url.js';
import type { TileService } from './tile.service.js';

/**
 * Packs as their readers see them: their archives (signed URLs once built) and whether each is
 * current. Only the archives of layers the reader sees: an admin reading a colleague's pack
 * learns nothing of their private layers.
 */
export class PackReader {
  constructor(
    private readonly layers: LayerRepository,
    private readonly tiles: TileService,
    private readonly packs: PackRepository,
    private readonly signer: PackUrlSigner,
    private readonly attachments: Pick<PackAttachmentRepository, 'inArea'>,
  ) {}

  async present(principal: Principal, rows: readonly PackRow[], map: MapRow): Promise<PackRead[]> {
    const layers = await this.layers.listForMap(map.id, viewerOf(principal));
    const seen = new Set(layers.map((l) => l.id));
    const archives = (await this.packs.archivesOf(rows.map((r) => r.id))).filter((a) =>
      seen.has(a.layer_id),
    );
    // The layers' live tiles are asked once for the whole list, and each distinct request is
    // planned once (a list polled while packs build would else plan every pack every time).
    let sources: Promise<LayerSource[] | null> | undefined;
    const plans = new Map<string, PackPlan | null>();
    const planOf = async (request: PackRequest): Promise<PackPlan | null> => {
      const key = JSON.stringify(request);
      if (!plans.has(key)) {
        sources ??= layerSources(this.tiles, principal, layers).catch(() => null);
        const known = await sources;
        let plan: PackPlan | null = null;
        try {
          plan = known && planFrom(principal, layers, known, request);
        } catch {
          // Its area is no longer one to pack (the layers' extents moved): not current.
        }
        // The attachments too: a file attached or removed makes the pack not current.
        plans.set(key, plan && (await withAttachments(plan, request, this.attachments)));
      }
      return plans.get(key)!;
    };
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
        const again = await planOf({
          bbox: row.bbox as PackRequest['bbox'],
          zoom_min: row.zoom_min,
          zoom_max: row.zoom_max,
          attachments: row.attachments,
        });
        current = !!again && sameArchives(again, own);
      }
      out.push(presentPack(row, reads, current, abilitiesOf(packPolicy, principal, row)));
    }
    return out;
  }
}

/** Whether a plan's archives are exactly these (by content, in any order). */
function sameArchives(plan: PackPlan, archives: readonly PackArchiveView[]): boolean {
  type Content = Pick<
    PackArchiveView,
    'layer_id' | 'kind' | 'data_version' | 'fingerprint' | 'zoom_min' | 'zoom_max' | 'area'
  >;
  const key = (a: Content) =>
    JSON.stringify([
      a.layer_id,
      a.kind,
      a.data_version,
      a.fingerprint,
      a.zoom_min,
      a.zoom_max,
      a.area,
    ]);
  const planned = new Set(plan.archives.map((a) => key(a.content as Content)));
  return planned.size === archives.length && archives.every((a) => planned.has(key(a)));
}
