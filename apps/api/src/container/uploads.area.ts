import type { NoticeHandlers } from '../db/change-listener.js';
import { UPLOAD_LOCK_CHANNEL } from '../repositories/upload-lock.repository.js';
import { ElevationChangeService } from '../services/earthworks/elevation-change.service.js';
import type { LayerService } from '../services/layer.service.js';
import type { MapService } from '../services/map.service.js';
import { PgLocker } from '../uploads/pg-locker.js';
import { TusUploads } from '../uploads/tus-uploads.js';
import { UploadCommitService, type JobQueue } from '../uploads/upload-commit.service.js';
import { UploadService } from '../uploads/upload.service.js';
import type { Shared } from './shared.js';

/**
 * Uploads, multipart and resumable, and the one commit step every upload goes through; and the
 * layers the workers compute (elevation changes), queued as uploads are.
 */
export function createUploadsArea(
  shared: Shared,
  maps: { layers: LayerService; maps: MapService },
  queue: JobQueue,
) {
  const { layers } = maps;
  const { repos, config, storage, audit } = shared;
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
  return {
    tus,
    notices,
    uploadCommits,
    elevationChanges: new ElevationChangeService(
      maps.maps,
      layers,
      repos.surveys,
      repos.layers,
      repos.layerFiles,
      repos.mapLayers,
      storage,
      queue,
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
  };
}
