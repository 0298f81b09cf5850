import type { PackArchiveKind } from '@waymark/contract/pack';

/**
 * Where layers' tiles come from instead of the live tile URLs: a `pmtiles://` URL of an archive
 * kept in the browser, by layer id and kind of archive.
 */
export type PackSources = Readonly<Record<number, Partial<Record<PackArchiveKind, string>>>>;

export const NO_PACK_SOURCES: PackSources = {};

/** The `pmtiles://` URL MapLibre asks the PMTiles protocol for, of an archive's key. */
export const pmtilesUrl = (key: string) => `pmtiles://${key}`;

/** The archive a layer of `type` draws from: raster tiles, or vector tiles (vector, photo). */
function archiveKindOf(type: string | null): PackArchiveKind | null {
  if (type === 'raster') return 'raster';
  if (type === 'vector' || type === 'photo') return 'vector';
  return null;
}

/**
 * Whether a layer can be drawn from the pack (a map opened offline): the pack holds the archive
 * it draws from. Photo layers, and layers not drawn from tiles, are never packed.
 */
export function isLayerInPack(
  sources: PackSources,
  layer: { id: number; type: string | null },
): boolean {
  const kind = archiveKindOf(layer.type);
  return kind !== null && sources[layer.id]?.[kind] !== undefined;
}
