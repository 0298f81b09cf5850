import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { changeSignalOf, type Db } from './db/database.js';
import { GenerationCache } from './db/generation-cache.js';
import { AccessKeyRepository } from './repositories/access-key.repository.js';
import { OgcCollectionRepository } from './repositories/ogc-collection.repository.js';
import { OgcFeatureRepository } from './repositories/ogc-feature.repository.js';
import { OgcCatalogueService } from './services/ogc/ogc-catalogue.service.js';
import { OgcFeaturesService } from './services/ogc/ogc-features.service.js';
import { AuditRepository } from './repositories/audit.repository.js';
import { LayoutRepository } from './repositories/layout.repository.js';
import { FeatureRepository } from './repositories/feature.repository.js';
import { FeatureBuildRepository } from './repositories/feature-build.repository.js';
import { ProcessedFileRepository } from './repositories/processed-file.repository.js';
import { FileProcessor } from './jobs/file-processor.js';
import type { JobContext } from './jobs/job-context.js';
import { ProcessingLockRepository } from './repositories/processing-lock.repository.js';
import { LayerFileRepository } from './repositories/layer-file.repository.js';
import { LayerRepository } from './repositories/layer.repository.js';
import { MapLayerRepository } from './repositories/map-layer.repository.js';
import { MapRepository } from './repositories/map.repository.js';
import { SpatialRefRepository } from './repositories/spatial-ref.repository.js';
import { OrganisationRepository } from './repositories/organisation.repository.js';
import { PasswordResetRepository } from './repositories/password-reset.repository.js';
import { TokenRepository } from './repositories/token.repository.js';
import { UserRepository } from './repositories/user.repository.js';
import { AccessKeyService } from './services/access-key.service.js';
import { AuditService } from './services/audit.service.js';
import { AuthService } from './services/auth.service.js';
import { HealthService } from './services/health.service.js';
import { ImpersonationService } from './services/impersonation.service.js';
import { LayoutService } from './services/layout.service.js';
import { LayerService } from './services/layer.service.js';
import { LayerFileService } from './services/layer-file.service.js';
import { MapService } from './services/map.service.js';
import { createStorage } from './storage/create-storage.js';
import { FeatureSearchRepository } from './repositories/feature-search.repository.js';
import { MapFileRepository } from './repositories/map-file.repository.js';
import { TileLayerRepository } from './repositories/tile-layer.repository.js';
import { SearchIndexRepository } from './repositories/search-index.repository.js';
import { VectorTileRepository } from './repositories/vector-tile.repository.js';
import { Geocoder } from './services/geocoder.js';
import { MapFilesService } from './services/map-files.service.js';
import { SearchService } from './services/search.service.js';
import { CoordinateSearch } from './search/coordinate-search.js';
import { RouteSearch } from './search/route-search.js';
import { RouteRepository } from './repositories/route.repository.js';
import { RouteService } from './services/route.service.js';
import { TileService } from './services/tile.service.js';
import { CogReader } from './tiles/cog-reader.js';
import { RasterRenderer } from './tiles/raster-renderer.js';
import { PgBossQueue } from './jobs/pg-boss-queue.js';
import { UploadService } from './uploads/upload.service.js';
import { UploadCommitService, type JobQueue } from './uploads/upload-commit.service.js';
import type { Storage } from './storage/storage.js';
import { TusUploads } from './uploads/tus-uploads.js';
import { PgLocker } from './uploads/pg-locker.js';
import {
  UploadLockRepository,
  UPLOAD_LOCK_CHANNEL,
} from './repositories/upload-lock.repository.js';
import type { NoticeHandlers } from './db/change-listener.js';
import { MapShareRepository } from './repositories/map-share.repository.js';
import { MapShareService } from './services/map-share.service.js';
import { ShareAccessService } from './services/share-access.service.js';
import { RateLimitRepository } from './repositories/rate-limit.repository.js';
import { AttemptLimiter } from './services/attempt-limiter.js';
import { BackgroundMailer, createMailer, type Mailer } from './services/mail.service.js';
import { OrganisationService } from './services/organisation.service.js';
import { PasswordResetService } from './services/password-reset.service.js';
import { UserPresenter } from './services/presenters.js';
import { UserService } from './services/user.service.js';
import { InvitationService } from './services/invitation.service.js';
import { MapLayerService } from './services/map-layer.service.js';
import { OrganisationLogoService } from './services/organisation-logo.service.js';
import { UserListService } from './services/user-list.service.js';
import { DtmRepository } from './repositories/dtm.repository.js';
import { MapDownloadRepository } from './repositories/map-download.repository.js';
import { MapDownloadService } from './services/map-download.service.js';
import { SectionService } from './services/section.service.js';

