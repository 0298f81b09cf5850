import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { createMapsArea } from './container/maps.area.js';
import { createMarkupsArea } from './container/markups.area.js';
import { createPacksArea } from './container/packs.area.js';
import { createPeopleArea } from './container/people.area.js';
import { createRepositories } from './container/repositories.js';
import { companionDatabases } from './container/databases.js';
import { createShared } from './container/shared.js';
import { createUploadsArea } from './container/uploads.area.js';
import { changeSignalOf, poolOf, type Db } from './db/database.js';
import { READS_CHANNEL } from './db/read-router.js';
import { PackArchiveBuilder } from './jobs/build-pack-archive.js';
import { FileProcessor } from './jobs/file-processor.js';
import type { JobContext } from './jobs/job-context.js';
import { Metrics } from './metrics/metrics.js';
import { PgBossQueue } from './jobs/pg-boss-queue.js';
import type { FeatureBuildRepository } from './repositories/feature-build.repository.js';
import type { FeatureRepository } from './repositories/feature.repository.js';
import type { LayerFileRepository } from './repositories/layer-file.repository.js';
import type { ProcessedFileRepository } from './repositories/processed-file.repository.js';
import type { ProcessingLockRepository } from './repositories/processing-lock.repository.js';
import { HealthService } from './services/health.service.js';
import type { Mailer } from './services/mail.service.js';
import { reportError } from './reporting/error-reporting.js';
import { createStorage } from './storage/create-storage.js';
import { MeteredStorage } from './storage/metered-storage.js';
import type { Storage } from './storage/storage.js';
import type { JobQueue } from './uploads/upload-commit.service.js';

/** What processing needs, from the container's parts (a test may swap the storage). */
export function jobContext(
  repos: {
    layerFiles: LayerFileRepository;
    features: FeatureRepository;
    featureBuilds: FeatureBuildRepository;
    processedFiles: ProcessedFileRepository;
    processingLocks: ProcessingLockRepository;
  },
  config: Config,
  storage: Storage,
  log: JobContext['log'],
): JobContext {
  return {
    config,
    files: repos.layerFiles,
    features: repos.features,
    featureBuilds: repos.featureBuilds,
    processed: repos.processedFiles,
    locks: repos.processingLocks,
    storage,
    log,
  };
}

/**
 * Wires repositories into services once per process, area by area: people (sign-in, users,
 * organisations, keys), maps (maps, layers, files, shares, tiles, search, tools, OGC API),
 * markups and uploads. `metrics` is the process's (the api's or the worker's, served at /metrics); the
 * command line and the benches leave it to a private one.
 */
export function createContainer(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  mailer?: Mailer,
  storage: Storage = createStorage(config),
  // pg-boss keeps no session state (transaction-scoped locks, polling, no LISTEN): it may go
  // through a pooler in transaction mode.
  queue: JobQueue = new PgBossQueue(
    config.DATABASE_URL,
    config.GDAL_TIMEOUT_SECONDS * 2,
    (err) => {
      log.error({ err }, 'job queue error');
      reportError(err, { tags: { source: 'job-queue' } });
    },
    undefined,
    // The build gives up at its own limit; the queue's, later, is for a worker that died.
    config.PACK_TIMEOUT_SECONDS * 2,
  ),
  metrics: Metrics = new Metrics({ processMetrics: false }),
) {
  const databases = companionDatabases(db, config, (err) =>
    log.warn({ err }, 'a read on the replica failed; made on the primary'),
  );
  const repos = createRepositories(db, config, databases);
  metrics.watchPool(poolOf(db));
  metrics.watchQueue(() => repos.jobQueue.depths());
  const metered = new MeteredStorage(storage, (operation) =>
    metrics.storageErrors.inc({ operation }),
  );
  const shared = createShared(repos, config, log, metered, changeSignalOf(db), metrics, mailer);
  const people = createPeopleArea(shared);
  const maps = createMapsArea(shared);
  const markups = createMarkupsArea(shared, maps.maps);
  const packs = createPacksArea(shared, maps, queue);
  const { tus, notices: uploadNotices, ...uploads } = createUploadsArea(shared, maps, queue);
  const { reads } = databases;
  // Heard on the change listener's connection: the lockers' requests, other processes' writes.
  const notices = reads.enabled
    ? { ...uploadNotices, [READS_CHANNEL]: (payload: string) => reads.hear(payload) }
    : uploadNotices;
  const services = {
    audit: shared.audit,
    ...people,
    ...maps,
    ...markups,
    ...packs,
    ...uploads,
    health: new HealthService(db),
  };
  // Runs queued files: in the worker, in tests (runJobs) and for the command line's import.
  const processor = new FileProcessor(jobContext(repos, config, metered, log), metrics);
  // Builds offline packs' archives: in the worker, and in tests (runPackJobs).
  const packBuilder = new PackArchiveBuilder({
    archives: repos.packArchives,
    users: repos.users,
    tiles: maps.tiles,
    search: repos.featureSearch,
    attachments: repos.packAttachments,
    storage: metered,
    workDir: config.WORK_DIR,
    timeoutMs: config.PACK_TIMEOUT_SECONDS * 1000,
    log,
    metrics,
  });
  return {
    repos,
    services,
    storage: metered,
    queue,
    db,
    reads,
    config,
    tus,
    processor,
    packBuilder,
    notices,
    metrics,
    /** Ends the pools the container made beside `db` (the caller ends `db` itself). */
    close: databases.close,
  };
}

export type Container = ReturnType<typeof createContainer>;
