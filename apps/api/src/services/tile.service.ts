import type { GenerationCache } from '../db/generation-cache.js';
import { NotFoundError } from '../lib/errors.js';
import type { TileLayer, TileLayerRepository } from '../repositories/tile-layer.repository.js';
import {
  MVT_BUFFER,
  MVT_EXTENT,
  type VectorTileRepository,
} from '../repositories/vector-tile.repository.js';
import {
  RASTER_CONTENT_TYPES,
  type RasterFormat,
  type RasterRenderer,
} from '../tiles/raster-renderer.js';
import { flatTerrainTile } from '../tiles/elevation-rgb.js';
import type { ReliefRenderer } from '../tiles/relief-renderer.js';
import { layerFingerprint, tileETag } from '../tiles/tile-etag.js';
import { reliefStyleOf, unionRange } from './relief-style.js';
import type { TileAddress } from '../tiles/tile-math.js';
import { cogsOfDate, regionOf, simplifyTolerance } from './tile-region.js';
import { scopeKey } from '../repositories/scope.js';
import { viewerOf } from '../policies/ownership.js';
import type { Principal } from '../policies/principal.js';
import { withinShare } from './share-bounds.js';
import {
  TERRAIN_CONTENT_TYPES,
  type PreparedTile,
  type TerrainFormat,
  type TileSource,
} from './tile-source.js';
import type { UsageRecorder } from './usage-recorder.js';

export const MVT_CONTENT_TYPE = 'application/vnd.mapbox-vector-tile';

export { simplifyTolerance } from './tile-region.js';

export {
  TERRAIN_CONTENT_TYPES,
  type PreparedTile,
  type TerrainFormat,
  type TileSource,
} from './tile-source.js';

/**
 * Vector tiles from PostGIS, raster tiles and terrain tiles from COGs, for the layers a
 * principal may see.
 */
export class TileService {
  constructor(
    private readonly layers: TileLayerRepository,
    private readonly vectorTiles: Pick<VectorTileRepository, 'tile'>,
    private readonly renderer: RasterRenderer,
    private readonly relief: ReliefRenderer,
    private readonly cache?: GenerationCache<string, TileLayer | undefined>,
    /** Counts the tiles served per organisation (in memory, written in batches). */
    private readonly usage?: UsageRecorder,
  ) {}

  /** The layer if the principal may see it; 404 otherwise (also across organisations). */
  private async visible(principal: Principal, layerId: number, cogs: boolean): Promise<TileLayer> {
    const viewer = viewerOf(principal);
    const load = () => this.layers.findVisible(layerId, viewer, cogs);
    // Who sees what follows from these three and the data, which the cache watches.
    const key = `${layerId}:${cogs}:${viewer.userId}:${viewer.isSuperuser}:${scopeKey(viewer.scope)}:${viewer.onlyMap ?? ''}`;
    const layer = await (this.cache ? this.cache.get(key, load) : load());
    if (!layer) throw new NotFoundError();
    this.usage?.count(layer.organisation_id, 'tiles');
    // A share viewer sees the layer only inside the share's bounds: pixels and features
    // outside are cut as the layer's own bounds cut them (and the ETag differs accordingly).
    if (!principal.share) return layer;
    return { ...layer, bounds: withinShare(layer.bounds, principal.share.bounds) };
  }

  /** `date`: a series' survey date, to draw only that survey's features (null: all). */
  async vector(
    principal: Principal,
    layerId: number,
    tile: TileAddress,
    date: string | null = null,
  ): Promise<PreparedTile> {
    return (await this.vectorSource(principal, layerId, date)).tile(tile);
  }

