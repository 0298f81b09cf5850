import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { PROCESSING_ERRORS, VECTOR_SOURCE_LAYER } from '@waymark/contract';
import { PACK_MAX_BYTES } from '@waymark/contract/pack';
import type { FastifyBaseLogger } from 'fastify';
import { NotFoundError } from '../lib/errors.js';
import type { PackMetrics } from '../metrics/metrics.js';
import { loadPrincipal, Principal } from '../policies/principal.js';
import { ProcessingError } from '../processing/processing-error.js';
import { reportError } from '../reporting/error-reporting.js';
import type { FeatureSearchRepository } from '../repositories/feature-search.repository.js';
import type { PackArchiveRepository } from '../repositories/pack-archive.repository.js';
import type { PackAttachmentRepository } from '../repositories/pack-attachment.repository.js';
import type { ArchiveRow } from '../repositories/pack.repository.js';
import type { UserRepository } from '../repositories/user.repository.js';
import {
  AttachmentArchiveError,
  attachmentsFingerprint,
  writeAttachmentsZip,
} from '../services/pack-attachments.js';
import { tileSourceOf } from '../services/pack-plan.js';
import type { TileService, TileSource } from '../services/tile.service.js';
import type { Storage } from '../storage/storage.js';
import {
  beforeDeadline,
  PackBytesError,
  PackTimeoutError,
  writeArchiveTiles,
} from './pack-archive-tiles.js';
import { PmtilesWriter, type PmtilesWriterOptions } from '../tiles/pmtiles-writer.js';
import type { Area } from '../tiles/pack-tiles.js';
import { packSearchIndex, type PackSearchIndex } from './pack-search-index.js';

export interface PackBuildContext {
  archives: PackArchiveRepository;
  users: UserRepository;
  tiles: TileService;
  /** Reads a vector archive's search index (its layer's search field). */
  search: Pick<FeatureSearchRepository, 'packIndex'>;
  /** Reads the files an attachments archive holds. */
  attachments: Pick<PackAttachmentRepository, 'inArea'>;
  storage: Storage;
  workDir: string;
  /** How long one archive may take; past it the build fails (PACK_TIMEOUT_SECONDS). */
  timeoutMs: number;
  /** The clock the time limit is read against: Date.now, or a test's. */
  now?: () => number;
  /** The most bytes of tiles an archive may hold; past it the build fails (PACK_MAX_BYTES). */
  maxBytes?: number;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Where each build's time and outcome go (the worker's /metrics). */
  metrics?: PackMetrics;
}

/** A build that cannot go on; its message is the archive's error detail. */
class PackBuildError extends Error {}

const UNSEEN = 'Whoever asked for this archive may no longer see its layer.';
const CHANGED = 'The layer changed while its archive was made: pack the map again.';

/** The archive's stored name: its organisation's, its layer's, then its own. */
export function archiveKey(
  archive: Pick<ArchiveRow, 'id' | 'organisation_id' | 'layer_id'> & {
    kind?: ArchiveRow['kind'];
  },
) {
  const ext = archive.kind === 'attachments' ? 'zip' : 'pmtiles';
  return `packs/${archive.organisation_id}/${archive.layer_id}/${archive.id}.${ext}`;
}

/** What a build wrote to its temporary file: how many tiles (or files) and its bytes. */
interface WrittenArchive {
  tiles: number;
  bytes: number;
}

function writerOptions(
  archive: ArchiveRow,
  source: TileSource,
  search: PackSearchIndex | null,
): PmtilesWriterOptions {
  const { layer } = source;
  return {
    // Vector tiles as the live ones are sent (PostGIS' ST_AsMVT, not compressed); rasters as the
    // viewer asks for them; heights as lossless WebP terrain-RGB.
    tileType: archive.kind === 'vector' ? 'mvt' : 'webp',
    tileCompression: 'none',
    minZoom: archive.zoom_min,
    maxZoom: archive.zoom_max,
    bounds: archive.area as Area,
    metadata: {
      name: `layer ${layer.id} ${archive.kind}`,
      format: archive.kind === 'vector' ? 'pbf' : 'webp',
      waymark: {
        layer: layer.id,
        kind: archive.kind,
        data_version: archive.data_version,
        ...(archive.kind === 'terrain' ? { encoding: 'mapbox' } : {}),
        // The offline search box reads it: every packed feature, not only the tiles loaded.
        ...(search ? { search } : {}),
      },
      ...(archive.kind === 'vector'
        ? { vector_layers: [{ id: VECTOR_SOURCE_LAYER, fields: {} }] }
        : {}),
    },
  };
}

