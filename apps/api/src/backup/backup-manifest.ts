import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ROOT_DIR } from '../config.js';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in hex');

/** What a backup holds, written last (a backup without one is unfinished and never restored). */
export const backupManifest = z.object({
  format: z.literal(1),
  id: z.string().regex(/^[0-9A-Za-z-]+$/),
  created_at: z.string(),
  waymark_version: z.string(),
  database: z.object({
    /** Relative to the backup location. */
    file: z.string(),
    size: z.number().int().nonnegative(),
    sha256,
    server_version: z.string(),
    pg_dump_major: z.number().int().positive(),
  }),
  files: z.array(z.object({ key: z.string(), size: z.number().int().nonnegative(), sha256 })),
  /** Of this backup's distinct objects: how many it wrote and how many earlier ones held. */
  objects: z.object({ copied: z.number().int(), reused: z.number().int() }),
});

export type BackupManifest = z.infer<typeof backupManifest>;

/** Every file once, named by its content: a later backup copies only what it has not seen. */
export const objectName = (digest: string) => `objects/${digest}`;
export const backupFolder = (id: string) => `backups/${id}`;
export const manifestName = (id: string) => `${backupFolder(id)}/manifest.json`;

export const isSha256 = (value: string) => sha256.safeParse(value).success;

/**
 * Sortable by time (a later backup has a greater id), unique enough for one location:
 * '20250601T120000123Z-3fa9'.
 */
export function newBackupId(now: Date): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${Math.floor(Math.random() * 0x10000)
    .toString(16)
    .padStart(4, '0')}`;
}

let version: string | undefined;

/** The version of the installed Waymark (its package.json). */
export function waymarkVersion(): string {
  version ??= (
    JSON.parse(readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { version: string }
  ).version;
  return version;
}
