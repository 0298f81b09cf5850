import type { PackArchiveKind, PackRequest } from '@waymark/contract/pack';
import { ValidationError } from '../lib/errors.js';
import type { Principal } from '../policies/principal.js';
import type { MapLayerRow } from '../repositories/layer.repository.js';
import type {
  AreaAttachment,
  PackAttachmentRepository,
} from '../repositories/pack-attachment.repository.js';
import type { ArchiveContent } from '../repositories/pack.repository.js';
import { areaOf, countTiles, intersectAreas, roundArea, type Area } from '../tiles/pack-tiles.js';
import { combinedExtent } from './map.presenter.js';
import { attachmentsFingerprint } from './pack-attachments.js';
import { shareBox } from './share-bounds.js';
import type { TileService, TileSource } from './tile.service.js';

/**
 * The web app asks for vector tiles up to this zoom and draws them larger beyond it (its
 * VECTOR_TILE_MAXZOOM): deeper vector tiles in a pack would never be read.
 */
export const VECTOR_PACK_MAX_ZOOM = 18;

/** The archives' encodings: drawn rasters as the viewer asks for them, heights losslessly. */
export const ARCHIVE_FORMATS = { vector: 'pbf', raster: 'webp', terrain: 'webp' } as const;

/** The kinds of archive drawn from a layer's tiles (PMTiles archives). */
export type TiledKind = Exclude<PackArchiveKind, 'attachments'>;

/** One archive a pack needs: the layer, what of it, how its tiles are drawn, and how many. */
export interface PlannedTiles {
  layer: Pick<MapLayerRow, 'id' | 'name'>;
  kind: TiledKind;
  source: TileSource;
  content: ArchiveContent;
  tiles: number;
}

/** A vector layer's attachments archive: the files of its features in the area (no tiles). */
export interface PlannedAttachments {
  layer: Pick<MapLayerRow, 'id' | 'name'>;
  kind: 'attachments';
  files: AreaAttachment[];
  content: ArchiveContent;
  tiles: 0;
}

export type PlannedArchive = PlannedTiles | PlannedAttachments;

export interface PackPlan {
  /** The pack's area: the request's box, else the map's data extent (cut by a share's bounds). */
  bbox: Area;
  archives: PlannedArchive[];
}

/**
 * Which layers are packed and as what: vector layers as their vector tiles, rasters as their
 * drawn tiles and, for heights (a DTM), its terrain tiles too. Only layers with data: point
 * clouds, models, photos and layers of files only are not drawn from tiles, and are left out.
 */
export function packedKinds(
  layer: Pick<MapLayerRow, 'type' | 'raster_kind' | 'extent'>,
): TiledKind[] {
  if (!areaOf(layer.extent)) return [];
  if (layer.type === 'vector') return ['vector'];
  if (layer.type !== 'raster') return [];
  return layer.raster_kind === 'elevation' ? ['raster', 'terrain'] : ['raster'];
}

/** The live tiles an archive of `kind` is drawn from, as `principal` sees the layer. */
export function tileSourceOf(
  tiles: TileService,
  principal: Principal,
  layerId: number,
  kind: TiledKind,
): Promise<TileSource> {
  if (kind === 'vector') return tiles.vectorSource(principal, layerId);
  if (kind === 'raster') return tiles.rasterSource(principal, layerId, ARCHIVE_FORMATS.raster);
  return tiles.terrainSource(principal, layerId, ARCHIVE_FORMATS.terrain);
}

/** The pack's area, or a field error when there is none to pack. */
function packArea(principal: Principal, layers: readonly MapLayerRow[], request: PackRequest) {
  const extent = combinedExtent(layers.filter((l) => packedKinds(l).length > 0));
  const asked = request.bbox ? areaOf(request.bbox) : areaOf(extent);
  if (!asked) {
    throw ValidationError.field(
      'bbox',
      request.bbox ? 'Draw an area, not a line or a point.' : 'The map has no data to pack.',
    );
  }
  const share = shareBox(principal);
  const area = share ? intersectAreas(asked, share) : asked;
  if (!area) throw ValidationError.field('bbox', 'The area is outside the shared view.');
  return area;
}