  /**
   * A layer's vector tiles for a principal: the one lookup of the layer, then any number of
   * tiles (the live route asks one; an offline pack's job every tile of its area).
   */
  async vectorSource(
    principal: Principal,
    layerId: number,
    date: string | null = null,
  ): Promise<TileSource> {
    const layer = await this.visible(principal, layerId, false);
    // An offline pack's vector archive also holds an index of the layer's search field (see
    // packSearchIndex): a new field makes a new archive. Without one, the fingerprint is as it
    // was before archives held an index, so their archives stay in use.
    const search = layer.search_field === null ? null : { search: layer.search_field };
    return {
      layer,
      get fingerprint() {
        return layerFingerprint(layer, 'pbf', date, search);
      },
      tile: (tile) => ({
        etag: tileETag(layer, tile, 'pbf', date),
        contentType: MVT_CONTENT_TYPE,
        produce: async () => {
          const region = regionOf(layer, tile, MVT_BUFFER / MVT_EXTENT);
          if (region.kind === 'empty') return null;
          const mvt = await this.vectorTiles.tile(
            {
              layerId,
              ...tile,
              subLayers: layer.sub_layers.length > 0 ? layer.sub_layers : null,
              clip: region.clip,
              simplify: simplifyTolerance(tile.z),
              surveyDate: date,
            },
            layer.data_version,
          );
          return mvt.length > 0 ? mvt : null;
        },
      }),
    };
  }

  /**
   * A DTM's heights as terrain-RGB, for the viewer's 3D terrain: of one survey `date` for a
   * series, clipped like its drawn tiles (its bounds, a share's bounds). Where it has no height
   * (outside its data, its bounds or a share's, on every tile of the world) its lowest height:
   * the scene stands on a plain at the site's foot, not on a plinth above sea level, and
   * MapLibre's terrain gets a tile wherever it asks (it waits on one that answers no content).
   * 404 for a layer that is not one of heights; 204 while it has none yet and beyond its zoom
   * range.
   */
  async terrain(
    principal: Principal,
    layerId: number,
    tile: TileAddress,
    format: TerrainFormat,
    date: string | null = null,
  ): Promise<PreparedTile> {
    return (await this.terrainSource(principal, layerId, format, date)).tile(tile);
  }

  async terrainSource(
    principal: Principal,
    layerId: number,
    format: TerrainFormat,
    date: string | null = null,
  ): Promise<TileSource> {
    const layer = await this.visible(principal, layerId, true);
    if (layer.raster_kind !== 'elevation') throw new NotFoundError();
    const shown = cogsOfDate(layer, date);
    const cogs = shown.map((c) => c.key);
    // To the decimetre, as the tiles' heights are.
    const base = Math.round((unionRange(shown.map((c) => c.range))?.[0] ?? 0) * 10) / 10;
    return {
      layer,
      get fingerprint() {
        return layerFingerprint(layer, `terrain.${format}`, date, base);
      },
      tile: (tile) => ({
        etag: tileETag(layer, tile, `terrain.${format}`, date, base),
        contentType: TERRAIN_CONTENT_TYPES[format],
        produce: async () => {
          if (cogs.length === 0 || tile.z < layer.zoom_min || tile.z > layer.zoom_max) return null;
          const region = regionOf(layer, tile, 0);
          if (region.kind === 'empty') return flatTerrainTile(format, base);
          return this.relief.terrain(cogs, tile, region.clip, format, base);
        },
      }),
    };
  }

  async raster(
    principal: Principal,
    layerId: number,
    tile: TileAddress,
    format: RasterFormat,
    date: string | null = null,
  ): Promise<PreparedTile> {
    return (await this.rasterSource(principal, layerId, format, date)).tile(tile);
  }

  async rasterSource(
    principal: Principal,
    layerId: number,
    format: RasterFormat,
    date: string | null = null,
  ): Promise<TileSource> {
    const layer = await this.visible(principal, layerId, true);
    // A series draws one survey: that date's COGs, mosaicked as every layer's are.
    const drawn = cogsOfDate(layer, date);
    const cogs = drawn.map((c) => c.key);
    // A DTM or an elevation change: coloured along its ramp (and shaded), not as an image.
    const style = reliefStyleOf(layer, unionRange(drawn.map((c) => c.range)));
    return {
      layer,
      get fingerprint() {
        return layerFingerprint(layer, format, date, style);
      },
      tile: (tile) => ({
        etag: tileETag(layer, tile, format, date, style),
        contentType: RASTER_CONTENT_TYPES[format],
        produce: async () => {
          const region = regionOf(layer, tile, 0);
          if (region.kind === 'empty') return null;
          if (cogs.length === 0) return null;
          if (style) return this.relief.render(cogs, tile, region.clip, format, style);
          return this.renderer.render(cogs, tile, region.clip, format);
        },
      }),
    };
  }
}
