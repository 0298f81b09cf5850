import { extensionOf, FILE_TYPES } from '../processing/file-types.js';
import { baseName } from './plan-file.js';
import type { PlanContext, PlannedFile, UploadErrors } from './plan-upload.js';
import type { ReceivedUpload, StagedFile } from './receive-parts.js';

/** The upload-wide steps of planUpload; each adds what it finds to `errors`. */

/** Something to upload, and each per-file field either empty or with one value per file. */
export function checkFieldCounts({ files, fields }: ReceivedUpload, errors: UploadErrors): void {
  if (files.length === 0) errors.upload.push('No files were uploaded.');
  for (const [field, values] of Object.entries(fields)) {
    if (values.length !== 0 && values.length !== files.length) {
      errors.upload.push(
        `${field} must have one value per file (${values.length} for ${files.length} files).`,
      );
    }
  }
}

/** Files are told apart by name (companions find their main file by it). */
export function checkDuplicateNames(files: readonly StagedFile[], errors: UploadErrors): void {
  const names = new Set<string>();
  for (const file of files) {
    if (names.has(file.name)) errors.upload.push(`${file.name}: the file is listed twice.`);
    names.add(file.name);
  }
}

/**
 * Companions: same base name as a main file, extension among its type's children. A companion
 * inherits its main file's type, coordinate system, layer and attach target (settled reading).
 */
export function attachCompanions(plan: (PlannedFile | null)[], errors: UploadErrors): void {
  plan.forEach((entry, i) => {
    if (!entry || entry.role !== 'companion') return;
    const ext = extensionOf(entry.staged.name);
    const parent = plan.findIndex((main, j) => {
      if (!main || j === i || main.role !== 'source') return false;
      const children = FILE_TYPES[main.fileType]?.[extensionOf(main.staged.name)]?.children;
      return (
        baseName(main.staged.name) === baseName(entry.staged.name) &&
        !!children &&
        [...children.required, ...children.optional].includes(ext)
      );
    });
    const main = plan[parent];
    if (parent < 0 || !main) {
      errors.uploads_types.push(`${entry.staged.name}: choose a file type.`);
      return;
    }
    Object.assign(entry, {
      parent,
      fileType: main.fileType,
      epsg: main.epsg,
      surveyDate: main.surveyDate,
      layer: main.layer,
      attach: main.attach,
    });
  });
}

/** A source for an existing layer must be of the layer's type (zips are typed by content). */
export function checkLayerTypes(
  plan: readonly (PlannedFile | null)[],
  context: PlanContext,
  errors: UploadErrors,
): void {
  for (const entry of plan) {
    if (!entry || entry.role !== 'source' || entry.layer.kind !== 'existing') continue;
    const layerType =
      context.fixedLayer?.type ?? context.uploadableLayers.get(entry.layer.id)?.type ?? null;
    if (layerType && entry.fileType !== 'zip' && entry.fileType !== layerType) {
      errors.uploads_types.push(
        `${entry.staged.name}: the layer holds ${layerType} data, not ${entry.fileType}.`,
      );
    }
  }
}

/** One layer holds one type of data: the sources planned for a layer must agree. */
export function checkOneTypePerLayer(
  plan: readonly (PlannedFile | null)[],
  errors: UploadErrors,
): void {
  const typesByLayer = new Map<string, Set<string>>();
  for (const entry of plan) {
    if (!entry || entry.role !== 'source' || entry.fileType === 'zip') continue;
    const key = entry.layer.kind === 'new' ? `new:${entry.layer.name}` : `id:${entry.layer.id}`;
    typesByLayer.set(key, (typesByLayer.get(key) ?? new Set()).add(entry.fileType));
  }
  for (const [key, types] of typesByLayer) {
    if (types.size > 1)
      errors.uploads_types.push(
        `${key.startsWith('new:') ? `Layer "${key.slice(4)}"` : 'One layer'} cannot hold both ${[...types].join(' and ')} data.`,
      );
  }
}

/** upload_attachment/ takes attachments only; upload_file/ none. */
export function checkOnly(
  plan: readonly (PlannedFile | null)[],
  context: PlanContext,
  errors: UploadErrors,
): void {
  if (
    context.only === 'attachment' &&
    plan.some((p) => p && p.role !== 'attachment' && p.fileType !== 'zip')
  ) {
    errors.uploads_types.push('Only attachments can be uploaded here.');
  }
  if (context.only === 'geodata' && plan.some((p) => p?.role === 'attachment')) {
    errors.uploads_types.push('Attachments go to upload_attachment.');
  }
}
