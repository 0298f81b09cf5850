import { ATTACHMENT, isZip, type UploadRow } from './uploadRules.js';

/** How a file's bytes travel: in the form itself, or as a finished resumable (tus) upload. */
export type FileSource = { file: Blob } | { resumableId: string };

/**
 * The multipart body of an upload (spec section 7), repeated per file in the table's order:
 * uploads (or uploads_tus for a file sent by tus), uploads_layer_ids and uploads_layer_names
 * (the general upload only), uploads_epsgs (0 when none), uploads_attach, uploads_types (the
 * type of main files that are not attachments; empty for children, attachments and zips),
 * uploads_dates (a main file's survey date, YYYY-MM-DD; empty for none and for children, which
 * take their main file's).
 */
export function uploadFormData(
  rows: readonly UploadRow[],
  sources: ReadonlyMap<string, FileSource>,
  general: boolean,
): FormData {
  const form = new FormData();
  for (const row of rows) {
    const source = sources.get(row.name);
    if (!source) throw new Error(`no bytes for ${row.name}`);
    if ('file' in source) form.append('uploads', source.file, row.name);
    else form.append('uploads_tus', source.resumableId);
    if (general) {
      const layer = row.layer;
      form.append('uploads_layer_ids', layer && 'id' in layer ? String(layer.id) : '');
      form.append('uploads_layer_names', layer && 'newName' in layer ? layer.newName : '');
    }
    form.append('uploads_epsgs', row.epsg?.id ? String(row.epsg.id) : '0');
    form.append('uploads_attach', row.fileType === ATTACHMENT ? (row.attachWhere ?? '') : '');
    const typed = row.parent === null && row.fileType !== ATTACHMENT && !isZip(row);
    form.append('uploads_types', typed ? (row.fileType ?? '') : '');
    form.append('uploads_dates', row.parent === null ? (row.surveyDate ?? '') : '');
  }
  return form;
}
