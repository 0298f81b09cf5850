import { PackArchiveService } from '../services/pack-archive.service.js';
import { PackUrlSigner } from '../services/pack-url.js';
import { PackService, type PackQueue } from '../services/pack.service.js';
import type { MapService } from '../services/map.service.js';
import type { TileService } from '../services/tile.service.js';
import type { Shared } from './shared.js';

/** The name of the install's own URL secret, kept in the database (server_secrets). */
const URL_SECRET_NAME = 'pack-url';

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
  return {
    packs: new PackService(
      maps.maps,
      repos.layers,
      maps.tiles,
      repos.packs,
      signer,
      storage,
      queue,
    ),
    packArchives: new PackArchiveService(repos.packArchives, signer),
  };
}