/** A layer's live tiles of one kind, as the principal sees them. */
export interface LayerSource {
  row: MapLayerRow;
  kind: TiledKind;
  source: TileSource;
}

/**
 * The live tiles every packed layer of `layers` is drawn from, per kind: what a plan needs of
 * the database, asked once however many plans are made from it (a list of packs).
 */
export async function layerSources(
  tiles: TileService,
  principal: Principal,
  layers: readonly MapLayerRow[],
): Promise<LayerSource[]> {
  const sources: LayerSource[] = [];
  for (const row of layers) {
    for (const kind of packedKinds(row)) {
      sources.push({ row, kind, source: await tileSourceOf(tiles, principal, row.id, kind) });
    }
  }
  return sources;
}

/**
 * The archives a pack of `layers` (a map's, as the principal sees them, with their `sources`)
 * needs for the request: per layer and kind, the pack's area within the layer's (its bounds,
 * cut by a share's, and its data extent) and the zooms both ranges allow. Layers the area or
 * zooms miss are left out. Arithmetic only: the sources hold what the database said.
 */
export function planFrom(
  principal: Principal,
  layers: readonly MapLayerRow[],
  sources: readonly LayerSource[],
  request: PackRequest,
): PackPlan {
  const bbox = packArea(principal, layers, request);
  const archives: PlannedArchive[] = [];
  for (const { row, kind, source } of sources) {
    const { layer } = source;
    let area: Area | null = intersectAreas(bbox, areaOf(row.extent)!);
    const bounds = areaOf(layer.bounds);
    if (area && layer.bounds) area = bounds ? intersectAreas(area, bounds) : null;
    const zoomMin = Math.max(request.zoom_min, layer.zoom_min);
    const zoomMax = Math.min(
      request.zoom_max,
      layer.zoom_max,
      kind === 'vector' ? VECTOR_PACK_MAX_ZOOM : Infinity,
    );
    if (!area || zoomMin > zoomMax) continue;
    const rounded = roundArea(area);
    archives.push({
      layer: row,
      kind,
      source,
      tiles: countTiles(rounded, zoomMin, zoomMax),
      content: {
        organisation_id: layer.organisation_id,
        layer_id: layer.id,
        share_id: principal.share?.shareId ?? null,
        kind,
        data_version: layer.data_version,
        fingerprint: source.fingerprint,
        zoom_min: zoomMin,
        zoom_max: zoomMax,
        area: rounded,
      },
    });
  }
  return { bbox, archives };
}

/**
 * The plan with, when the request asks for them, an attachments archive after each vector
 * archive whose layer has files attached to features in its area: their files (as the popups
 * list them) in the vector archive's area, of any zoom (0 for both: one archive serves every
 * zoom range), fingerprinted by which files go to which features and their sizes.
 */
export async function withAttachments(
  plan: PackPlan,
  request: PackRequest,
  attachments: Pick<PackAttachmentRepository, 'inArea'>,
): Promise<PackPlan> {
  if (!request.attachments) return plan;
  const archives: PlannedArchive[] = [];
  for (const archive of plan.archives) {
    archives.push(archive);
    if (archive.kind !== 'vector') continue;
    const { content } = archive;
    const files = await attachments.inArea(content.organisation_id, content.layer_id, content.area);
    if (files.length === 0) continue;
    archives.push({
      layer: archive.layer,
      kind: 'attachments',
      files,
      tiles: 0,
      content: {
        ...content,
        kind: 'attachments',
        fingerprint: attachmentsFingerprint(files),
        zoom_min: 0,
        zoom_max: 0,
      },
    });
  }
  return { ...plan, archives };
}

/** The plan of a pack of `layers` for the request (see planFrom and withAttachments). */
export async function planPack(
  tiles: TileService,
  attachments: Pick<PackAttachmentRepository, 'inArea'>,
  principal: Principal,
  layers: readonly MapLayerRow[],
  request: PackRequest,
): Promise<PackPlan> {
  // The request's area first: a bad one is a field error before any layer is looked up.
  packArea(principal, layers, request);
  const plan = planFrom(principal, layers, await layerSources(tiles, principal, layers), request);
  return withAttachments(plan, request, attachments);
}
