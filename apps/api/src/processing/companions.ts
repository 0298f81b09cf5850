import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { extensionOf } from './file-types.js';

/**
 * Companion ("sidecar") files sit beside the main file with the same base name: box.shp and
 * box.shx / box.DBF / box.prj. Uploads keep the user's spelling, so the match ignores case.
 */
export function baseNameOf(filePath: string): string {
  const name = path.basename(filePath);
  return name.slice(0, name.length - extensionOf(name).length);
}

/** The first existing companion among `extensions` ('.prj', '.aux.xml', ...), or null. */
export async function findCompanion(
  mainPath: string,
  extensions: readonly string[],
): Promise<string | null> {
  const dir = path.dirname(mainPath);
  const base = baseNameOf(mainPath).toLowerCase();
  const mainName = path.basename(mainPath).toLowerCase();
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return null;
  }
  for (const ext of extensions) {
    // '.aux.xml' and '.tfw'-style sidecars may also be named after the full file name
    // (photo.jpg.aux.xml), which is how GDAL itself writes them.
    const wanted = [base + ext, mainName + ext];
    const hit = names.find((n) => wanted.includes(n.toLowerCase()));
    if (hit) return path.join(dir, hit);
  }
  return null;
}

/** Companion extensions that are missing, in the order asked. */
export async function missingCompanions(
  mainPath: string,
  required: readonly string[],
): Promise<string[]> {
  const missing: string[] = [];
  for (const ext of required) if (!(await findCompanion(mainPath, [ext]))) missing.push(ext);
  return missing;
}
