import type { TileLayer } from '../repositories/tile-layer.repository.js';
import type { TileAddress } from '../tiles/tile-math.js';

/** A tile whose tag is known; its bytes are made only when the client's copy is stale. */
export interface PreparedTile {
  etag: string;
  contentType: string;
  /** The tile, or null when it is empty (answered 204). */
  produce(): Promise<Buffer | null>;
}

/**
 * A layer's tiles of one kind as a principal sees them: the layer (its bounds cut by a share's),
 * a fingerprint of everything that draws them, and each tile on demand.
 */
export interface TileSource {
  layer: TileLayer;
  /** Worked out when read (an offline pack's build reads it; a live tile does not). */
  readonly fingerprint: string;
  tile(tile: TileAddress): PreparedTile;
}

/** The terrain tiles' encodings: lossless, since a lossy one would change the heights. */
export const TERRAIN_CONTENT_TYPES = { png: 'image/png', webp: 'image/webp' } as const;
export type TerrainFormat = keyof typeof TERRAIN_CONTENT_TYPES;
