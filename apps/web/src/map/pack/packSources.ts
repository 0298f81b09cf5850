import type { PackArchiveKind } from '@waymark/contract/pack';

/**
 * Where layers' tiles come from instead of the live tile URLs: a `pmtiles://` URL of an archive
 * kept in the browser, by layer id and kind of archive.
 */
export type PackSources = Readonly<Record<number, Partial<Record<PackArchiveKind, string>>>>;

export const NO_PACK_SOURCES: PackSources = {};

/** The `pmtiles://` URL MapLibre asks the PMTiles protocol for, of an archive's key. */
export const pmtilesUrl = (key: string) => `pmtiles://${key}`;
