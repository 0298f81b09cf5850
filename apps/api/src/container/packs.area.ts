import { AttemptLimiter } from '../services/attempt-limiter.js';
import { PackArchiveService } from '../services/pack-archive.service.js';
import { staleAfter } from '../services/pack-limits.js';
import { PackReader } from '../services/pack-reading.js';
import { PackUrlSigner } from '../services/pack-url.js';
import { PackService, type PackQueue } from '../services/pack.service.js';
import { TileArchiveService } from '../services/tile-archives.service.js';
import type { MapService } from '../services/map.service.js';
import type { TileService } from '../services/tile.service.js';
import type { Shared } from './shared.js';

/** The name of the install's own URL secret, kept in the database (server_secrets). */
const URL_SECRET_NAME = 'pack-url';
/** The window packs and estimates are counted in (PACK_RATE_LIMIT, PACK_ESTIMATE_RATE_LIMIT). */
const PACK_RATE_WINDOW_SECONDS = 3600;

/**
 * Offline packs (issue 28): packing maps, and their archives at signed URLs. The archives are
 * built by the workers (PackArchiveBuilder, made beside the file processor).
 */
export function createPacksArea(
  shared: Shared,
  maps: { maps: MapService; tiles: TileService },
  queue: PackQueue,
) {
  const { repos, config, storage } = shared;
  const configured = config.PACK_URL_SECRET;
  const signer = new PackUrlSigner(
    () =>
      configured
        ? Promise.resolve(Buffer.from(configured, 'utf8'))
        : repos.packArchives.secret(URL_SECRET_NAME),
    config.PACK_URL_BASE ?? '',
  );
  const limiter = (name: string, max: number) =>
    new AttemptLimiter(repos.rateLimits, name, max, PACK_RATE_WINDOW_SECONDS);
  return {
    packs: new PackService(
      maps.maps,
      repos.layers,
      maps.tiles,
      repos.packs,
      repos.packArchives,
      new PackReader(repos.layers, maps.tiles, repos.packs, signer, repos.packAttachments),
      storage,
      queue,
      {
        packs: limiter('pack', config.PACK_RATE_LIMIT),
        estimates: limiter('pack-estimate', config.PACK_ESTIMATE_RATE_LIMIT),
        stale: staleAfter(config.PACK_TIMEOUT_SECONDS),
      },
      repos.packAttachments,
    ),
    packArchives: new PackArchiveService(repos.packArchives, signer, storage),
    tileArchives: new TileArchiveService(maps.maps, repos.layers, maps.tiles, repos.packs, signer),
  };
}
