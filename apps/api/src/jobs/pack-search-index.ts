import type { FeatureSearchRepository } from '../repositories/feature-search.repository.js';
import type { ArchiveRow } from '../repositories/pack.repository.js';
import type { TileLayer } from '../repositories/tile-layer.repository.js';
import type { Area } from '../tiles/pack-tiles.js';

/**
 * The most features a vector archive's search index holds: the first by text. The index is in
 * the archive's JSON metadata, which the browser reads whole (gunzipped and parsed in one go)
 * when the map opens from its pack, and keeps in memory while it is shown. An entry is some
 * 60–100 bytes of JSON, so 200,000 of them are up to ~20 MB of text (a few MB gzipped): about
 * what a phone parses without a wait the viewer notices. Features past it are found offline
 * only in the tiles loaded, as in an archive without an index.
 */
export const PACK_SEARCH_MAX_ENTRIES = 200_000;

/** Degrees to 7 decimals (about a centimetre): the precision of a PMTiles header's bounds. */
const round = (degrees: number) => Math.round(degrees * 1e7) / 1e7;

/** [text, west, south, east, north, fid]: the box in degrees, the fid the vector tiles carry. */
export type PackSearchEntry = [string, number, number, number, number, number];

/** `waymark.search` of a vector archive's metadata: its layer's search field, indexed. */
export interface PackSearchIndex {
  field: string;
  entries: PackSearchEntry[];
}

/**
 * The search index of a vector archive whose layer has a search field (else null): its features
 * within the archive's area (already within the layer's bounds and a share's), as its tiles
 * show them, each with its box cut to that area (the pack holds nothing beyond it).
 */
export async function packSearchIndex(
  search: Pick<FeatureSearchRepository, 'packIndex'>,
  archive: Pick<ArchiveRow, 'organisation_id' | 'layer_id' | 'kind' | 'area'>,
  layer: Pick<TileLayer, 'search_field' | 'sub_layers'>,
): Promise<PackSearchIndex | null> {
  const field = layer.search_field;
  if (archive.kind !== 'vector' || !field) return null;
  const area = archive.area as Area;
  const rows = await search.packIndex(
    {
      organisationId: archive.organisation_id,
      layerId: archive.layer_id,
      field,
      // As the live tiles choose them (TileService.vectorSource).
      subLayers: layer.sub_layers.length > 0 ? layer.sub_layers : null,
      area,
    },
    PACK_SEARCH_MAX_ENTRIES,
  );
  return {
    field,
    entries: rows.map((row) => [
      row.text,
      round(Math.max(row.west, area[0])),
      round(Math.max(row.south, area[1])),
      round(Math.min(row.east, area[2])),
      round(Math.min(row.north, area[3])),
      Number(row.fid),
    ]),
  };
}
