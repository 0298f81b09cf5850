import { newLayerPopup } from '@waymark/contract';
import { HttpError, PermissionDeniedError } from '../lib/errors.js';
import type { LayerFileRepository } from '../repositories/layer-file.repository.js';
import type { LayerRepository, LayerRow } from '../repositories/layer.repository.js';
import type { MapLayerRepository } from '../repositories/map-layer.repository.js';
import type { MapRow } from '../repositories/map.repository.js';
import type { SpatialRefRepository } from '../repositories/spatial-ref.repository.js';
import { viewerOf } from '../policies/ownership.js';
import type { AuditService } from '../services/audit.service.js';
import type { Storage } from '../storage/storage.js';
import {
  hasErrors,
  parseLayerId,
  planUpload,
  type PlanContext,
  type PlannedFile,
  type UploadErrors,
} from './plan-upload.js';
import type { ReceivedUpload } from './receive-parts.js';
import { sourceTypeOf, storePlannedFiles, type StoredFile } from './store-upload.js';
import type { TusUploads } from './tus-uploads.js';
import { UPLOAD_OWNER_DENIED } from '../policies/layer.policy.js';
import { mapPolicy } from '../policies/map.policy.js';
import { authorize } from '../policies/policy.js';
import {
  auditActor,
  newLayerOwnership,
  uploadableLayers,
  uploadedBy,
  type Uploader,
} from './uploader.js';

/** Hands a stored source file to the processing workers. */
export interface JobQueue {
  enqueueFile(fileId: number): Promise<void>;
  /** An offline pack's archive to build (issue 28). */
  enqueuePackArchive(archiveId: number): Promise<void>;
}

/** Where an upload goes: new or existing layers of a map, or one layer (maybe of one kind). */
export type UploadTarget =
  | { kind: 'map'; map: MapRow }
  | { kind: 'layer'; layer: LayerRow; only?: 'attachment' | 'geodata' };

export interface CommittedUpload {
  /** The files to process (sources, zips of attachments), main files first. */
  toProcess: number[];
  /** The layers created for the upload, by name. */
  newLayers: ReadonlyMap<string, number>;
}

/**
 * The one way files become part of a layer, whoever sends them: staged files with their
 * per-file fields (a ReceivedUpload — from an HTTP request, receiveParts, or from the local disk,
 * stageLocalFiles) are planned, checked, stored and recorded, and their sources processed.
 */
export class UploadCommitService {
  constructor(
    private readonly layers: LayerRepository,
    private readonly files: LayerFileRepository,
    private readonly mapLayers: MapLayerRepository,
    private readonly spatialRefs: SpatialRefRepository,
    private readonly storage: Storage,
    private readonly queue: JobQueue,
    private readonly audit: AuditService,
    private readonly resumable: Pick<TusUploads, 'remove'>,
  ) {}

  /**
   * Commits a staged upload. Whatever fails (a refusal, 400 with every problem found, or an
   * error half-way), nothing stays behind: no staged or stored file, no row, no new layer. The
   * sources are queued for the workers, or with `process: 'by-caller'` left to the caller (the
   * command line processes them at once).
   */
  async commit(
    received: ReceivedUpload,
    target: UploadTarget,
    uploader: Uploader,
    process: 'queue' | 'by-caller' = 'queue',
  ): Promise<CommittedUpload> {
    const newLayers = new Map<string, number>();
    const stored: StoredFile[] = [];
    try {
      const toProcess =
        target.kind === 'map'
          ? await this.commitToMap(received, target.map, uploader, newLayers, stored)
          : await this.commitToLayer(received, target, uploader, stored);
      if (process === 'queue') for (const id of toProcess) await this.queue.enqueueFile(id);
      // Committed: the resumable uploads it came from are not needed any more.
      for (const id of received.resumableIds) await this.resumable.remove(id);
      return { toProcess, newLayers };
    } catch (err) {
      for (const { layerId, rowId } of stored)
        if (rowId !== null) await this.files.delete(layerId, [rowId]).catch(() => undefined);
      for (const id of newLayers.values()) await this.layers.delete(id).catch(() => undefined);
      await this.storage
        .delete([...received.files.map((f) => f.stagingKey), ...stored.map((f) => f.key)])
        .catch(() => undefined);
      throw err;
    }
  }

