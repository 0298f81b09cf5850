import type { TileArchiveList, TileArchiveRead } from '@waymark/contract/pack';
import { mapPolicy } from '../policies/map.policy.js';
import { viewerOf } from '../policies/ownership.js';
import { authorize } from '../policies/policy.js';
import type { Principal } from '../policies/principal.js';
import type { LayerRepository } from '../repositories/layer.repository.js';
import type { ArchiveRow, PackRepository } from '../repositories/pack.repository.js';
import type { MapService } from './map.service.js';
import { layerSources, type LayerSource } from './pack-plan.js';
import type { PackUrlSigner } from './pack-url.js';
import type { TileService } from './tile.service.js';

type DrawnKind = TileArchiveRead['kind'];
const DRAWN: readonly string[] = ['vector', 'raster'] satisfies DrawnKind[];

/** The square degrees an archive covers: of two, the viewer draws from the larger. */
const areaSize = ([w, s, e, n]: number[]) => (e! - w!) * (n! - s!);

/** Whether `a` serves more of the layer than `b`: deeper zooms first, then the larger area. */
const covers = (a: ArchiveRow, b: ArchiveRow) =>
  a.zoom_max - a.zoom_min !== b.zoom_max - b.zoom_min
    ? a.zoom_max - a.zoom_min > b.zoom_max - b.zoom_min
    : areaSize(a.area) > areaSize(b.area);

/**
 * The archives the online viewer draws a map's layers from (issue 28: tiles that are files, at
 * signed URLs a CDN may keep): per layer and kind, the built archive of the layer's current
 * data and drawing that serves most of it, as the reader may see it (a share's viewer: the
 * share's archives, clipped to its bounds). Elsewhere the viewer asks for the live tiles.
 */
export class TileArchiveService {
  constructor(
    private readonly maps: MapService,
    private readonly layers: LayerRepository,
    private readonly tiles: TileService,
    private readonly packs: PackRepository,
    private readonly signer: PackUrlSigner,
  ) {}

  async current(principal: Principal, mapId: number): Promise<TileArchiveList> {
    const map = await this.maps.visible(principal, mapId);
    authorize(mapPolicy, principal, map, 'view');
    const layers = await this.layers.listForMap(map.id, viewerOf(principal));
    const share = principal.share;
    const rows = await this.packs.readyOfLayers(
      principal.scope,
      layers.map((l) => l.id),
      share?.shareId ?? null,
    );
    if (rows.length === 0) return { results: [] };
    const sources = await layerSources(this.tiles, principal, layers);
    const best = new Map<string, ArchiveRow>();
    for (const row of rows) {
      if (!DRAWN.includes(row.kind) || !isCurrent(row, sources)) continue;
      const key = `${row.layer_id}:${row.kind}`;
      const known = best.get(key);
      if (!known || covers(row, known)) best.set(key, row);
    }
    const results = await Promise.all(
      [...best.values()].map(async (row): Promise<TileArchiveRead> => {
        const signed = await this.signer.sign(row, share?.expiry ?? null);
        return {
          layer: row.layer_id,
          kind: row.kind as DrawnKind,
          url: signed.url,
          url_expires: signed.expires.toISOString(),
          zoom_min: row.zoom_min,
          zoom_max: row.zoom_max,
          area: row.area as TileArchiveRead['area'],
        };
      }),
    );
    return { results: results.sort((a, b) => a.layer - b.layer || a.kind.localeCompare(b.kind)) };
  }
}

/** Whether the archive holds the layer's tiles as they are drawn now (same data and drawing). */
function isCurrent(row: ArchiveRow, sources: readonly LayerSource[]): boolean {
  return sources.some(
    ({ row: layer, kind, source }) =>
      layer.id === row.layer_id &&
      kind === row.kind &&
      source.layer.data_version === row.data_version &&
      source.fingerprint === row.fingerprint,
  );
}
