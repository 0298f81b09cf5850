import { extensionOf, type LayerFileRead } from '@waymark/contract';

type Named = Pick<LayerFileRead, 'name'>;

/** A file's extension without its dot, lower case; the longest known one ('copc.laz'). */
export const extensionOfFile = (file: Named) => extensionOf(file.name).replace(/^\./, '');

/** Files whose extension is one of `extensions` ('pdf', '.PDF' and 'copc.laz' alike). */
export function withExtensions<T extends Named>(
  files: readonly T[],
  extensions: readonly string[],
) {
  const wanted = new Set(extensions.map((e) => e.trim().toLowerCase().replace(/^\./, '')));
  // A .copc.laz is a .laz too: '3D Files (ifc, glb, laz)' includes point clouds.
  return files.filter((file) => {
    const ext = extensionOfFile(file);
    return wanted.has(ext) || (ext === 'copc.laz' && wanted.has('laz'));
  });
}

/** Files whose names contain a text, in any case: the DTM files are named '…DTM…'. */
export function namedLike<T extends Named>(files: readonly T[], part: string) {
  const needle = part.trim().toLowerCase();
  return needle ? files.filter((file) => file.name.toLowerCase().includes(needle)) : [...files];
}

/** The DTM files of section 3: names containing 'DTM'. */
export const dtmFiles = <T extends Named>(files: readonly T[]) => namedLike(files, 'DTM');

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
export const POINT_CLOUD_EXTENSIONS = ['copc.laz', 'laz'] as const;
export const MODEL_EXTENSIONS = ['glb', 'gltf', 'ifc'] as const;
export const PANORAMA_EXTENSIONS = ['jpg', 'jpeg'] as const;

/** What a viewer of the popups can show of a file, beyond the browser's images and PDFs. */
export type ViewerKind = 'point-cloud' | 'model' | 'image' | 'pdf' | null;

export function viewerKindOf(file: Named): ViewerKind {
  const ext = extensionOfFile(file);
  if (ext === 'copc.laz') return 'point-cloud';
  if ((MODEL_EXTENSIONS as readonly string[]).includes(ext)) return 'model';
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(ext)) return 'image';
  if (ext === 'pdf') return 'pdf';
  return null;
}

/**
 * The file a viewer block shows when the template names none: the one the feature's
 * mapsutd_file attribute names, else the first with one of the extensions.
 */
export function mainFile<T extends Named>(
  files: readonly T[],
  properties: Readonly<Record<string, unknown>>,
  extensions: readonly string[],
): T | null {
  const candidates = withExtensions(files, extensions);
  const named = properties.mapsutd_file;
  if (typeof named === 'string' && named.trim()) {
    const wanted = named.trim().toLowerCase();
    const match = candidates.find((file) => file.name.toLowerCase() === wanted);
    if (match) return match;
  }
  return candidates[0] ?? null;
}