/**
 * Builds one pack archive in a worker (the `build-pack-archive` job): every tile of its area and
 * zooms drawn by the live tile code for whom the pack was made (its maker, or its share's
 * viewer), empty ones left out, written with PmtilesWriter to a temporary file, then stored.
 * A vector archive whose layer has a search field holds its search index in its metadata
 * (`waymark.search`, see packSearchIndex).
 * A failure marks the archive with the catalogue's code and leaves nothing stored; a layer that
 * changed meanwhile fails it too (its tiles would mix two versions). Never past the time limit.
 */
export class PackArchiveBuilder {
  constructor(private readonly ctx: PackBuildContext) {}

  async build(archiveId: number): Promise<void> {
    const { archives, storage, log } = this.ctx;
    // Gone (its layer or packs deleted), already built, or failed: nothing to do.
    const archive = await archives.start(archiveId);
    if (!archive) return;
    const now = this.ctx.now ?? Date.now;
    const started = now();
    const deadline = started + this.ctx.timeoutMs;
    let outcome: 'ready' | 'failed' = 'failed';
    let dir: string | undefined;
    let writer: PmtilesWriter | undefined;
    try {
      // In here: a work directory that cannot be made fails the archive, not leaves it building.
      await mkdir(this.ctx.workDir, { recursive: true });
      dir = await mkdtemp(path.join(this.ctx.workDir, `pack-${archive.id}-`));
      const principal = await this.actor(archive);
      let written: WrittenArchive;
      let file: string;
      if (archive.kind === 'attachments') {
        file = path.join(dir, 'archive.zip');
        written = await this.writeAttachments(archive, principal, file, deadline, now);
      } else {
        file = path.join(dir, 'archive.pmtiles');
        const source = await this.source(archive, principal);
        // Read before the tiles, from the same data: the check after them covers both.
        const search = await beforeDeadline(
          () => packSearchIndex(this.ctx.search, archive, source.layer),
          deadline,
          now,
        );
        const opened = new PmtilesWriter(file, writerOptions(archive, source, search));
        writer = opened;
        await writeArchiveTiles(archive, source, opened, {
          deadline,
          now,
          maxBytes: this.ctx.maxBytes ?? PACK_MAX_BYTES,
          progress: (percent) => archives.progress(archive.id, percent),
        });
        const summary = await beforeDeadline(() => opened.finish(), deadline, now);
        written = { tiles: summary.addressedTiles, bytes: summary.bytes };
        // The layer as it was asked for still: else its tiles may mix two versions.
        await this.source(archive, principal);
      }
      // Touched before storing (which may take minutes on S3): the reaper of stale builds
      // reads the row's time.
      await archives.progress(archive.id, 99);
      const key = archiveKey(archive);
      const stored = await storage.putFile(key, file);
      let kept = false;
      try {
        kept = await archives.finish(archive.id, {
          tiles: written.tiles,
          bytes: stored.size,
          storage_key: key,
          sha256: stored.sha256,
        });
      } finally {
        // Its row went while it was built (its layer or packs deleted): nobody will read it.
        if (!kept) await storage.delete([key]);
      }
      log.info({ archiveId, tiles: written.tiles, bytes: written.bytes }, 'pack built');
      outcome = 'ready';
    } catch (err) {
      await writer?.abort().catch(() => undefined);
      await this.fail(archive, err);
    } finally {
      if (dir) await rm(dir, { recursive: true, force: true });
      this.ctx.metrics?.packBuilt(archive.kind, outcome, (now() - started) / 1000);
    }
  }

