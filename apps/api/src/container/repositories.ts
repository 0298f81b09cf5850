import { directDatabaseUrl, type Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Companions } from './databases.js';
import { AccessKeyRepository } from '../repositories/access-key.repository.js';
import { AuditRepository } from '../repositories/audit.repository.js';
import { DtmRepository } from '../repositories/dtm.repository.js';
import { FeatureBuildRepository } from '../repositories/feature-build.repository.js';
import { FeatureSearchRepository } from '../repositories/feature-search.repository.js';
import { FeatureRepository } from '../repositories/feature.repository.js';
import { JobQueueRepository } from '../repositories/job-queue.repository.js';
import { SharedTileRepository } from '../repositories/shared-tile.repository.js';
import { CogLayoutRepository } from '../repositories/cog-layout.repository.js';
import { LayerFileRepository } from '../repositories/layer-file.repository.js';
import { LayerRepository } from '../repositories/layer.repository.js';
import { LayoutRepository } from '../repositories/layout.repository.js';
import { MapDownloadRepository } from '../repositories/map-download.repository.js';
import { MapFileRepository } from '../repositories/map-file.repository.js';
import { MapLayerRepository } from '../repositories/map-layer.repository.js';
import { MapShareRepository } from '../repositories/map-share.repository.js';
import { MapRepository } from '../repositories/map.repository.js';
import { MarkupAttachmentRepository } from '../repositories/markup-attachment.repository.js';
import { MarkupCategoryRepository } from '../repositories/markup-category.repository.js';
import { MarkupThreadRepository } from '../repositories/markup-thread.repository.js';
import { MarkupRepository } from '../repositories/markup.repository.js';
import { PackArchiveRepository } from '../repositories/pack-archive.repository.js';
import { PackAttachmentRepository } from '../repositories/pack-attachment.repository.js';
import { PackRepository } from '../repositories/pack.repository.js';
import { OgcCollectionRepository } from '../repositories/ogc-collection.repository.js';
import { OgcFeatureRepository } from '../repositories/ogc-feature.repository.js';
import { OrganisationInvitationRepository } from '../repositories/organisation-invitation.repository.js';
import { OrganisationRepository } from '../repositories/organisation.repository.js';
import { PasswordResetRepository } from '../repositories/password-reset.repository.js';
import { ProcessedFileRepository } from '../repositories/processed-file.repository.js';
import { ProcessingLockRepository } from '../repositories/processing-lock.repository.js';
import { RateLimitRepository } from '../repositories/rate-limit.repository.js';
import { RouteRepository } from '../repositories/route.repository.js';
import { SearchIndexRepository } from '../repositories/search-index.repository.js';
import { SurveyRepository } from '../repositories/survey.repository.js';
import { GazetteerRepository } from '../repositories/gazetteer.repository.js';
import { SpatialRefRepository } from '../repositories/spatial-ref.repository.js';
import { TileLayerRepository } from '../repositories/tile-layer.repository.js';
import { SsoRepository } from '../repositories/sso.repository.js';
import { TokenRepository } from '../repositories/token.repository.js';
import { TwoFactorRepository } from '../repositories/two-factor.repository.js';
import { UsageRepository } from '../repositories/usage.repository.js';
import { UploadLockRepository } from '../repositories/upload-lock.repository.js';
import { UserRepository } from '../repositories/user.repository.js';
import { VectorTileRepository } from '../repositories/vector-tile.repository.js';

/**
 * Every repository: all SQL of the server goes through these. Most on the main handle; the
 * session locks on the primary itself (`direct`), tile, search and list reads where `reads` says.
 */
export function createRepositories(
  db: Db,
  config: Config,
  { direct, reads }: Pick<Companions, 'direct' | 'reads'>,
) {
  return {
    users: new UserRepository(db),
    organisations: new OrganisationRepository(db),
    tokens: new TokenRepository(db),
    twoFactor: new TwoFactorRepository(db),
    sso: new SsoRepository(db),
    accessKeys: new AccessKeyRepository(db),
    ogcCollections: new OgcCollectionRepository(db),
    ogcFeatures: new OgcFeatureRepository(db),
    resets: new PasswordResetRepository(db),
    rateLimits: new RateLimitRepository(db),
    mapShares: new MapShareRepository(db),
    layouts: new LayoutRepository(db),
    audit: new AuditRepository(db),
    maps: new MapRepository(db, reads),
    layers: new LayerRepository(db, reads),
    layerFiles: new LayerFileRepository(db),
    cogLayouts: new CogLayoutRepository(db),
    mapLayers: new MapLayerRepository(db),
    spatialRefs: new SpatialRefRepository(db),
    features: new FeatureRepository(db),
    featureBuilds: new FeatureBuildRepository(db),
    processedFiles: new ProcessedFileRepository(db),
    vectorTiles: new VectorTileRepository(db, reads),
    sharedTiles: new SharedTileRepository(db),
    tileLayers: new TileLayerRepository(db),
    featureSearch: new FeatureSearchRepository(db, reads),
    gazetteer: new GazetteerRepository(db, reads),
    processingLocks: new ProcessingLockRepository(db, direct),
    jobQueue: new JobQueueRepository(db),
    // Its own connections (to the primary itself: session locks and notices): a resumable
    // upload's lock keeps one while its request writes.
    uploadLocks: new UploadLockRepository(directDatabaseUrl(config)),
    searchIndexes: new SearchIndexRepository(db),
    mapFiles: new MapFileRepository(db),
    dtms: new DtmRepository(db),
    mapDownloads: new MapDownloadRepository(db),
    routes: new RouteRepository(db),
    invitations: new OrganisationInvitationRepository(db),
    surveys: new SurveyRepository(db),
    usage: new UsageRepository(db),
    markups: new MarkupRepository(db),
    markupCategories: new MarkupCategoryRepository(db),
    markupThreads: new MarkupThreadRepository(db),
    markupAttachments: new MarkupAttachmentRepository(db),
    packs: new PackRepository(db),
    packArchives: new PackArchiveRepository(db),
    packAttachments: new PackAttachmentRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
