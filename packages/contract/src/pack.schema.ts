import { z } from 'zod';
// Through the index, as markup.schema.ts does: the first frame's chunk of it stays whole.
import { bbox, idNumber, zoomLevel } from './index.js';

/**
 * Offline packs (issue 28): a map, or a share's view of it, written as one PMTiles archive per
 * layer for an area and a zoom range, downloaded into the browser and opened without a network.
 * The archives are served at immutable, signed URLs that any static server or CDN may cache.
 */

/** The most tiles and bytes one pack may hold; a request beyond them is refused with its estimate. */
export const PACK_MAX_TILES = 250_000;
export const PACK_MAX_BYTES = 1_073_741_824;
/** The deepest zoom a pack may reach (a site's orthophoto at ~0.15 m a pixel). */
export const PACK_MAX_ZOOM = 20;
/** How long a signed archive URL lives; a share's never outlives the share. */
export const PACK_URL_LIFETIME_DAYS = 30;

export const PACK_STATES = ['queued', 'building', 'ready', 'error'] as const;
export type PackState = (typeof PACK_STATES)[number];

/**
 * What an archive holds: the layer's vector tiles, its drawn raster tiles, its heights, or (a
 * pack made with `attachments`) the files attached to its features in the pack's area: a ZIP,
 * not a PMTiles archive (see PackAttachmentManifest).
 */
export const PACK_ARCHIVE_KINDS = ['vector', 'raster', 'terrain', 'attachments'] as const;
export type PackArchiveKind = (typeof PACK_ARCHIVE_KINDS)[number];

/** The name of the manifest entry of an attachments archive (its last entry). */
export const PACK_ATTACHMENT_MANIFEST = 'manifest.json';

/**
 * One attachment in an attachments archive: a stored (uncompressed) ZIP entry, whose bytes are
 * `size` bytes from `offset` of the archive, so that a reader needs no unzip code.
 */
export interface PackAttachmentEntry {
  /** The layer file's id (GET layers/:id/files/:file/). */
  id: number;
  name: string;
  /** The entry's path in the ZIP. */
  path: string;
  size: number;
  content_type: string | null;
  /** Where its bytes start in the archive. */
  offset: number;
}

/**
 * The manifest of an attachments archive (its `manifest.json` entry): the attachments of the
 * features in the archive's area as their popups list them, by fid, and those attached to every
 * feature (`__ALL__`) once, in `all`.
 */
export interface PackAttachmentManifest {
  version: 1;
  layer: number;
  all: PackAttachmentEntry[];
  features: Record<string, PackAttachmentEntry[]>;
}

/** A pack's area and zooms: the map's extent (bbox null) or a drawn box, and a zoom range. */
export const packRequest = z
  .object({
    bbox: bbox.nullable().default(null),
    zoom_min: zoomLevel.max(PACK_MAX_ZOOM),
    zoom_max: zoomLevel.max(PACK_MAX_ZOOM),
    /** Pack the features' attachments too (photos and documents shown in popups). */
    attachments: z.boolean().default(false),
  })
  .refine((r) => r.zoom_min <= r.zoom_max, {
    path: ['zoom_max'],
    message: 'Must not be less than the lowest zoom.',
  });
export type PackRequest = z.infer<typeof packRequest>;

/** One layer's share of an estimate. */
export const packLayerEstimate = z.object({
  layer: idNumber,
  name: z.string(),
  kind: z.enum(PACK_ARCHIVE_KINDS),
  tiles: z.number().int().min(0),
  bytes: z.number().int().min(0),
  /** An archive of the layer's current data for this area and zooms exists and is reused. */
  reused: z.boolean(),
});

/** The size of a pack before it is made: tiles and bytes, per layer and in all, and the limits. */
export const packEstimate = z.object({
  tiles: z.number().int().min(0),
  bytes: z.number().int().min(0),
  layers: z.array(packLayerEstimate),
  max_tiles: z.number().int(),
  max_bytes: z.number().int(),
  /** Whether the pack keeps within the limits (a request beyond them is refused). */
  within: z.boolean(),
});
export type PackEstimate = z.infer<typeof packEstimate>;

/** The 400 answered to a pack beyond the limits: the field error and the estimate that broke them. */
export const packTooLarge = z.object({
  detail: z.string(),
  zoom_max: z.array(z.string()),
  estimate: packEstimate,
});

export const packError = z.object({
  code: z.number().int(),
  title: z.string(),
  message: z.string(),
});

/** One layer's archive in a pack. */
export const packArchiveRead = z.object({
  layer: idNumber,
  name: z.string(),
  kind: z.enum(PACK_ARCHIVE_KINDS),
  /** The layer's data version the archive was written from. */
  data_version: z.number().int(),
  status: z.enum(PACK_STATES),
  /** 0–100 while building. */
  progress: z.number().int().min(0).max(100),
  tiles: z.number().int().min(0),
  bytes: z.number().int().min(0).nullable(),
  error: packError.nullable(),
  /** The archive's signed, immutable URL (range requests), once it is ready. */
  url: z.string().nullable(),
  /** When `url` stops working. */
  url_expires: z.string().datetime({ offset: true }).nullable(),
});
export type PackArchiveRead = z.infer<typeof packArchiveRead>;

export const PACK_ACTIONS = ['view', 'delete'] as const;
export const packAbilities = z.object({ view: z.boolean(), delete: z.boolean() });

export const packRead = z.object({
  id: idNumber,
  map: idNumber,
  map_name: z.string(),
  /** The share whose view was packed, or null for a signed-in user's pack. */
  share: idNumber.nullable(),
  bbox: bbox,
  zoom_min: z.number().int(),
  zoom_max: z.number().int(),
  attachments: z.boolean(),
  /** queued or building while any archive is; error if one failed; ready when all are. */
  status: z.enum(PACK_STATES),
  progress: z.number().int().min(0).max(100),
  tiles: z.number().int().min(0),
  bytes: z.number().int().min(0),
  /** Every archive is of its layer's current data and the map's layers are those packed. */
  current: z.boolean(),
  created_at: z.string().datetime({ offset: true }),
  archives: z.array(packArchiveRead),
  abilities: packAbilities,
});
export type PackRead = z.infer<typeof packRead>;

export const packList = z.object({ results: z.array(packRead) });
export type PackList = z.infer<typeof packList>;

/**
 * A layer's current archive the online viewer draws from instead of the live tiles, where it
 * has tiles (its zooms and area); elsewhere the live tiles. Of the layer's current data and
 * drawing only: a changed layer has none until it is packed again.
 */
export const tileArchiveRead = z.object({
  layer: idNumber,
  /** Vector tiles or drawn raster tiles (terrain is the 3D view's, from the live tiles). */
  kind: z.enum(['vector', 'raster']),
  /** The archive's signed, immutable URL (range requests), as packRead.archives[].url. */
  url: z.string(),
  url_expires: z.string().datetime({ offset: true }),
  zoom_min: z.number().int(),
  zoom_max: z.number().int(),
  /** [west, south, east, north] in degrees: where the archive has the layer's tiles. */
  area: bbox,
});
export type TileArchiveRead = z.infer<typeof tileArchiveRead>;

export const tileArchiveList = z.object({ results: z.array(tileArchiveRead) });
export type TileArchiveList = z.infer<typeof tileArchiveList>;
