import {
  FILE_ORDERING,
  isModelFile,
  type LayerFileRead,
  type LayerFilePatch,
  type LayerFilesQuery,
} from '@waymark/contract';
import { parseByteRange, type ByteSpan } from '../lib/byte-range.js';
import { NotFoundError, ValidationError } from '../lib/errors.js';
import { parseOrdering } from '../lib/ordering.js';
import { layerFilePolicy, listedInFilesPanel } from '../policies/layer-file.policy.js';
import { layerPolicy } from '../policies/layer.policy.js';
import { abilitiesOf, authorize } from '../policies/policy.js';
import type { Principal } from '../policies/principal.js';
import { MODEL_PART_TYPES, type ModelPart } from '../processing/model/model-files.js';
import type { FeatureRepository } from '../repositories/feature.repository.js';
import type { LayerFileRepository, LayerFileRow } from '../repositories/layer-file.repository.js';
import type { LayerRepository, LayerRow } from '../repositories/layer.repository.js';
import type { Storage } from '../storage/storage.js';
import type { Actor, AuditService } from './audit.service.js';
import { isCopc, type CopcShareGuard } from './copc-share.service.js';
import { presentFile } from './layer.presenter.js';
import type { LayerService } from './layer.service.js';
import { shareBox } from './share-bounds.js';

const GEOSPATIAL_ROLES: LayerFileRow['role'][] = ['source', 'companion'];

/**
 * The files of a layer: listed, fetched and deleted as the layer file policy says (the files
 * panel's visibility, feature attachments, editors), and for a share viewer only where they touch
 * the share's bounds.
 */
export class LayerFileService {
  constructor(
    private readonly layers: LayerService,
    private readonly layerRows: LayerRepository,
    private readonly files: LayerFileRepository,
    private readonly features: FeatureRepository,
    private readonly storage: Storage,
    private readonly audit: AuditService,
    private readonly copcShares: CopcShareGuard,
  ) {}

  /** Files of `layer` as `principal` reads them, with what they may do with each. */
  present(principal: Principal, layer: LayerRow, rows: readonly LayerFileRow[]): LayerFileRead[] {
    return rows.map((file) =>
      presentFile(file, abilitiesOf(layerFilePolicy, principal, { layer, file })),
    );
  }

  /** The files list, filtered by the layer's file list visibility for those who cannot edit it. */
  async list(principal: Principal, id: number, query: LayerFilesQuery): Promise<LayerFileRead[]> {
    const layer = await this.layers.visible(principal, id);
    const box = shareBox(principal);
    if (query.type === 'attachment' && query.fid !== undefined) {
      // A share viewer sees the popups of features inside the share only.
      if (box && !(await this.features.isInBox(id, query.fid, box))) return [];
      return this.present(principal, layer, await this.files.attachmentsOfFeature(id, query.fid));
    }
    const order = parseOrdering(query.ordering, FILE_ORDERING, 'name');
    const roles =
      query.type === 'attachment'
        ? ['attachment' as const]
        : query.type === 'geodata'
          ? GEOSPATIAL_ROLES
          : undefined;
    const rows = await this.files.listForLayer(id, {
      order,
      roles: roles ?? [...GEOSPATIAL_ROLES, 'attachment'],
    });
    const shown = rows.filter((file) => listedInFilesPanel(principal, { layer, file }));
    if (!box) return this.present(principal, layer, shown);
    const inside = await this.files.touchingIds(
      shown.map((f) => f.id),
      box,
    );
    return this.present(
      principal,
      layer,
      shown.filter((f) => inside.has(f.id)),
    );
  }

  async byName(principal: Principal, id: number, name: string): Promise<LayerFileRow> {
    const layer = await this.layers.visible(principal, id);
    return this.fetchable(principal, layer, await this.files.findByName(id, name));
  }

  async byId(principal: Principal, id: number, fileId: number): Promise<LayerFileRow> {
    const layer = await this.layers.visible(principal, id);
    return this.fetchable(principal, layer, await this.files.findInLayer(id, fileId));
  }

