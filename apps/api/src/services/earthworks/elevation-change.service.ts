import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ElevationChangeRequest, LayerRead } from '@waymark/contract';
import { ValidationError } from '../../lib/errors.js';
import { mapPolicy } from '../../policies/map.policy.js';
import { viewerOf } from '../../policies/ownership.js';
import { authorize } from '../../policies/policy.js';
import type { Principal } from '../../policies/principal.js';
import type { LayerFileRepository } from '../../repositories/layer-file.repository.js';
import type { LayerRepository } from '../../repositories/layer.repository.js';
import type { MapLayerRepository } from '../../repositories/map-layer.repository.js';
import type { SurveyRepository } from '../../repositories/survey.repository.js';
import type { Storage } from '../../storage/storage.js';
import type { JobQueue } from '../../uploads/upload-commit.service.js';
import type { Actor, AuditService } from '../audit.service.js';
import type { LayerService } from '../layer.service.js';
import type { MapService } from '../map.service.js';
import { resolveSurvey, type Survey } from './surveys.js';

/** What the workers read to compute an elevation change: the two surveys' source files. */
export interface ElevationChangeSpec {
  earlier: { layer_id: number; survey_date: string | null; file_ids: number[] };
  later: { layer_id: number; survey_date: string | null; file_ids: number[] };
}

export const SPEC_NAME = 'elevation-change.json';

const label = (survey: Survey) => survey.date ?? survey.layerName;

/**
 * Elevation change (issue 23): a new layer of the map, later minus earlier, that the workers
 * compute as they process any upload (its progress and errors shown alike) and draw with the
 * diverging ramp. Made by those who may add layers to the map.
 */
export class ElevationChangeService {
  constructor(
    private readonly maps: MapService,
    private readonly layerService: LayerService,
    private readonly surveys: SurveyRepository,
    private readonly layers: LayerRepository,
    private readonly files: LayerFileRepository,
    private readonly mapLayers: MapLayerRepository,
    private readonly storage: Storage,
    private readonly queue: JobQueue,
    private readonly audit: AuditService,
  ) {}

  async create(
    principal: Principal,
    mapId: number,
    body: ElevationChangeRequest,
    actor: Actor,
  ): Promise<LayerRead> {
    const map = await this.maps.visible(principal, mapId);
    authorize(mapPolicy, principal, map, 'add_layer');
    const viewer = viewerOf(principal);
    const earlier = await resolveSurvey(this.surveys, mapId, viewer, body.earlier, 'earlier');
    const later = await resolveSurvey(this.surveys, mapId, viewer, body.later, 'later');
    if (earlier.layerId === later.layerId && earlier.date === later.date) {
      throw ValidationError.field('later', 'Choose two different surveys.');
    }
    if (
      !(await this.surveys.overlap(
        earlier.files.map((f) => f.file_id),
        later.files.map((f) => f.file_id),
      ))
    ) {
      throw ValidationError.field('later', 'The two surveys do not overlap.');
    }
    const spec: ElevationChangeSpec = {
      earlier: {
        layer_id: earlier.layerId,
        survey_date: earlier.date,
        file_ids: earlier.files.map((f) => f.file_id),
      },
      later: {
        layer_id: later.layerId,
        survey_date: later.date,
        file_ids: later.files.map((f) => f.file_id),
      },
    };
    const layer = await this.layers.create({
      name: body.name ?? `Elevation change ${label(earlier)} – ${label(later)}`,
      organisation_id: map.organisation_id,
      owner_id: principal.id,
      type: 'raster',
      raster_kind: 'difference',
      popup: '',
    });
    await this.mapLayers.attach(map.id, layer.id);
    const key = `layers/${layer.id}/${randomUUID()}/${SPEC_NAME}`;
    const stored = await this.storage.put(key, Readable.from([Buffer.from(JSON.stringify(spec))]));
    const file = await this.files.create({
      layer_id: layer.id,
      parent_id: null,
      role: 'source',
      file_type: 'difference',
      name: SPEC_NAME,
      storage_key: key,
      size: stored.size,
      sha256: stored.sha256,
      content_type: 'application/json',
      epsg: null,
      status: 'queued',
      progress: 0,
      uploaded_by: principal.id,
    });
    await this.mapLayers.touchMap(map.id);
    await this.queue.enqueueFile(file.id);
    await this.audit.record(
      actor,
      'map.elevation_change',
      { type: 'map', id: map.id },
      { layer: layer.id, ...spec },
    );
    return this.layerService.get(principal, layer.id);
  }
}
