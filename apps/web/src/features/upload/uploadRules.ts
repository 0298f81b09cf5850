/**
 * The rules of the upload dialogs (spec sections 2.8, 3 'Upload file item', 4 'Upload file rows'
 * and 5.3), as plain functions over plain rows so that every rule is tested on its own.
 */

import type { FileTypesCatalogue } from '../../entities/layer-file/uploadQueries.js';

export type { FileTypesCatalogue };

export interface CoordinateSystemChoice {
  text: string;
  /** null: the file's own (encoded or .prj) system. */
  id: number | null;
}

/** A layer a file goes to: an existing one, or a new one named in the general upload. */
export type LayerChoice = { id: number; name: string; type: string | null } | { newName: string };

export interface UploadRow {
  name: string;
  size: number;
  /** MIME type. */
  type: string;
  /** A type name of the catalogue, 'attachment' or 'zip'; null until chosen. */
  fileType: string | null;
  layer: LayerChoice | null;
  epsg: CoordinateSystemChoice | null;
  epsgRequired: boolean | null;
  /** 'field,value' or '__ALL__,*'. */
  attachWhere: string | null;
  /**
   * The day the file's data was captured ('YYYY-MM-DD'); null: none given, the server reads it
   * from the file where the file says so.
   */
  surveyDate: string | null;
  /** The main file's name, for companion files. */
  parent: string | null;
  batch: boolean;
  fileError: string[];
}

export const ALL_FEATURES = '__ALL__,*';
export const ATTACHMENT = 'attachment';
export const ZIP = 'zip';

/** '.copc.laz', '.shp.xml' and '.aux.xml' count as one extension: the longest known one wins. */
export function extensionOf(name: string): string {
  const lower = name.toLowerCase();
  for (const compound of ['.copc.laz', '.shp.xml', '.aux.xml'])
    if (lower.endsWith(compound)) return compound;
  const dot = lower.lastIndexOf('.');
  return dot <= 0 ? '' : lower.slice(dot);
}

export function baseOf(name: string): string {
  return name.slice(0, name.length - extensionOf(name).length).toLowerCase();
}

export const isZip = (row: Pick<UploadRow, 'name'>) => extensionOf(row.name) === '.zip';
const layerTypeOf = (layer: LayerChoice | null) => (layer && 'id' in layer ? layer.type : null);

/**
 * 5.3, file types offered: always 'attachment', plus every type whose extensions include the
 * file's; only the target layer's type when it has one; a '.copc.laz' only as an attachment.
 */
export function typesOffered(
  catalogue: FileTypesCatalogue,
  name: string,
  layerType: string | null = null,
): string[] {
  const ext = extensionOf(name);
  if (ext === '.copc.laz') return [ATTACHMENT];
  const types = Object.entries(catalogue)
    .filter(([type, extensions]) => type !== ATTACHMENT && ext in extensions)
    .map(([type]) => type)
    .filter((type) => !layerType || type === layerType);
  return [ATTACHMENT, ...types];
}

/** The companion extensions a main file of `fileType` takes. */
function childrenOf(catalogue: FileTypesCatalogue, row: UploadRow) {
  if (!row.fileType || row.fileType === ATTACHMENT || row.fileType === ZIP) return null;
  return catalogue[row.fileType]?.[extensionOf(row.name)]?.children ?? null;
}

/**
 * Section 4, epsgRequired (recomputed when the type changes): null for attachments; true when
 * '.prj' is a required child and '<base>.prj' is missing; false when '.prj' is an allowed child
 * and present, or for a .tif / .tiff; null otherwise.
 */
export function epsgRequiredOf(
  catalogue: FileTypesCatalogue,
  row: UploadRow,
  names: ReadonlySet<string>,
): boolean | null {
  if (row.fileType === ATTACHMENT) return null;
  const children = childrenOf(catalogue, row);
  const prj = `${baseOf(row.name)}.prj`;
  const hasPrj = names.has(prj);
  if (children?.required.includes('.prj') && !hasPrj) return true;
  const allowsPrj = !!children && [...children.required, ...children.optional].includes('.prj');
  if ((allowsPrj && hasPrj) || /\.tiff?$/i.test(row.name)) return false;
  return null;
}

/** The main file a row is a companion of: same base name, extension among its children. */
function parentOf(catalogue: FileTypesCatalogue, row: UploadRow, rows: readonly UploadRow[]) {
  const ext = extensionOf(row.name);
  return rows.find((main) => {
    if (main === row || main.parent !== null) return false;
    const children = childrenOf(catalogue, main);
    return (
      !!children &&
      baseOf(main.name) === baseOf(row.name) &&
      [...children.required, ...children.optional].includes(ext)
    );
  });
}