  /**
   * The file if the policy lets the principal fetch it and, for a share viewer, it touches the
   * share; 404 otherwise (what may not be listed does not exist for the reader).
   */
  private async fetchable(
    principal: Principal,
    layer: LayerRow,
    file: LayerFileRow | undefined,
  ): Promise<LayerFileRow> {
    if (!file || layerFilePolicy.refusal(principal, { layer, file }, 'view') !== null) {
      throw new NotFoundError();
    }
    const box = shareBox(principal);
    if (box && !(await this.files.touchingIds([file.id], box)).has(file.id)) {
      throw new NotFoundError();
    }
    return file;
  }

  /**
   * The glb an IFC attachment was converted to, or its elements' properties: for those who may
   * fetch the attachment itself. 404 when it is no converted model.
   */
  async modelPart(
    principal: Principal,
    id: number,
    fileId: number,
    part: ModelPart,
  ): Promise<LayerFileRow> {
    const model = await this.byId(principal, id, fileId);
    const derived = (await this.files.children(model.id)).find(
      (child) =>
        child.role === 'derived' &&
        child.file_type === MODEL_PART_TYPES[part] &&
        child.status === 'ready',
    );
    if (!derived) throw new NotFoundError();
    return derived;
  }

  /**
   * The bytes of a file to send: those the Range header asks for, less, for a share viewer,
   * the points of a COPC point cloud outside the share's box (spec: points outside a share's
   * bounds are not sent).
   */
  async sendable(
    principal: Principal,
    file: LayerFileRow,
    rangeHeader: string | undefined,
  ): Promise<ByteSpan | 'unsatisfiable' | null> {
    const range = parseByteRange(rangeHeader, Number(file.size));
    const box = shareBox(principal);
    if (!box || !isCopc(file) || range === 'unsatisfiable') return range;
    return this.copcShares.servable(file, box, range);
  }

  /**
   * Sets or corrects a file's survey date (null: it has none); the uploader's word stands over
   * the file's own from then on. Companions and derived files follow their main file. Sets or
   * clears a 3D model's place. What the patch leaves out stays.
   */
  async patch(
    principal: Principal,
    id: number,
    fileId: number,
    patch: LayerFilePatch,
    actor: Actor,
  ): Promise<LayerFileRead> {
    const layer = await this.layers.visible(principal, id);
    const file = await this.fetchable(principal, layer, await this.files.findInLayer(id, fileId));
    authorize(layerFilePolicy, principal, { layer, file }, 'change');
    const day = patch.survey_date;
    if (day !== undefined && (file.role === 'companion' || file.role === 'derived')) {
      throw ValidationError.field('survey_date', 'This file takes the date of its main file.');
    }
    const { placement } = patch;
    if (placement !== undefined && (file.role !== 'attachment' || !isModelFile(file.name))) {
      throw ValidationError.field(
        'placement',
        'Only a 3D model attached to the layer (GLB or IFC) takes a place.',
      );
    }
    await this.files.update(fileId, {
      ...(day !== undefined && {
        survey_date: day,
        survey_date_source: day === null ? null : 'user',
      }),
      ...(placement !== undefined && {
        placement: placement === null ? null : JSON.stringify(placement),
      }),
    });
    if (day !== undefined) {
      // A series' tiles of that date change: a new data version for their ETags.
      await this.layerRows.bumpDataVersion(id);
      await this.audit.record(
        actor,
        'layer.file_date',
        { type: 'layer', id },
        { file: fileId, survey_date: day },
      );
    }
    if (placement !== undefined) {
      await this.audit.record(
        actor,
        'layer.file_placement',
        { type: 'layer', id },
        { file: fileId, placement },
      );
    }
    const [presented] = this.present(principal, layer, [
      (await this.files.findInLayer(id, fileId))!,
    ]);
    return presented!;
  }

  async delete(
    principal: Principal,
    id: number,
    fileIds: readonly number[],
    actor: Actor,
  ): Promise<void> {
    const layer = await this.layers.visible(principal, id);
    authorize(layerPolicy, principal, layer, 'change');
    const known = await Promise.all(fileIds.map((fileId) => this.files.findInLayer(id, fileId)));
    if (known.some((f) => !f)) throw new NotFoundError();
    const { ids, keys } = await this.files.delete(id, fileIds);
    for (const fileId of ids) await this.features.dropFile(id, fileId);
    await this.layerRows.refreshFromFiles(id);
    await this.storage.delete(keys);
    await this.audit.record(actor, 'layer.files_delete', { type: 'layer', id }, { files: fileIds });
  }
}
