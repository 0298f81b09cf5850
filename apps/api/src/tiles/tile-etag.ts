import { createHash } from 'node:crypto';
import type { TileLayer } from '../repositories/tile-layer.repository.js';
import type { TileAddress } from './tile-math.js';

/** Bumped when the way tiles are drawn changes, so that clients drop what they cached. */
const RENDER_VERSION = 1;

type StyleFields = Omit<TileLayer, 'cog_keys' | 'cog_dates' | 'cog_ranges'>;

/**
 * A tile's entity tag: whatever changes its bytes goes in — the layer's data version (bumped by
 * every upload, re-processing and file deletion), the fields that filter or clip the tile, the
 * address and the format. Computed without touching the data, so a revalidation costs one
 * lookup of the layer.
 */
export function tileETag(
  layer: StyleFields,
  tile: TileAddress,
  format: string,
  /** The survey date drawn (a series' tiles are asked for by date), or null for all. */
  date: string | null = null,
  /** How a value raster is drawn (its ramp and range), for relief tiles. */
  style: unknown = null,
): string {
  const hash = createHash('sha256')
    .update(
      JSON.stringify([
        RENDER_VERSION,
        layer.id,
        layer.data_version,
        layer.sub_layers,
        layer.bounds,
        layer.zoom_min,
        layer.zoom_max,
        tile.z,
        tile.x,
        tile.y,
        format,
        date,
        style,
      ]),
    )
    .digest('base64url');
  return `"${hash.slice(0, 27)}"`;
}

/**
 * What of a layer draws its tiles of one format, without the address: the tag of the whole set
 * (an offline pack's archive is current while its layer's fingerprint is unchanged).
 */
export function layerFingerprint(
  layer: StyleFields,
  format: string,
  date: string | null = null,
  style: unknown = null,
): string {
  return tileETag(layer, { z: -1, x: -1, y: -1 }, format, date, style).slice(1, -1);
}

/** If-None-Match holds `*` or a list of (possibly weak) tags; any one equal to ours matches. */
export function matchesETag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === etag);
}
