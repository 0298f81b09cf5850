import { randomUUID } from 'node:crypto';
import type { Multipart } from '@fastify/multipart';
import type { LayerRead } from '@waymark/contract';
import { HttpError, NotFoundError, PermissionDeniedError } from '../http/errors.js';
import type { LayerFileRepository } from '../repositories/layer-file.repository.js';
import type { LayerRepository } from '../repositories/layer.repository.js';
import type { MapLayerRepository } from '../repositories/map-layer.repository.js';
import type { MapRepository } from '../repositories/map.repository.js';
import type { SpatialRefRepository } from '../repositories/spatial-ref.repository.js';
import { canUploadTo, viewerOf } from '../services/access.js';
import type { Actor, AuditService } from '../services/audit.service.js';
import type { LayerService } from '../services/layer.service.js';
import type { Principal } from '../services/principal.js';
import type { Storage } from '../storage/storage.js';
import { contentTypeOf } from './content-type.js';
import {
  hasErrors,
  parseLayerId,
  planUpload,
  type PlanContext,
  type PlannedFile,
  type UploadErrors,
} from './plan-upload.js';
import { receiveParts, type ReceivedUpload } from './receive-parts.js';
import type { TusUploads } from './tus-uploads.js';
import { requireUploadPermission, UPLOAD_OWNER_DENIED } from './upload-access.js';

/** Hands a stored source file to the processing workers. */
export interface JobQueue {
  enqueueFile(fileId: number): Promise<void>;
}

export class UploadService {
  constructor(
    private readonly maps: MapRepository,
    private readonly layerRepo: LayerRepository,
    private readonly layers: LayerService,
    private readonly files: LayerFileRepository,
    private readonly mapLayers: MapLayerRepository,
    private readonly spatialRefs: SpatialRefRepository,
    private readonly storage: Storage,
    private readonly queue: JobQueue,
    private readonly audit: AuditService,
    private readonly maxFileBytes: number,
    private readonly resumable: Pick<TusUploads, 'claim' | 'remove'>,
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
    requireUploadPermission(principal);
    const layerRows = await this.layerRepo.listForMap(mapId, viewerOf(principal));
    const uploadable = new Map(
      layerRows
        .filter((l) => canUploadTo(principal, l))
        .map((l) => [l.id, { name: l.name, type: l.type }]),
    );
    const received = await this.receive(principal, parts);
    const newLayerIds = new Map<string, number>();
    await this.discardOnFailure(received, newLayerIds, async (stored) => {
      // A layer of the map the uploader sees but may not change: not theirs to upload to.
      const readOnly = new Set(layerRows.filter((l) => !uploadable.has(l.id)).map((l) => l.id));
      if (received.fields.uploads_layer_ids.some((raw) => readOnly.has(parseLayerId(raw) ?? 0))) {
        throw new PermissionDeniedError(UPLOAD_OWNER_DENIED);
      }
      const plan = await this.checked(received, {
        fixedLayer: null,
        uploadableLayers: uploadable,
      });
      if (plan.some((p) => p.layer.kind === 'new') && !principal.has('layers.add_layer')) {
        throw new PermissionDeniedError('Creating layers needs the layers.add_layer permission.');
      }
      for (const name of new Set(
        plan.flatMap((p) => (p.layer.kind === 'new' ? [p.layer.name] : [])),
      )) {
        const layer = await this.layerRepo.create({
          name,
          type: sourceTypeOf(plan.filter((p) => p.layer.kind === 'new' && p.layer.name === name)),
          organisation_id: map.organisation_id,
          owner_id: principal.id,
        });
        newLayerIds.set(name, layer.id);
        await this.mapLayers.attach(mapId, layer.id);
      }
      const layerIdOf = (p: PlannedFile) =>
        p.layer.kind === 'new' ? newLayerIds.get(p.layer.name)! : p.layer.id;
      await this.store(principal, plan, layerIdOf, uploadable, stored);
      await this.mapLayers.touchMap(mapId);
      await this.audit.record(
        actor,
        'map.upload',
        { type: 'map', id: mapId },
        {
          files: plan.map((p) => p.staged.name),
          new_layers: [...newLayerIds.values()],
        },
      );
    });
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
    requireUploadPermission(principal);
    if (!canUploadTo(principal, layer)) {
      throw new PermissionDeniedError(UPLOAD_OWNER_DENIED);
    }
    const received = await this.receive(principal, parts);
    const target = new Map([[layer.id, { name: layer.name, type: layer.type }]]);
    await this.discardOnFailure(received, new Map(), async (stored) => {
      const plan = await this.checked(received, {
        fixedLayer: { id: layer.id, type: layer.type },
        uploadableLayers: target,
        only: only === 'any' ? undefined : only,
      });
      await this.store(principal, plan, () => layer.id, target, stored);
      await this.mapLayers.touchMapsOfLayer(layer.id);
      await this.audit.record(
        actor,
        'layer.upload',
        { type: 'layer', id: layer.id },
        { files: plan.map((p) => p.staged.name) },
      );
    });
    return this.layers.get(principal, layer.id);
  }

