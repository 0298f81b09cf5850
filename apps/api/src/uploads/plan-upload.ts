import type { ReceivedUpload, StagedFile } from './receive-parts.js';
import {
  attachCompanions,
  checkDuplicateNames,
  checkFieldCounts,
  checkLayerTypes,
  checkOneTypePerLayer,
  checkOnly,
} from './plan-upload-steps.js';
import { planFile } from './plan-file.js';

export { parseLayerId } from './plan-file.js';

/** Where a file goes: an existing layer, or a new one named in the upload. */
export type LayerTarget = { kind: 'existing'; id: number } | { kind: 'new'; name: string };

export interface PlannedFile {
  staged: StagedFile;
  role: 'source' | 'companion' | 'attachment';
  /** 'vector', 'raster', 'photo', 'zip' (type detected by the processor) or 'attachment'. */
  fileType: string;
  epsg: number | null;
  /** The survey date the uploader gave ('YYYY-MM-DD'), or null: the file's own, if it has one. */
  surveyDate: string | null;
  attach: { all: boolean; field: string | null; value: string | null } | null;
  layer: LayerTarget;
  /** Index of the main file a companion belongs to. */
  parent: number | null;
}

export interface UploadErrors {
  upload: string[];
  uploads_epsgs: string[];
  uploads_types: string[];
  uploads_dates: string[];
}

export interface PlanContext {
  /** The layer the file must go to (layer upload), or null (general upload: from the fields). */
  fixedLayer: { id: number; type: string | null } | null;
  /** Existing layers the uploader may upload to, by id, with their type. */
  uploadableLayers: Map<number, { name: string; type: string | null }>;
  /** 'attachment' when only attachments are accepted, 'geodata' when none are. */
  only?: 'attachment' | 'geodata';
}

/**
 * Checks a received upload against the spec's rules (section 5.3 and the settled readings) and
 * says, per file, what it is and where it goes. Errors are collected, not thrown, so the client
 * gets every problem at once; the steps are in plan-file.ts and plan-upload-steps.ts.
 */
export function planUpload(
  received: ReceivedUpload,
  context: PlanContext,
): { plan: PlannedFile[]; errors: UploadErrors } {
  const errors: UploadErrors = {
    upload: [],
    uploads_epsgs: [],
    uploads_types: [],
    uploads_dates: [],
  };
  checkFieldCounts(received, errors);
  checkDuplicateNames(received.files, errors);
  // The fields cannot be matched to the files: nothing more to say about them.
  if (errors.upload.length) return { plan: [], errors };

  // Lower-cased, as companions are matched.
  const lowerNames = new Set(received.files.map((f) => f.name.toLowerCase()));
  const plan = received.files.map((staged, i) =>
    planFile(staged, i, received.fields, context, lowerNames, errors),
  );
  attachCompanions(plan, errors);
  checkLayerTypes(plan, context, errors);
  checkOneTypePerLayer(plan, errors);
  checkOnly(plan, context, errors);
  return { plan: plan.filter((p): p is PlannedFile => p !== null), errors };
}

export function hasErrors(errors: UploadErrors): boolean {
  return Object.values(errors).some((messages) => messages.length > 0);
}