  /**
   * Writes an attachments archive (see writeAttachmentsZip): the files attached to the layer's
   * features in its area, read as the layer is seen by whom it is made for, while they are those
   * it was asked for (its fingerprint) and the layer's data is the same; within the time limit
   * and the byte cap.
   */
  private async writeAttachments(
    archive: ArchiveRow,
    principal: Principal,
    file: string,
    deadline: number,
    now: () => number,
  ): Promise<WrittenArchive> {
    const { attachments, storage } = this.ctx;
    const maxBytes = this.ctx.maxBytes ?? PACK_MAX_BYTES;
    const current = async () => {
      await this.source(archive, principal);
      const rows = await beforeDeadline(
        () => attachments.inArea(archive.organisation_id, archive.layer_id, archive.area),
        deadline,
        now,
      );
      if (attachmentsFingerprint(rows) !== archive.fingerprint) throw new PackBuildError(CHANGED);
      return rows;
    };
    const rows = await current();
    const done = await writeAttachmentsZip(file, archive.layer_id, rows, {
      checkTime: () => {
        if (now() >= deadline) throw new PackTimeoutError();
      },
      checkBytes: (bytes) => {
        if (bytes > maxBytes) throw new PackBytesError(maxBytes);
      },
      open: (key) => beforeDeadline(() => storage.get(key), deadline, now),
      progress: (percent) => this.ctx.archives.progress(archive.id, percent),
    });
    await current();
    return { tiles: done.files, bytes: done.bytes };
  }

  /** Whom the tiles are drawn for: the share's viewer, or the maker of a pack that holds it. */
  private async actor(archive: ArchiveRow): Promise<Principal> {
    const actor = await this.ctx.archives.actorOf(archive);
    if (!actor) throw new PackBuildError('Nobody who may see this layer asked for it any more.');
    if ('share' in actor) {
      const { share } = actor;
      return Principal.forShare({
        shareId: share.id,
        organisationId: share.organisation_id,
        mapId: share.map_id,
        bounds: share.bounds,
        expiry: new Date(share.expiry),
        createdBy: share.created_by,
        markups: share.markups,
      });
    }
    return loadPrincipal(this.ctx.users, actor.userId);
  }

  /**
   * The layer's live tiles, while they are still those the archive was asked for (an
   * attachments archive's: the layer's vector tiles, of the same data).
   */
  private async source(archive: ArchiveRow, principal: Principal): Promise<TileSource> {
    const attachments = archive.kind === 'attachments';
    const source = await tileSourceOf(
      this.ctx.tiles,
      principal,
      archive.layer_id,
      archive.kind === 'attachments' ? 'vector' : archive.kind,
    ).catch((err: unknown) => {
      if (err instanceof NotFoundError) throw new PackBuildError(UNSEEN);
      throw err;
    });
    const { layer } = source;
    if (
      layer.data_version !== archive.data_version ||
      (!attachments && source.fingerprint !== archive.fingerprint)
    ) {
      throw new PackBuildError(CHANGED);
    }
    return source;
  }

  private async fail(archive: ArchiveRow, err: unknown): Promise<void> {
    const known =
      err instanceof PackBuildError ||
      err instanceof AttachmentArchiveError ||
      err instanceof ProcessingError ||
      err instanceof PackTimeoutError ||
      err instanceof PackBytesError;
    if (!known) {
      // Not the data's doing: ours, or the machine's.
      this.ctx.log.error({ err, archiveId: archive.id }, 'pack build failed');
      reportError(err, { tags: { job: 'build-pack-archive', archive_id: archive.id } });
    }
    const code = err instanceof ProcessingError ? err.code : PROCESSING_ERRORS.GENERAL.code;
    const detail =
      err instanceof ProcessingError
        ? (err.detail ?? err.message)
        : err instanceof Error
          ? err.message
          : String(err);
    await this.ctx.archives.fail(archive.id, code, detail);
  }
}