  /** The parts of an upload, staged; resumable uploads are claimed as the uploader's own. */
  private receive(principal: Principal, parts: () => AsyncIterableIterator<Multipart>) {
    return receiveParts(parts, this.storage, this.maxFileBytes, (id) =>
      this.resumable.claim(id, principal.id),
    );
  }

  /** Plans the upload; on any problem the staged files go and the client gets 400 with all of them. */
  private async checked(received: ReceivedUpload, context: PlanContext): Promise<PlannedFile[]> {
    const { plan, errors } = planUpload(received, context);
    for (const epsg of new Set(plan.flatMap((p) => (p.epsg === null ? [] : [p.epsg])))) {
      if (!(await this.spatialRefs.exists(epsg))) {
        errors.uploads_epsgs.push(`Unknown EPSG code ${epsg}.`);
      }
    }
    if (hasErrors(errors)) throw new HttpError(400, nonEmpty(errors));
    return plan;
  }

  /**
   * Runs the rest of an upload once its files are staged. Whatever fails (a refusal or an
   * error half-way), nothing stays behind: no staged or stored file, no file row, no new layer.
   */
  private async discardOnFailure(
    received: ReceivedUpload,
    newLayerIds: ReadonlyMap<string, number>,
    work: (stored: StoredFile[]) => Promise<void>,
  ): Promise<void> {
    const stored: StoredFile[] = [];
    try {
      await work(stored);
      // Committed: the resumable uploads it came from are not needed any more.
      for (const id of received.resumableIds) await this.resumable.remove(id);
    } catch (err) {
      for (const { layerId, rowId } of stored)
        if (rowId !== null) await this.files.delete(layerId, [rowId]).catch(() => undefined);
      for (const id of newLayerIds.values()) await this.layerRepo.delete(id).catch(() => undefined);
      await this.storage
        .delete([...received.files.map((f) => f.stagingKey), ...stored.map((f) => f.key)])
        .catch(() => undefined);
      throw err;
    }
  }

  /**
   * Moves each file to its layer's place in storage, records it, gives untyped layers the type
   * of their new data, and queues the sources. `stored` tracks what to undo on a failure.
   */
  private async store(
    principal: Principal,
    plan: PlannedFile[],
    layerIdOf: (p: PlannedFile) => number,
    existing: ReadonlyMap<number, { type: string | null }>,
    stored: StoredFile[],
  ): Promise<void> {
    const rowIds: number[] = [];
    // Main files before their companions, so that parent ids exist.
    const order = [...plan.keys()].sort(
      (a, b) => Number(plan[a]!.parent !== null) - Number(plan[b]!.parent !== null),
    );
    for (const index of order) {
      const entry = plan[index]!;
      const layerId = layerIdOf(entry);
      const key = `layers/${layerId}/${randomUUID()}/${entry.staged.name}`;
      const tracked: StoredFile = { layerId, rowId: null, key };
      stored.push(tracked);
      await this.storage.move(entry.staged.stagingKey, key);
      const row = await this.files.create({
        layer_id: layerId,
        parent_id: entry.parent === null ? null : rowIds[entry.parent]!,
        role: entry.role,
        file_type: entry.fileType,
        name: entry.staged.name,
        storage_key: key,
        size: entry.staged.size,
        sha256: entry.staged.sha256,
        content_type: contentTypeOf(entry.staged.name),
        epsg: entry.epsg,
        attach_all: entry.attach?.all ?? false,
        link_field: entry.attach?.field ?? null,
        link_value: entry.attach?.value ?? null,
        status: needsProcessing(entry) ? 'queued' : 'ready',
        progress: needsProcessing(entry) ? 0 : 100,
        uploaded_by: principal.id,
      });
      tracked.rowId = row.id;
      rowIds[index] = row.id;
    }
    for (const [layerId, { type }] of existing) {
      const uploaded = sourceTypeOf(
        plan.filter((p) => p.layer.kind === 'existing' && p.layer.id === layerId),
      );
      if (type === null && uploaded !== null)
        await this.layerRepo.setTypeIfUnset(layerId, uploaded);
    }
    for (const index of order) {
      if (needsProcessing(plan[index]!)) await this.queue.enqueueFile(rowIds[index]!);
    }
  }
}

interface StoredFile {
  layerId: number;
  rowId: number | null;
  key: string;
}

/** The one type of data (vector, raster, photo) of the sources for a layer; null if none. */
function sourceTypeOf(entries: readonly PlannedFile[]): string | null {
  const types = new Set(
    entries.filter((p) => p.role === 'source' && p.fileType !== 'zip').map((p) => p.fileType),
  );
  return types.size === 1 ? [...types][0]! : null;
}

/** Sources go to the workers, and so do zips of attachments (to be unpacked). */
function needsProcessing(entry: PlannedFile): boolean {
  return (
    entry.role === 'source' ||
    (entry.role === 'attachment' &&
      entry.fileType === 'attachment' &&
      entry.staged.name.toLowerCase().endsWith('.zip'))
  );
}

function nonEmpty(errors: UploadErrors): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).filter(([, messages]) => messages.length > 0));
}
