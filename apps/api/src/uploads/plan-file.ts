import { INT4_MAX } from '@waymark/contract';
import { dayOfText } from '../processing/survey-date/date-text.js';
import { extensionOf, FILE_TYPES } from '../processing/file-types.js';
import type { LayerTarget, PlanContext, PlannedFile, UploadErrors } from './plan-upload.js';
import type { ReceivedUpload, StagedFile } from './receive-parts.js';

/** The planning of one file on its own (planUpload's per-file step). */

type Fields = ReceivedUpload['fields'];

/** A file's name without its extension, lower-cased: how companions are matched. */
export const baseName = (name: string) =>
  name.slice(0, name.length - extensionOf(name).length).toLowerCase();

/** A layer id as a form sends it: decimal digits ('0x10' is not 16), a positive int4. */
export function parseLayerId(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= INT4_MAX ? id : null;
}

/** 'field,value' (features whose field has that value), '__ALL__,*' (every feature), or none. */
function parseAttach(raw: string): PlannedFile['attach'] | undefined {
  if (raw === '') return null;
  if (raw === '__ALL__,*') return { all: true, field: null, value: null };
  const comma = raw.indexOf(',');
  if (comma <= 0) return undefined;
  return { all: false, field: raw.slice(0, comma), value: raw.slice(comma + 1) };
}

function parseEpsg(name: string, raw: string, errors: UploadErrors): number | null {
  if (raw === '' || raw === '0') return null;
  const epsg = Number(raw);
  if (!/^\d+$/.test(raw) || epsg > 999_999) {
    errors.uploads_epsgs.push(`${name}: "${raw}" is not an EPSG code.`);
    return null;
  }
  return epsg;
}

/** The layer a file goes to: the fixed one, an existing one by id, or a new one by name. */
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

/** Whether the extension is of the chosen type, and what that type needs beside the file. */
function checkType(
  name: string,
  fileType: string,
  epsg: number | null,
  lowerNames: ReadonlySet<string>,
  errors: UploadErrors,
): void {
  const ext = extensionOf(name);
  if (fileType === 'zip' && ext !== '.zip') {
    errors.uploads_types.push(`${name}: only .zip files are zip archives.`);
  }
  if (fileType === '' || fileType === 'zip' || fileType === 'attachment') return;
  const types = FILE_TYPES[fileType];
  if (!types) errors.uploads_types.push(`${name}: unknown file type "${fileType}".`);
  else if (!types[ext])
    errors.uploads_types.push(
      `${name}: a ${ext || 'file without extension'} file is not ${fileType} data.`,
    );
  else if (
    types[ext].children.required.includes('.prj') &&
    epsg === null &&
    !lowerNames.has(`${baseName(name)}.prj`)
  )
    // Section 4, epsgRequired: the coordinate system comes from <base>.prj or the upload.
    errors.uploads_epsgs.push(
      `${name}: choose a coordinate system, or upload ${baseName(name)}.prj with it.`,
    );
  if (ext === '.copc.laz')
    errors.uploads_types.push(`${name}: point clouds can only be attachments.`);
}

/** A survey date given with the file: '' for none, else a real day written YYYY-MM-DD. */
function parseSurveyDate(name: string, raw: string, errors: UploadErrors): string | null {
  if (raw === '') return null;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(raw) ? dayOfText(raw) : null;
  if (!day) errors.uploads_dates.push(`${name}: "${raw}" is not a survey date (YYYY-MM-DD).`);
  return day;
}

/**
 * One file on its own: its type (a zip without one is a zip, a file with an attach target an
 * attachment, one without either a companion), coordinate system, attach target and layer.
 * Null when its attach target cannot be read at all.
 */
export function planFile(
  staged: StagedFile,
  i: number,
  fields: Fields,
  context: PlanContext,
  lowerNames: ReadonlySet<string>,
  errors: UploadErrors,
): PlannedFile | null {
  const at = (field: keyof Fields) => (fields[field][i] ?? '').trim();
  const name = staged.name;
  const attachRaw = at('uploads_attach');
  const attach = parseAttach(attachRaw);
  if (attach === undefined) {
    errors.upload.push(`${name}: attach to "${attachRaw}" is not 'field,value' or '__ALL__,*'.`);
    return null;
  }
  let fileType = at('uploads_types');
  if (fileType === '' && extensionOf(name) === '.zip') fileType = 'zip';
  if (fileType === '' && attach) fileType = 'attachment';
  const epsg = parseEpsg(name, at('uploads_epsgs'), errors);
  const surveyDate = parseSurveyDate(name, at('uploads_dates'), errors);
  const layer = targetOf(name, at('uploads_layer_ids'), at('uploads_layer_names'), context, errors);
  checkType(name, fileType, epsg, lowerNames, errors);
  if (fileType === 'attachment' && !attach && extensionOf(name) !== '.zip') {
    errors.upload.push(`${name}: choose the features to attach it to.`);
  }
  const role: PlannedFile['role'] =
    fileType === 'attachment' ? 'attachment' : fileType === '' ? 'companion' : 'source';
  if (!layer && role !== 'companion') errors.upload.push(`${name}: choose a layer.`);
  return {
    staged,
    role,
    fileType,
    epsg,
    surveyDate,
    attach,
    layer: layer ?? { kind: 'existing', id: 0 },
    parent: null,
  };
}
