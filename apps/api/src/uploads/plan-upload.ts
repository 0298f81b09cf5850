import { INT4_MAX } from '@waymark/contract';
import { extensionOf, FILE_TYPES } from '../processing/file-types.js';
import type { ReceivedUpload, StagedFile } from './receive-parts.js';

/** Where a file goes: an existing layer, or a new one named in the upload. */
export type LayerTarget = { kind: 'existing'; id: number } | { kind: 'new'; name: string };

export interface PlannedFile {
  staged: StagedFile;
  role: 'source' | 'companion' | 'attachment';
  /** 'vector', 'raster', 'photo', 'zip' (type detected by the processor) or 'attachment'. */
  fileType: string;
  epsg: number | null;
  attach: { all: boolean; field: string | null; value: string | null } | null;
  layer: LayerTarget;
  /** Index of the main file a companion belongs to. */
  parent: number | null;
}

export interface UploadErrors {
  upload: string[];
  uploads_epsgs: string[];
  uploads_types: string[];
}

export interface PlanContext {
  /** The layer the file must go to (layer upload), or null (general upload: from the fields). */
  fixedLayer: { id: number; type: string | null } | null;
  /** Existing layers the uploader may upload to, by id, with their type. */
  uploadableLayers: Map<number, { name: string; type: string | null }>;
  /** 'attachment' when only attachments are accepted, 'geodata' when none are. */
  only?: 'attachment' | 'geodata';
}

const base = (name: string) => name.slice(0, name.length - extensionOf(name).length).toLowerCase();

function parseAttach(raw: string): PlannedFile['attach'] {
  if (raw === '') return null;
  if (raw === '__ALL__,*') return { all: true, field: null, value: null };
  const comma = raw.indexOf(',');
  if (comma <= 0) return undefined as never;
  return { all: false, field: raw.slice(0, comma), value: raw.slice(comma + 1) };
}

/**
 * Checks a received upload against the spec's rules (section 5.3 and the settled readings) and
 * says, per file, what it is and where it goes. Errors are collected, not thrown, so the client
 * gets every problem at once.
 */
