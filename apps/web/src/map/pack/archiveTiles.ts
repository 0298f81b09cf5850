/**
 * Layers drawn online from their pack archives (issue 28: tiles that are files, at URLs a CDN
 * may keep) instead of their live tiles: per layer id and kind, the tile URL template MapLibre
 * asks the archive protocol for (onlineArchives.ts), which answers from the archive within its
 * zooms and area and from the live tiles elsewhere.
 */
export type ArchiveTiles = Readonly<Record<number, Partial<Record<'vector' | 'raster', string>>>>;

export const NO_ARCHIVE_TILES: ArchiveTiles = {};

/** The scheme of the archives' tile URLs: `waymark-archive://<key>/{z}/{x}/{y}`. */
export const ARCHIVE_PROTOCOL = 'waymark-archive';