/** How long a cached answer may live should a change notice be lost, and how many are kept. */
const CACHE_TTL_MS = 10_000;
const CACHE_ENTRIES = 10_000;

/** Wires repositories into services once per process. */
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

export function createContainer(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  mailer?: Mailer,
  storage: Storage = createStorage(config),
  queue: JobQueue = new PgBossQueue(config.DATABASE_URL, config.GDAL_TIMEOUT_SECONDS * 2, (err) =>
    log.error({ err }, 'job queue error'),
  ),
) {
  const repos = {
    users: new UserRepository(db),
    organisations: new OrganisationRepository(db),
    tokens: new TokenRepository(db),
    accessKeys: new AccessKeyRepository(db),
    ogcCollections: new OgcCollectionRepository(db),
    ogcFeatures: new OgcFeatureRepository(db),
    resets: new PasswordResetRepository(db),
    rateLimits: new RateLimitRepository(db),
    mapShares: new MapShareRepository(db),
    layouts: new LayoutRepository(db),
    audit: new AuditRepository(db),
    maps: new MapRepository(db),
    layers: new LayerRepository(db),
    layerFiles: new LayerFileRepository(db),
    mapLayers: new MapLayerRepository(db),
    spatialRefs: new SpatialRefRepository(db),
    features: new FeatureRepository(db),
    featureBuilds: new FeatureBuildRepository(db),
    processedFiles: new ProcessedFileRepository(db),
    vectorTiles: new VectorTileRepository(db),
    tileLayers: new TileLayerRepository(db),
    featureSearch: new FeatureSearchRepository(db),
    processingLocks: new ProcessingLockRepository(db),
    // Its own connections: a resumable upload's lock keeps one while its request writes.
    uploadLocks: new UploadLockRepository(config.DATABASE_URL),
    searchIndexes: new SearchIndexRepository(db),
    mapFiles: new MapFileRepository(db),
    dtms: new DtmRepository(db),
    mapDownloads: new MapDownloadRepository(db),
    routes: new RouteRepository(db),
  };
  const audit = new AuditService(repos.audit);
  const presenter = new UserPresenter(repos.users, repos.organisations);
  const layers = new LayerService(
    repos.layers,
    repos.layerFiles,
    repos.mapLayers,
    repos.organisations,
    storage,
    audit,
    repos.users,
    repos.searchIndexes,
    repos.routes,
  );
  const maps = new MapService(
    repos.maps,
    repos.layers,
    layers,
    repos.organisations,
    audit,
    repos.users,
  );
  const organisations = new OrganisationService(
    repos.organisations,
    repos.users,
    presenter,
    audit,
    storage,
  );
  const geocoder = config.GEOCODER_URL
    ? new Geocoder(
        {
          url: config.GEOCODER_URL,
          name: config.GEOCODER_NAME,
          timeoutMs: config.GEOCODER_TIMEOUT_MS,
          userAgent: `Waymark${config.PUBLIC_URL ? ` (${config.PUBLIC_URL})` : ''}`,
        },
        log,
      )
    : null;
  // One per process: COG structures and decoded blocks are shared by every request (tiles and
  // cross sections alike).
  const cogReader = new CogReader(storage, {
    blockCacheBytes: config.RASTER_CACHE_MB * 1024 ** 2,
    cogCacheSize: 256,
  });
  const renderer = new RasterRenderer(cogReader);
  // Every request asks who its token is, and every tile which layer it is: both are kept while
  // nothing they depend on changes (GenerationCache). Without a change listener (the worker)
  // the signal is never trusted and they are always asked anew.
  const changes = changeSignalOf(db);
  const auth = new AuthService(
    repos.users,
    repos.tokens,
    repos.resets,
    audit,
    new GenerationCache(changes, CACHE_TTL_MS, CACHE_ENTRIES),
  );
  const uploadLocks = new PgLocker(repos.uploadLocks);
  const tus = new TusUploads(config, uploadLocks);
  // Heard on the change listener's connection (app.ts): other processes' release requests.
  const notices: NoticeHandlers = {
    [UPLOAD_LOCK_CHANNEL]: (payload) => uploadLocks.hear(payload),
  };
  // HTTP uploads, the command line's import and the demo seed all commit through this.
  const uploadCommits = new UploadCommitService(
    repos.layers,
    repos.layerFiles,
    repos.mapLayers,
    repos.spatialRefs,
    storage,
    queue,
    audit,
    tus,
  );
  const mail = mailer ?? createMailer(config.SMTP_URL, config.MAIL_FROM, log);
  const backgroundMail = new BackgroundMailer(mail, log);
  const window = config.RATE_LIMIT_WINDOW_SECONDS;
  const keyFailures = new AttemptLimiter(
    repos.rateLimits,
    'access-key',
    config.ACCESS_KEY_FAILURE_LIMIT,
    window,
  );
  const ogcCatalogue = new OgcCatalogueService(
    repos.organisations,
    repos.ogcCollections,
    repos.ogcFeatures,
  );
  const services = {
    audit,
    ogcCatalogue,
    ogcFeatures: new OgcFeaturesService(ogcCatalogue, repos.ogcFeatures),
    auth,
    accessKeys: new AccessKeyService(
      repos.accessKeys,
      repos.organisations,
      audit,
      keyFailures,
      new GenerationCache(changes, CACHE_TTL_MS, CACHE_ENTRIES),
    ),
    limits: {
      // Failed sign-ins per client address and email; successful ones are not counted.
      loginFailures: new AttemptLimiter(repos.rateLimits, 'login', config.LOGIN_RATE_LIMIT, window),
      // Every reset request per client address and email (mail flooding).
      // Failed share-token attempts per client address (guessing tokens is as bad as passwords).
      shareFailures: new AttemptLimiter(
        repos.rateLimits,
        'share-token',
        config.SHARE_TOKEN_FAILURE_LIMIT,
        window,
      ),
      passwordResets: new AttemptLimiter(
        repos.rateLimits,
        'password-reset',
        config.PASSWORD_RESET_RATE_LIMIT,
        window,
      ),
    },
    passwordReset: new PasswordResetService(
      repos.users,
      repos.resets,
      repos.tokens,
      auth,
      audit,
      mail,
      config.PASSWORD_RESET_TIMEOUT_DAYS,
      log,
    ),
    users: new UserService(
      repos.users,
      repos.organisations,
      presenter,
      audit,
      backgroundMail,
      new InvitationService(repos.resets, backgroundMail, config.INVITATION_TIMEOUT_DAYS),
    ),
    userList: new UserListService(repos.organisations, repos.users, presenter),
    organisations,
    organisationLogos: new OrganisationLogoService(
      organisations,
      repos.organisations,
      storage,
      audit,
    ),
    layouts: new LayoutService(repos.organisations, repos.layouts),
    impersonation: new ImpersonationService(repos.users, repos.tokens, audit),
    layers,
    layerFiles: new LayerFileService(
      layers,
      repos.layers,
      repos.layerFiles,
      repos.features,
      storage,
      audit,
    ),
    uploads: new UploadService(
      repos.maps,
      layers,
      uploadCommits,
      storage,
      config.MAX_UPLOAD_BYTES,
      tus,
    ),
    uploadCommits,
    maps,
    mapShares: new MapShareService(repos.mapShares, repos.maps, repos.organisations, audit),
    shareAccess: new ShareAccessService(
      repos.mapShares,
      log,
      new GenerationCache(changes, CACHE_TTL_MS, CACHE_ENTRIES),
    ),
    mapLayers: new MapLayerService(maps, layers, repos.layers, repos.mapLayers, audit),
    tiles: new TileService(
      repos.tileLayers,
      repos.vectorTiles,
      renderer,
      new GenerationCache(changes, CACHE_TTL_MS, CACHE_ENTRIES),
    ),
    search: new SearchService(
      maps,
      repos.layers,
      repos.featureSearch,
      geocoder,
      new CoordinateSearch(repos.spatialRefs),
      new RouteSearch(repos.routes),
    ),
    routes: new RouteService(maps, repos.layers, repos.routes),
    mapFiles: new MapFilesService(maps, repos.layers, repos.mapFiles, storage),
    sections: new SectionService(maps, repos.dtms, cogReader),
    mapDownloads: new MapDownloadService(maps, repos.layers, repos.mapDownloads, {
      databaseUrl: config.DATABASE_URL,
      workDir: config.WORK_DIR,
      timeoutMs: config.GDAL_TIMEOUT_SECONDS * 1000,
    }),
    health: new HealthService(db),
  };
  // Runs queued files: in the worker, in tests (runJobs) and for the command line's import.
  const processor = new FileProcessor(jobContext(repos, config, storage, log));
  return { repos, services, storage, queue, db, config, tus, processor, notices };
}

export type Container = ReturnType<typeof createContainer>;
