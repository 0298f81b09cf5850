import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';

/** The shared, read-only upload fixtures (real files; see their MANIFEST.md). */
export const FIXTURES_DIR =
  process.env.WAYMARK_FIXTURES ?? path.resolve(ROOT_DIR, '../shared/fixtures');

export function fixture(relativePath: string): Buffer {
  return readFileSync(path.join(FIXTURES_DIR, relativePath));
}

export function sha256(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

export type Part =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer; contentType?: string };

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
export function multipart(parts: readonly Part[]): {
  body: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----WaymarkBoundary${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if ('filename' in part) {
      head += `; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    }
    chunks.push(Buffer.from(`${head}\r\n\r\n`));
    chunks.push('filename' in part ? part.content : Buffer.from(part.value, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One file of an upload with its per-file fields (spec section 7, general and layer upload). */
export interface UploadItem {
  /** A fixture path such as 'shapefile/box.shp'; its base name is the file name unless `name`. */
  fixture?: string;
  name?: string;
  content?: Buffer;
  layerId?: number | '';
  layerName?: string;
  /** 0 (or '') means none. */
  epsg?: number | string;
  attach?: string;
  type?: string;
  /** The survey date ('YYYY-MM-DD'); sent only when given. */
  date?: string;
}

export function contentOf(item: UploadItem): Buffer {
  if (item.content) return item.content;
  if (item.fixture) return fixture(item.fixture);
  throw new Error('an upload item needs a fixture or content');
}

export function nameOf(item: UploadItem): string {
  return item.name ?? path.basename(item.fixture ?? 'file.bin');
}

/**
 * The multipart body of an upload: per file the `uploads` part and its fields, in file order.
 * `layerFields` adds uploads_layer_ids and uploads_layer_names (the general upload only).
 */
export function uploadForm(items: readonly UploadItem[], layerFields = true) {
  const parts: Part[] = [];
  for (const item of items) {
    parts.push({ name: 'uploads', filename: nameOf(item), content: contentOf(item) });
    if (layerFields) {
      parts.push({ name: 'uploads_layer_ids', value: String(item.layerId ?? '') });
      parts.push({ name: 'uploads_layer_names', value: item.layerName ?? '' });
    }
    parts.push({ name: 'uploads_epsgs', value: String(item.epsg ?? 0) });
    parts.push({ name: 'uploads_attach', value: item.attach ?? '' });
    parts.push({ name: 'uploads_types', value: item.type ?? '' });
  }
  // Older clients send no dates at all: the field is given only when a file has one.
  if (items.some((item) => item.date !== undefined)) {
    for (const item of items) parts.push({ name: 'uploads_dates', value: item.date ?? '' });
  }
  return multipart(parts);
}

/** Every entry (files and directories) under a directory, relative, sorted. */
export async function entriesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[];
    throw err;
  });
  return entries.map(String).sort();
}
