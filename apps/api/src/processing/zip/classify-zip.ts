import { baseNameOf } from '../companions.js';
import { extensionOf, FILE_TYPES } from '../file-types.js';

export type GeodataKind = 'vector' | 'raster' | 'photo' | 'companion' | 'other';

export interface ZipFileItem {
  /** Path inside the archive after removing a single common top folder. */
  path: string;
  size: number;
  /** Set by extractZip: where the file now is. */
  absolutePath?: string;
}
export interface ZipGeodata extends ZipFileItem {
  kind: GeodataKind;
}
export interface ZipAttachment extends ZipFileItem {
  /** The first-level directory: the attribute value that links these files to features. */
  directory: string;
}

export interface ZipClassification {
  /** The kind of the archive's geodata; null when it holds only attachments (or nothing). */
  kind: 'vector' | 'raster' | 'photo' | null;
  geodata: ZipGeodata[];
  attachments: ZipAttachment[];
  /** The folder everything sat in, removed from the paths; null if none. */
  strippedFolder: string | null;
}

export const MIXED_MESSAGE = 'Zip files must contain raster data only or vector data only.';
const PHOTO_MIX_MESSAGE = 'Zip files must not mix 360° photos with raster or vector data.';

const mains = (type: string) => Object.keys(FILE_TYPES[type] ?? {});
const VECTOR = new Set(mains('vector'));
const RASTER = new Set(mains('raster'));
const COMPANIONS = new Set(
  Object.values(FILE_TYPES).flatMap((byExt) =>
    Object.values(byExt).flatMap((e) => [...e.children.required, ...e.children.optional]),
  ),
);
// A JPG/PNG is a map raster only with georeferencing beside it; a .prj alone places nothing.
const GEOREFERENCING = ['.jgw', '.jpgw', '.jpegw', '.pgw', '.pngw', '.wld', '.aux.xml'];

function kindOf(name: string, rootNames: Set<string>): GeodataKind {
  const ext = extensionOf(name);
  if (VECTOR.has(ext)) return 'vector';
  if (ext === '.tif' || ext === '.tiff') return 'raster';
  if (RASTER.has(ext)) {
    const base = baseNameOf(name).toLowerCase();
    const lower = name.toLowerCase();
    const georeferenced = GEOREFERENCING.some(
      (g) => rootNames.has(base + g) || rootNames.has(lower + g),
    );
    if (georeferenced) return 'raster';
    return ext === '.png' ? 'other' : 'photo';
  }
  if (COMPANIONS.has(ext)) return 'companion';
  return 'other';
}

function hasGeodata(rootPaths: string[]): boolean {
  const names = new Set(rootPaths.map((p) => p.toLowerCase()));
  return rootPaths.some((p) => ['vector', 'raster'].includes(kindOf(p, names)));
}

/** Error message for a mix of kinds, or null. */
export function mixProblem(kinds: Set<GeodataKind>): string | null {
  if (kinds.has('vector') && kinds.has('raster')) return MIXED_MESSAGE;
  if (kinds.has('photo') && (kinds.has('vector') || kinds.has('raster'))) return PHOTO_MIX_MESSAGE;
  return null;
}

/**
 * Files at the archive's root are the geodata to load; files in sub-directories are
 * attachments, linked through their directory's name. When everything sits in one folder
 * (what zipping a folder gives) and that folder holds geodata, it is not a level of its own.
 */
export function classifyZip(files: Array<{ path: string; size: number }>): ZipClassification {
  const first = files[0]?.path.split('/')[0];
  const inOne =
    first !== undefined &&
    files.every((f) => f.path.includes('/') && f.path.split('/')[0] === first);
  const strip = (f: { path: string }) => (inOne ? f.path.slice(first!.length + 1) : f.path);
  // ...but only when that folder holds vector or raster data at its top: 'R001/report.pdf' and
  // 'R001/header.jpg' alone are attachments for the features whose value is R001.
  const allInOne = inOne && hasGeodata(files.map(strip).filter((p) => !p.includes('/')));
  const items = files.map((f) => ({ ...f, path: allInOne ? strip(f) : f.path }));

  const root = items.filter((f) => !f.path.includes('/'));
  const rootNames = new Set(root.map((f) => f.path.toLowerCase()));
  const geodata = root.map((f) => ({ ...f, kind: kindOf(f.path, rootNames) }));
  const attachments = items
    .filter((f) => f.path.includes('/'))
    .map((f) => ({ ...f, directory: f.path.split('/')[0]! }));

  const kinds = new Set(geodata.map((g) => g.kind));
  const kind = kinds.has('vector')
    ? 'vector'
    : kinds.has('raster')
      ? 'raster'
      : kinds.has('photo')
        ? 'photo'
        : null;
  return { kind, geodata, attachments, strippedFolder: allInOne ? first! : null };
}
