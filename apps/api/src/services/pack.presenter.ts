import { processingErrorOf, PROCESSING_ERRORS } from '@waymark/contract';
import type { PackArchiveRead, PackRead, PackState } from '@waymark/contract/pack';
import type { PackArchiveView, PackRow } from '../repositories/pack.repository.js';
import type { SignedUrl } from './pack-url.js';

/** An archive's error as the catalogue names it (GENERAL for a code it lacks). */
function errorOf(code: number | null) {
  if (code === null) return null;
  const { code: known, title, message } = processingErrorOf(code) ?? PROCESSING_ERRORS.GENERAL;
  return { code: known, title, message };
}

export function presentArchive(row: PackArchiveView, url: SignedUrl | null): PackArchiveRead {
  return {
    layer: row.layer_id,
    name: row.layer_name,
    kind: row.kind,
    data_version: row.data_version,
    status: row.status,
    progress: row.status === 'ready' ? 100 : row.progress,
    tiles: row.tiles,
    bytes: row.bytes,
    error:
      row.status === 'error' ? errorOf(row.error_code ?? PROCESSING_ERRORS.GENERAL.code) : null,
    url: url?.url ?? null,
    url_expires: url?.expires.toISOString() ?? null,
  };
}

/** A pack's state from its archives': an error if one failed, ready when all are. */
export function packState(archives: readonly Pick<PackArchiveRead, 'status'>[]): PackState {
  const states = new Set(archives.map((a) => a.status));
  if (states.has('error')) return 'error';
  if (states.size === 0 || (states.size === 1 && states.has('ready'))) return 'ready';
  if (states.size === 1 && states.has('queued')) return 'queued';
  return 'building';
}

export function presentPack(
  row: PackRow,
  archives: PackArchiveRead[],
  current: boolean,
  abilities: PackRead['abilities'],
): PackRead {
  const tiles = archives.reduce((sum, a) => sum + a.tiles, 0);
  // Weighted by tiles: a large archive half done is more of the wait than a small one.
  const weight = archives.reduce((sum, a) => sum + Math.max(1, a.tiles), 0);
  const done = archives.reduce((sum, a) => sum + a.progress * Math.max(1, a.tiles), 0);
  return {
    id: row.id,
    map: row.map_id,
    map_name: row.map_name,
    share: row.share_id,
    bbox: row.bbox as PackRead['bbox'],
    zoom_min: row.zoom_min,
    zoom_max: row.zoom_max,
    attachments: row.attachments,
    status: packState(archives),
    progress: weight === 0 ? 100 : Math.floor(done / weight),
    tiles,
    bytes: archives.reduce((sum, a) => sum + (a.bytes ?? 0), 0),
    current,
    created_at: new Date(row.created_at).toISOString(),
    archives,
    abilities,
  };
}