  /** The general upload: files to existing or new layers of one map. */
  private async commitToMap(
    received: ReceivedUpload,
    map: MapRow,
    uploader: Uploader,
    newLayers: Map<string, number>,
    stored: StoredFile[],
  ): Promise<number[]> {
    const layerRows =
      uploader.kind === 'system'
        ? await this.layers.listAllForMap(map.id)
        : await this.layers.listForMap(map.id, viewerOf(uploader.principal));
    const open = uploadableLayers(uploader, layerRows);
    const uploadable = new Map(open.map((l) => [l.id, { name: l.name, type: l.type }]));
    // A layer of the map the uploader sees but may not change: not theirs to upload to.
    const readOnly = new Set(layerRows.filter((l) => !uploadable.has(l.id)).map((l) => l.id));
    if (received.fields.uploads_layer_ids.some((raw) => readOnly.has(parseLayerId(raw) ?? 0))) {
      throw new PermissionDeniedError(UPLOAD_OWNER_DENIED);
    }
    const plan = await this.checked(received, { fixedLayer: null, uploadableLayers: uploadable });
    const names = new Set(plan.flatMap((p) => (p.layer.kind === 'new' ? [p.layer.name] : [])));
    if (names.size > 0 && uploader.kind === 'user') {
      authorize(mapPolicy, uploader.principal, map, 'add_layer');
    }
    for (const name of names) {
      const type = sourceTypeOf(
        plan.filter((p) => p.layer.kind === 'new' && p.layer.name === name),
      );
      const layer = await this.layers.create({
        name,
        type,
        // Section 9: a new vector layer starts with the Tab View Popup, however it is made.
        popup: newLayerPopup(type),
        organisation_id: map.organisation_id,
        ...newLayerOwnership(uploader),
      });
      newLayers.set(name, layer.id);
      await this.mapLayers.attach(map.id, layer.id);
    }
    const layerIdOf = (p: PlannedFile) =>
      p.layer.kind === 'new' ? newLayers.get(p.layer.name)! : p.layer.id;
    const toProcess = await this.store(plan, layerIdOf, uploadable, uploader, stored);
    await this.mapLayers.touchMap(map.id);
    await this.audit.record(
      auditActor(uploader),
      'map.upload',
      { type: 'map', id: map.id },
      { files: plan.map((p) => p.staged.name), new_layers: [...newLayers.values()] },
    );
    return toProcess;
  }

  /** The layer upload: files into one layer. */
  private async commitToLayer(
    received: ReceivedUpload,
    { layer, only }: Extract<UploadTarget, { kind: 'layer' }>,
    uploader: Uploader,
    stored: StoredFile[],
  ): Promise<number[]> {
    const target = new Map([[layer.id, { name: layer.name, type: layer.type }]]);
    const plan = await this.checked(received, {
      fixedLayer: { id: layer.id, type: layer.type },
      uploadableLayers: target,
      only,
    });
    const toProcess = await this.store(plan, () => layer.id, target, uploader, stored);
    await this.mapLayers.touchMapsOfLayer(layer.id);
    await this.audit.record(
      auditActor(uploader),
      'layer.upload',
      { type: 'layer', id: layer.id },
      { files: plan.map((p) => p.staged.name) },
    );
    return toProcess;
  }

  /** Plans the upload; on any problem the client gets 400 with all of them. */
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

  private store(
    plan: PlannedFile[],
    layerIdOf: (p: PlannedFile) => number,
    existing: ReadonlyMap<number, { type: string | null }>,
    uploader: Uploader,
    stored: StoredFile[],
  ): Promise<number[]> {
    const deps = { storage: this.storage, files: this.files, layers: this.layers };
    return storePlannedFiles(deps, plan, layerIdOf, existing, uploadedBy(uploader), stored);
  }
}

function nonEmpty(errors: UploadErrors): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).filter(([, messages]) => messages.length > 0));
}
