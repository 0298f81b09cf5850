import sharp from 'sharp';
import type { CogInfo } from './cog-info.js';
import type { CogReader, RgbaWindow } from './cog-reader.js';
import { StoredTiles } from './stored-tile.js';
import { paintWindow, TILE_SIZE, type SampleGrid } from './raster-sampler.js';
import { tileBox, type Box, type TileAddress } from './tile-math.js';

export const RASTER_FORMATS = ['webp', 'png', 'jpg'] as const;
export type RasterFormat = (typeof RASTER_FORMATS)[number];

export const RASTER_CONTENT_TYPES: Record<RasterFormat, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
};

/** An overview up to this much coarser than the tile still looks sharp and reads 4x less. */
const OVERVIEW_SLACK = 1.25;

function intersection(a: Box, b: Box): Box | null {
  const box = {
    minX: Math.max(a.minX, b.minX),
    minY: Math.max(a.minY, b.minY),
    maxX: Math.min(a.maxX, b.maxX),
    maxY: Math.min(a.maxY, b.maxY),
  };
  return box.minX < box.maxX && box.minY < box.maxY ? box : null;
}

function sameBox(a: Box, b: Box): boolean {
  return a.minX === b.minX && a.minY === b.minY && a.maxX === b.maxX && a.maxY === b.maxY;
}

/** The coarsest level that is still about as fine as the tile (the full image when zoomed in). */
function levelFor(cog: CogInfo, res: number): number {
  let chosen = 0;
  cog.levels.forEach((level, i) => {
    if (level.resX <= res * OVERVIEW_SLACK) chosen = i;
  });
  return chosen;
}

interface Plan {
  cog: CogInfo;
  levelIndex: number;
  grid: SampleGrid;
  window: [number, number, number, number];
}

/** Which output pixels a COG covers (their centres inside `cover`) and which level pixels they need. */
function planFor(cog: CogInfo, tile: Box, cover: Box, res: number): Plan | null {
  const levelIndex = levelFor(cog, res);
  const level = cog.levels[levelIndex]!;
  const px0 = Math.max(0, Math.ceil((cover.minX - tile.minX) / res - 0.5));
  const px1 = Math.min(TILE_SIZE, Math.floor((cover.maxX - tile.minX) / res - 0.5) + 1);
  const py0 = Math.max(0, Math.ceil((tile.maxY - cover.maxY) / res - 0.5));
  const py1 = Math.min(TILE_SIZE, Math.floor((tile.maxY - cover.minY) / res - 0.5) + 1);
  if (px0 >= px1 || py0 >= py1) return null;
  const grid: SampleGrid = {
    startX: (tile.minX + 0.5 * res - cog.originX) / level.resX,
    stepX: res / level.resX,
    startY: (cog.originY - tile.maxY + 0.5 * res) / level.resY,
    stepY: res / level.resY,
    px0,
    px1,
    py0,
    py1,
  };
  // The level pixels under those centres, one more each side for bilinear.
  const x0 = Math.max(0, Math.floor(grid.startX + px0 * grid.stepX - 1.5));
  const x1 = Math.min(level.width, Math.ceil(grid.startX + (px1 - 1) * grid.stepX + 1.5));
  const y0 = Math.max(0, Math.floor(grid.startY + py0 * grid.stepY - 1.5));
  const y1 = Math.min(level.height, Math.ceil(grid.startY + (py1 - 1) * grid.stepY + 1.5));
  if (x0 >= x1 || y0 >= y1) return null;
  return { cog, levelIndex, grid, window: [x0, y0, x1, y1] };
}

/**
 * 256² raster tiles from a layer's COGs (EPSG:3857), mosaicked in order — later COGs on top —
 * and clipped to the layer's bounds; transparent where no COG has data. A WebP tile that is one
 * stored block of the only COG under it, with nothing clipped away, is sent as stored (see
 * stored-tile.ts). Others are drawn in process: COG blocks through geotiff.js (structure) with
 * native decoding (see cog-decoder.ts), encoding with sharp.
 */
export class RasterRenderer {
  constructor(
    private readonly reader: CogReader,
    private readonly stored: StoredTiles = new StoredTiles(0),
  ) {}

  /** The encoded tile, or null when no pixel of it has data. */
  async render(
    keys: readonly string[],
    tile: TileAddress,
    clip: Box | null,
    format: RasterFormat,
  ): Promise<Buffer | null> {
    const box = tileBox(tile);
    const area = clip ? intersection(box, clip) : box;
    if (!area) return null;
    const res = (box.maxX - box.minX) / TILE_SIZE;
    const cogs = (await Promise.all(keys.map((key) => this.reader.info(key)))).filter(
      (cog) => intersection(area, cog.box) !== null,
    );
    // One COG under the tile, nothing clipped away, WebP asked: the stored block is the tile.
    const whole = area === box || sameBox(area, box);
    if (format === 'webp' && cogs.length === 1 && whole) {
      const stored = this.stored.read(cogs[0]!, tile);
      if (stored) return stored;
    }
    const plans = cogs
      .map((cog) => {
        const cover = intersection(area, cog.box);
        return cover ? planFor(cog, box, cover, res) : null;
      })
      .filter((plan): plan is Plan => plan !== null);
    if (plans.length === 0) return null;
    const windows: RgbaWindow[] = await Promise.all(
      plans.map((p) => this.reader.readRgba(p.cog, p.levelIndex, ...p.window)),
    );
    const canvas = new Uint8ClampedArray(TILE_SIZE * TILE_SIZE * 4);
    let painted = false;
    plans.forEach((plan, i) => {
      if (paintWindow(canvas, windows[i]!, plan.grid, plan.cog.model === 'palette')) painted = true;
    });
    return painted ? encode(canvas, format) : null;
  }
}

/**
 * PNG and WebP keep the alpha; JPEG has none, so transparent pixels are flattened onto white
 * (the background a JPEG tile is drawn over is unknown; white reads as "no data" on a map).
 */
export function encode(canvas: Uint8ClampedArray, format: RasterFormat): Promise<Buffer> {
  const image = sharp(Buffer.from(canvas.buffer, canvas.byteOffset, canvas.byteLength), {
    raw: { width: TILE_SIZE, height: TILE_SIZE, channels: 4 },
  });
  switch (format) {
    case 'png':
      return image.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
    case 'webp':
      return image.webp({ quality: 80, alphaQuality: 100, effort: 2 }).toBuffer();
    case 'jpg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer();
  }
}
