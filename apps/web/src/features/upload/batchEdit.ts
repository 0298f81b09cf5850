import {
  ATTACHMENT,
  isZip,
  layersOffered,
  settle,
  type CoordinateSystemChoice,
  type FileTypesCatalogue,
  type LayerChoice,
  type UploadRow,
} from './uploadRules.js';

/** Rows that can be ticked for a batch edit: main files, not zips (section 4). */
export function batchSelectable(row: UploadRow): boolean {
  return row.parent === null && !isZip(row);
}

export function selected(rows: readonly UploadRow[]): UploadRow[] {
  return rows.filter((row) => row.batch && batchSelectable(row));
}

/** The one file type every selected file has, preselected in 'Batch Edit'; else null. */
export function commonFileType(rows: readonly UploadRow[]): string | null {
  const types = new Set(selected(rows).map((row) => row.fileType));
  return types.size === 1 ? ([...types][0] ?? null) : null;
}

/** The layers offered to every selected file: the intersection of their options. */
export function commonLayers<L extends { id: number; type: string | null }>(
  rows: readonly UploadRow[],
  uploadable: readonly L[],
  fileType: string | null,
): L[] {
  const chosen = selected(rows);
  return uploadable.filter((layer) =>
    chosen.every((row) => layersOffered([layer], fileType ?? row.fileType).length > 0),
  );
}

export interface BatchChange {
  fileType: string | null;
  layer: LayerChoice | null;
  epsg: CoordinateSystemChoice | null;
  attachWhere: string | null;
  /** A survey date for every selected file; undefined: each keeps its own, null: none. */
  surveyDate?: string | null;
}

/**
 * 'Apply' of 'Batch Edit': type, layer, coordinate system, attach target and survey date to
 * every selected file; with no layer the attach target goes; the selection is reset afterwards.
 */
export function applyBatch(
  catalogue: FileTypesCatalogue,
  rows: readonly UploadRow[],
  change: BatchChange,
): UploadRow[] {
  return settle(
    catalogue,
    rows.map((row) => {
      if (!row.batch || !batchSelectable(row)) return { ...row, batch: false };
      const fileType = change.fileType ?? row.fileType;
      return {
        ...row,
        fileType,
        layer: change.layer ?? row.layer,
        epsg: fileType === ATTACHMENT ? null : (change.epsg ?? row.epsg),
        attachWhere: change.layer ? change.attachWhere : null,
        surveyDate: change.surveyDate === undefined ? row.surveyDate : change.surveyDate,
        batch: false,
      };
    }),
  );
}