export function planUpload(
  received: ReceivedUpload,
  context: PlanContext,
): { plan: PlannedFile[]; errors: UploadErrors } {
  const errors: UploadErrors = { upload: [], uploads_epsgs: [], uploads_types: [] };
  const { files, fields } = received;
  if (files.length === 0) errors.upload.push('No files were uploaded.');
  for (const [field, values] of Object.entries(fields)) {
    if (values.length !== 0 && values.length !== files.length) {
      errors.upload.push(
        `${field} must have one value per file (${values.length} for ${files.length} files).`,
      );
    }
  }
  const names = new Set<string>();
  for (const file of files) {
    if (names.has(file.name)) errors.upload.push(`${file.name}: the file is listed twice.`);
    names.add(file.name);
  }
  // Lower-cased, as companions are matched.
  const lowerNames = new Set(files.map((f) => f.name.toLowerCase()));
  if (errors.upload.length) return { plan: [], errors };

  const at = (field: keyof ReceivedUpload['fields'], i: number) => (fields[field][i] ?? '').trim();
  const plan: (PlannedFile | null)[] = files.map((staged, i) => {
    const ext = extensionOf(staged.name);
    let fileType = at('uploads_types', i);
    const attachRaw = at('uploads_attach', i);
    const attach = parseAttach(attachRaw);
    if (attach === undefined) {
      errors.upload.push(
        `${staged.name}: attach to "${attachRaw}" is not 'field,value' or '__ALL__,*'.`,
      );
      return null;
    }
    if (fileType === '' && ext === '.zip') fileType = 'zip';
    if (fileType === '' && attach) fileType = 'attachment';
    const epsgRaw = at('uploads_epsgs', i);
    let epsg = epsgRaw === '' || epsgRaw === '0' ? null : Number(epsgRaw);
    if (epsg !== null && (!/^\d+$/.test(epsgRaw) || epsg > 999_999)) {
      errors.uploads_epsgs.push(`${staged.name}: "${epsgRaw}" is not an EPSG code.`);
      epsg = null;
    }
    const layer = targetOf(
      staged.name,
      at('uploads_layer_ids', i),
      at('uploads_layer_names', i),
      context,
      errors,
    );
    if (fileType === 'zip' && ext !== '.zip') {
      errors.uploads_types.push(`${staged.name}: only .zip files are zip archives.`);
    }
    if (fileType !== '' && fileType !== 'zip' && fileType !== 'attachment') {
      const types = FILE_TYPES[fileType];
      if (!types) errors.uploads_types.push(`${staged.name}: unknown file type "${fileType}".`);
      else if (!types[ext])
        errors.uploads_types.push(
          `${staged.name}: a ${ext || 'file without extension'} file is not ${fileType} data.`,
        );
      else if (
        types[ext].children.required.includes('.prj') &&
        epsg === null &&
        !lowerNames.has(`${base(staged.name)}.prj`)
      )
        // Section 4, epsgRequired: the coordinate system comes from <base>.prj or the upload.
        errors.uploads_epsgs.push(
          `${staged.name}: choose a coordinate system, or upload ${base(staged.name)}.prj with it.`,
        );
      if (ext === '.copc.laz')
        errors.uploads_types.push(`${staged.name}: point clouds can only be attachments.`);
    }
    if (fileType === 'attachment' && !attach && ext !== '.zip') {
      errors.upload.push(`${staged.name}: choose the features to attach it to.`);
    }
    const role: PlannedFile['role'] =
      fileType === 'attachment' ? 'attachment' : fileType === '' ? 'companion' : 'source';
    if (!layer && role !== 'companion') errors.upload.push(`${staged.name}: choose a layer.`);
    return {
      staged,
      role,
      fileType,
      epsg: epsg ?? null,
      attach,
      layer: layer ?? { kind: 'existing', id: 0 },
      parent: null,
    };
  });

  // Companions: same base name as a main file, extension among its type's children.
  plan.forEach((entry, i) => {
    if (!entry || entry.role !== 'companion') return;
    const ext = extensionOf(entry.staged.name);
    const parent = plan.findIndex((main, j) => {
      if (!main || j === i || main.role !== 'source') return false;
      const children = FILE_TYPES[main.fileType]?.[extensionOf(main.staged.name)]?.children;
      return (
        base(main.staged.name) === base(entry.staged.name) &&
        !!children &&
        [...children.required, ...children.optional].includes(ext)
      );
    });
    const main = plan[parent];
    if (parent < 0 || !main) {
      errors.uploads_types.push(`${entry.staged.name}: choose a file type.`);
      return;
    }
    // A companion inherits its main file's settings (settled reading).
    Object.assign(entry, {
      parent,
      fileType: main.fileType,
      epsg: main.epsg,
      layer: main.layer,
      attach: main.attach,
    });
  });

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
  // One layer holds one type of data: the sources planned for a layer must agree.
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
  if (
    context.only === 'attachment' &&
    plan.some((p) => p && p.role !== 'attachment' && p.fileType !== 'zip')
  ) {
    errors.uploads_types.push('Only attachments can be uploaded here.');
  }
  if (context.only === 'geodata' && plan.some((p) => p?.role === 'attachment')) {
    errors.uploads_types.push('Attachments go to upload_attachment.');
  }
  return { plan: plan.filter((p): p is PlannedFile => p !== null), errors };
}

function targetOf(
  name: string,
  idRaw: string,
  newName: string,
  context: PlanContext,
  errors: UploadErrors,
): LayerTarget | null {
  if (context.fixedLayer) return { kind: 'existing', id: context.fixedLayer.id };
  if (idRaw !== '') {
    const id = parseLayerId(idRaw);
    if (id !== null && context.uploadableLayers.has(id)) return { kind: 'existing', id };
    errors.upload.push(`${name}: layer ${idRaw} is not a layer of this map you can upload to.`);
    return null;
  }
  if (newName !== '') {
    if (newName.length > 255)
      errors.upload.push(`${name}: the layer name is longer than 255 characters.`);
    return { kind: 'new', name: newName };
  }
  return null;
}

/** A layer id as a form sends it: decimal digits ('0x10' is not 16), a positive int4. */
export function parseLayerId(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= INT4_MAX ? id : null;
}

export function hasErrors(errors: UploadErrors): boolean {
  return errors.upload.length + errors.uploads_epsgs.length + errors.uploads_types.length > 0;
}
