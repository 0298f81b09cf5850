import type { Multipart } from '@fastify/multipart';
import type { LayerRead } from '@waymark/contract';
import { NotFoundError } from '../lib/errors.js';
import type { MapRepository } from '../repositories/map.repository.js';
import { layerPolicy } from '../policies/layer.policy.js';
import { mapPolicy } from '../policies/map.policy.js';
import { viewerOf } from '../policies/ownership.js';
import { authorize } from '../policies/policy.js';
import type { Actor } from '../services/audit.service.js';
import type { LayerService } from '../services/layer.service.js';
import type { Principal } from '../policies/principal.js';
import type { Storage } from '../storage/storage.js';
import { receiveParts } from './receive-parts.js';
import type { TusUploads } from './tus-uploads.js';
import type { UploadCommitService } from './upload-commit.service.js';

export type { JobQueue } from './upload-commit.service.js';

/**
 * Uploads over HTTP: the uploader may upload to the target (checked before a single byte is
 * received), the parts are staged, and the upload is committed like every other
 * (UploadCommitService).
 */
export class UploadService {
  constructor(
    private readonly maps: MapRepository,
    private readonly layers: LayerService,
    private readonly commits: UploadCommitService,
    private readonly storage: Storage,
    private readonly maxFileBytes: number,
    private readonly resumable: Pick<TusUploads, 'claim'>,
  ) {}

  /** The general upload: files to existing or new layers of one map (PATCH maps/:id/). */
  async uploadToMap(
    principal: Principal,
    mapId: number,
    parts: () => AsyncIterableIterator<Multipart>,
    actor: Actor,
  ): Promise<void> {
    const map = await this.maps.findVisible(mapId, viewerOf(principal));
    if (!map) throw new NotFoundError();
    authorize(mapPolicy, principal, map, 'upload');
    const received = await this.receive(principal, parts);
    await this.commits.commit(received, { kind: 'map', map }, { kind: 'user', principal, actor });
  }

  /** The layer upload (PATCH layers/:id/, upload_file/, upload_attachment/). */
  async uploadToLayer(
    principal: Principal,
    layerId: number,
    parts: () => AsyncIterableIterator<Multipart>,
    actor: Actor,
    only: 'any' | 'geodata' | 'attachment',
  ): Promise<LayerRead> {
    const layer = await this.layers.visible(principal, layerId);
    authorize(layerPolicy, principal, layer, 'upload');
    const received = await this.receive(principal, parts);
    await this.commits.commit(
      received,
      { kind: 'layer', layer, only: only === 'any' ? undefined : only },
      { kind: 'user', principal, actor },
    );
    return this.layers.get(principal, layer.id);
  }

  /** The parts of an upload, staged; resumable uploads are claimed as the uploader's own. */
  private receive(principal: Principal, parts: () => AsyncIterableIterator<Multipart>) {
    return receiveParts(parts, this.storage, this.maxFileBytes, (id) =>
      this.resumable.claim(id, principal.id),
    );
  }
}