/** A row in the state its parent (or nothing) decides: companions inherit, others compute. */
export function settle(catalogue: FileTypesCatalogue, rows: readonly UploadRow[]): UploadRow[] {
  const names = new Set(rows.map((r) => r.name.toLowerCase()));
  // Main files first: a child follows its parent's settled state.
  const mains = rows.map((row) => {
    const fresh = { ...row, parent: null };
    const settled = { ...fresh, epsgRequired: epsgRequiredOf(catalogue, fresh, names) };
    if (settled.fileType === ATTACHMENT) return { ...settled, epsg: null };
    // 'Use ... .prj' (a null id) stops being an answer once a system is strictly required.
    if (settled.epsgRequired === true && settled.epsg?.id === null)
      return { ...settled, epsg: null };
    return settled;
  });
  return mains.map((row, index) => {
    // A file that was a child, or has no type of its own yet, may be (still) a companion.
    const mayBeChild =
      rows[index]!.parent !== null || row.fileType === null || row.fileType === ATTACHMENT;
    const parent = mayBeChild ? parentOf(catalogue, row, mains) : undefined;
    if (!parent) return row;
    // A child inherits its parent's epsg, file type, layer and attach target (settled reading).
    return {
      ...row,
      parent: parent.name,
      fileType: parent.fileType,
      epsg: parent.epsg,
      layer: parent.layer,
      attachWhere: parent.attachWhere,
      surveyDate: parent.surveyDate,
      epsgRequired: null,
      batch: false,
    };
  });
}

/** A new row for a chosen file: zips are 'Auto', a single applicable type is chosen for it. */
export function newRow(
  catalogue: FileTypesCatalogue,
  file: { name: string; size: number; type: string },
  layer: LayerChoice | null,
): UploadRow {
  const offered = typesOffered(catalogue, file.name, layerTypeOf(layer));
  const geodata = offered.filter((t) => t !== ATTACHMENT);
  const fileType = isZip(file)
    ? ZIP
    : geodata.length === 1
      ? geodata[0]!
      : geodata.length === 0
        ? ATTACHMENT
        : null;
  return {
    name: file.name,
    size: file.size,
    type: file.type,
    fileType,
    layer,
    epsg: null,
    epsgRequired: null,
    attachWhere: null,
    surveyDate: null,
    parent: null,
    batch: false,
    fileError: [],
  };
}

/** Section 4, adding files: a name already listed is dropped; companions find their parents. */
export function addFiles(
  catalogue: FileTypesCatalogue,
  rows: readonly UploadRow[],
  files: readonly { name: string; size: number; type: string }[],
  layer: LayerChoice | null,
): UploadRow[] {
  const known = new Set(rows.map((r) => r.name));
  const added: UploadRow[] = [];
  for (const file of files) {
    if (known.has(file.name)) continue;
    known.add(file.name);
    added.push(newRow(catalogue, file, layer));
  }
  return settle(catalogue, [...rows, ...added]);
}

/** Changes one (main) row and settles the rest; clearing a layer clears attachWhere (section 4). */
export function updateRow(
  catalogue: FileTypesCatalogue,
  rows: readonly UploadRow[],
  name: string,
  change: Partial<
    Pick<UploadRow, 'fileType' | 'layer' | 'epsg' | 'attachWhere' | 'surveyDate' | 'batch'>
  >,
): UploadRow[] {
  return settle(
    catalogue,
    rows.map((row) => {
      if (row.name !== name || row.parent !== null) return row;
      const next = { ...row, ...change };
      if ('layer' in change && change.layer === null) next.attachWhere = null;
      return next;
    }),
  );
}

export function removeRow(
  catalogue: FileTypesCatalogue,
  rows: readonly UploadRow[],
  name: string,
): UploadRow[] {
  return settle(
    catalogue,
    rows.filter((row) => row.name !== name && row.parent !== name),
  );
}

/** 5.3: what keeps the Upload button disabled, per row (an empty list: this row is ready). */
export function blockersOf(row: UploadRow): ('epsg' | 'fileType' | 'layer' | 'attachWhere')[] {
  const out: ('epsg' | 'fileType' | 'layer' | 'attachWhere')[] = [];
  if (row.epsgRequired === true && !row.epsg) out.push('epsg');
  if (!isZip(row) && !row.fileType) out.push('fileType');
  if (!row.layer) out.push('layer');
  if (row.fileType === ATTACHMENT && !row.attachWhere) out.push('attachWhere');
  return out;
}

export function canUpload(rows: readonly UploadRow[]): boolean {
  return rows.length > 0 && rows.every((row) => blockersOf(row).length === 0);
}

/**
 * 5.3, layers offered for a file, first part: the map's layers the server lets the user upload
 * into (each layer's `abilities.upload`).
 */
export function uploadableLayers<L extends { abilities: { upload: boolean } }>(
  layers: readonly L[],
): L[] {
  return layers.filter((layer) => layer.abilities.upload);
}

/**
 * 5.3, layers offered for a file, second part: of the layers the user may upload into, those
 * whose type is the file's, or that have no type yet, or any of them for an attachment or a zip.
 */
export function layersOffered<L extends { type: string | null }>(
  uploadable: readonly L[],
  fileType: string | null,
): L[] {
  return uploadable.filter(
    (layer) =>
      fileType === ATTACHMENT || fileType === ZIP || layer.type === null || layer.type === fileType,
  );
}
