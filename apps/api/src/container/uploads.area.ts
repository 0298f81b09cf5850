import type { NoticeHandlers } from '../db/change-listener.js';
import { UPLOAD_LOCK_CHANNEL } from '../repositories/upload-lock.repository.js';
import type { LayerService } from '../services/layer.service.js';
import { PgLocker } from '../uploads/pg-locker.js';
import { TusUploads } from '../uploads/tus-uploads.js';
import { UploadCommitService, type JobQueue } from '../uploads/upload-commit.service.js';
import { UploadService } from '../uploads/upload.service.js';
import type { Shared } from './shared.js';

/** Uploads, multipart and resumable, and the one commit step every upload goes through. */
export function createUploadsArea(shared: Shared, layers: LayerService, queue: JobQueue) {
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
