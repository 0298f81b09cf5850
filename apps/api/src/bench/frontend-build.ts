import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** One chunk of Vite's build manifest (apps/web/dist/.vite/manifest.json), as far as used here. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  assets?: string[];
}

/** The map page's section: the route of a map, whose chunk the app loads before drawing it. */
const MAP_ROUTE = 'src/app/sections/mapview.ts';

export interface FirstFrameBuild {
  /** The JavaScript files: the entry and its static imports, and the map route's. */
  files: number;
  gzipBytes: number;
  /** The entry chunk alone (index.html's script), gzipped. */
  entryGzipBytes: number;
}

async function gzipSize(webDist: string, file: string): Promise<number> {
  const full = path.join(webDist, file);
  return stat(`${full}.gz`).then(
    (s) => s.size,
    () => stat(full).then((s) => s.size),
  );
}

/**
 * The JavaScript the map page needs for its first frame, read from the build rather than timed
 * in a browser (where a lazily loaded part may land before or after the first frame from one
 * load to the next): index.html's entry and every chunk it imports statically, the map route's
 * section and its static imports, and any script those chunks load as an asset (a worker).
 */
export async function firstFrameBuild(webDist: string): Promise<FirstFrameBuild> {
  const manifest = JSON.parse(
    await readFile(path.join(webDist, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const route = manifest[MAP_ROUTE];
  if (!entry || !route) throw new Error(`the build's manifest lacks the entry or ${MAP_ROUTE}`);
  const files = new Set<string>();
  const visit = (chunk: ManifestChunk) => {
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const asset of chunk.assets ?? []) if (/\.m?js$/.test(asset)) files.add(asset);
    for (const key of chunk.imports ?? []) {
      const imported = manifest[key];
      if (imported) visit(imported);
    }
  };
  visit(entry);
  visit(route);
  const sizes = await Promise.all([...files].map((file) => gzipSize(webDist, file)));
  return {
    files: files.size,
    gzipBytes: sizes.reduce((sum, n) => sum + n, 0),
    entryGzipBytes: await gzipSize(webDist, entry.file),
  };
}
