import { PACK_MAX_BYTES, PACK_MAX_TILES, type PackEstimate } from '@waymark/contract/pack';
import type { ArchiveRow, PackRepository } from '../repositories/pack.repository.js';
import { sampleTiles, spanSize, tileSpan, type Area } from '../tiles/pack-tiles.js';
import { attachmentBytes } from './pack-attachments.js';
import type { PackPlan, PlannedTiles } from './pack-plan.js';

/** Live tiles drawn per sampled zoom to guess an archive's size: a grid of this side. */
const SAMPLE_SIDE = 3;

/** The mean size of a few live tiles spread over the archive's area at zoom z (empty: 0). */
async function meanTileBytes(archive: PlannedTiles, z: number): Promise<number> {
  const samples = sampleTiles(tileSpan(archive.content.area as Area, z), SAMPLE_SIDE);
  let total = 0;
  for (const tile of samples) total += (await archive.source.tile(tile).produce())?.length ?? 0;
  return samples.length === 0 ? 0 : total / samples.length;
}

/**
 * The bytes an archive will hold, guessed from a handful of live tiles at its deepest zoom and
 * two zooms above. Their mean sizes give how a tile grows per zoom up (r, between 1 — an image,
 * whose tiles weigh alike at every zoom — and 4 — points, each drawn once per zoom, so that a
 * tile holds what four of the next zoom hold), and each zoom's tile count times its size is
 * summed; no zoom weighs more than the deepest in all (every feature is drawn once per zoom,
 * however few tiles hold them, and simplified above it). Deep tiles are small and quick to draw; a middle zoom's
 * tile of a dense layer is neither (one of a million points weighed 54 MB and took seconds, and
 * times the archive's tile count gave 180 GB for an archive of some hundred MB). Good enough for
 * what it is for — the order of the download, and refusing packs far beyond the limits; counting
 * exactly would mean drawing the whole archive.
 */
async function guessBytes(archive: PlannedTiles): Promise<number> {
  const { zoom_min: zoomMin, zoom_max: zoomMax } = archive.content;
  const area = archive.content.area as Area;
  const tilesAt = (z: number) => spanSize(tileSpan(area, z));
  const deepest = await meanTileBytes(archive, zoomMax);
  const upper = Math.max(zoomMin, zoomMax - 2);
  let perZoom = 1;
  let base = deepest;
  let heaviest = deepest * tilesAt(zoomMax);
  if (upper < zoomMax) {
    const above = await meanTileBytes(archive, upper);
    if (deepest === 0) heaviest = above * tilesAt(upper);
    if (deepest > 0 && above > 0) {
      perZoom = Math.min(4, Math.max(1, (above / deepest) ** (1 / (zoomMax - upper))));
    } else if (above > 0) {
      // The deepest samples found nothing (sparse data): the zoom above's, spread as points'.
      base = above / 4 ** (zoomMax - upper);
      perZoom = 4;
    }
  }
  let bytes = 0;
  for (let z = zoomMin; z <= zoomMax; z += 1) {
    bytes += Math.min(heaviest, tilesAt(z) * base * perZoom ** (zoomMax - z));
  }
  return Math.round(bytes);
}

/** A plan's estimate, and the live archives it would reuse (by the plan's archive index). */
export interface Estimated {
  estimate: PackEstimate;
  reused: (ArchiveRow | undefined)[];
}

/**
 * Tiles per archive are exact (tile arithmetic over its area and zooms); bytes are a reused
 * archive's real size once it is built, else a guess from live tiles (see guessBytes); an
 * attachments archive's, the real sizes of its files.
 */
export async function estimatePack(packs: PackRepository, plan: PackPlan): Promise<Estimated> {
  const reused = await Promise.all(plan.archives.map((a) => packs.findLive(a.content)));
  const allTiles = plan.archives.reduce((sum, a) => sum + a.tiles, 0);
  // Refused on its tiles alone: drawing sample tiles to guess bytes (seconds of PostGIS for a
  // dense layer's middle zooms) would be work for nothing, asked for again and again by anyone.
  // Its unbuilt archives then count 0 bytes: the answer says why it is refused, by its tiles.
  const guess = allTiles > PACK_MAX_TILES ? async () => 0 : guessBytes;
  const layers = [];
  for (const [i, archive] of plan.archives.entries()) {
    const live = reused[i];
    const bytes =
      live?.status === 'ready' && live.bytes !== null
        ? live.bytes
        : archive.kind === 'attachments'
          ? attachmentBytes(archive.files)
          : await guess(archive);
    layers.push({
      layer: archive.layer.id,
      name: archive.layer.name,
      kind: archive.kind,
      tiles: archive.tiles,
      bytes,
      reused: live !== undefined,
    });
  }
  const tiles = layers.reduce((sum, l) => sum + l.tiles, 0);
  const bytes = layers.reduce((sum, l) => sum + l.bytes, 0);
  return {
    estimate: {
      tiles,
      bytes,
      layers,
      max_tiles: PACK_MAX_TILES,
      max_bytes: PACK_MAX_BYTES,
      within: tiles <= PACK_MAX_TILES && bytes <= PACK_MAX_BYTES,
    },
    reused,
  };
}
