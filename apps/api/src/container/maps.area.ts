import { CopcShareGuard } from '../services/copc-share.service.js';
import { directDatabaseUrl } from '../config.js';
import { CoordinateSearch } from '../search/coordinate-search.js';
import { RouteSearch } from '../search/route-search.js';
import { choosePlaceSearch } from '../services/choose-place-search.js';
import { ElevationService } from '../services/earthworks/elevation.service.js';
import { VolumeService } from '../services/earthworks/volume.service.js';
import { LayerFileService } from '../services/layer-file.service.js';
import { LayerService } from '../services/layer.service.js';
import { MapDownloadService } from '../services/map-download.service.js';
import { MapFilesService } from '../services/map-files.service.js';
import { MapLayerService } from '../services/map-layer.service.js';
import { MapShareService } from '../services/map-share.service.js';
import { MapService } from '../services/map.service.js';
import { MapViewService } from '../services/map-view.service.js';
import { OgcCatalogueService } from '../services/ogc/ogc-catalogue.service.js';
import { OgcFeaturesService } from '../services/ogc/ogc-features.service.js';
import { RouteService } from '../services/route.service.js';
import { SearchService } from '../services/search.service.js';
import { SectionService } from '../services/section.service.js';
import { ShareAccessService } from '../services/share-access.service.js';
import { TileService } from '../services/tile.service.js';
import { BatchedVectorTiles } from '../tiles/batched-vector-tiles.js';
import { CachedVectorTiles } from '../tiles/vector-tile-cache.js';
import { SharedVectorTiles } from '../tiles/shared-vector-tiles.js';
import { CogReader } from '../tiles/cog-reader.js';
import { RasterRenderer } from '../tiles/raster-renderer.js';
import { StoredTiles } from '../tiles/stored-tile.js';
import { ReliefRenderer } from '../tiles/relief-renderer.js';
import type { Shared } from './shared.js';

/** Maps, layers and their files, shares, and what the map viewer reads: tiles, search, tools. */
export function createMapsArea(shared: Shared) {
  const { repos, config, storage, audit } = shared;
  const layers = new LayerService(
    repos.layers,
    repos.layerFiles,
    repos.mapLayers,
    repos.organisations,
    storage,
    audit,
    repos.users,
    repos.searchIndexes,
    repos.routes,
  );
  const maps = new MapService(
    repos.maps,
    repos.layers,
    layers,
    repos.organisations,
    audit,
    repos.users,
    repos.markupAttachments,
    storage,
    repos.packs,
  );
  // One per process: COG structures and decoded blocks are shared by every request (tiles and
  // cross sections alike).
  const cogReader = new CogReader(storage, {
    blockCacheBytes: config.RASTER_CACHE_MB * 1024 ** 2,
    cogCacheSize: 256,
    onLookup: (cache, hit) => shared.metrics.tileCacheLookup(cache, hit),
  });
  const ogcCatalogue = new OgcCatalogueService(
    repos.organisations,
    repos.ogcCollections,
    repos.ogcFeatures,
  );
  return {
    layers,
    layerFiles: new LayerFileService(
      layers,
      repos.layers,
      repos.layerFiles,
      repos.features,
      storage,
      audit,
      new CopcShareGuard(storage, repos.spatialRefs),
    ),
    maps,
    mapLayers: new MapLayerService(maps, layers, repos.layers, repos.mapLayers, audit),
    mapShares: new MapShareService(
      repos.mapShares,
      repos.maps,
      repos.organisations,
      audit,
      repos.packs,
      storage,
    ),
    shareAccess: new ShareAccessService(repos.mapShares, shared.log, shared.cache()),
    // Every tile asks which layer it is and whether the caller may see it: kept while nothing
    // it depends on changes.
    tiles: new TileService(
      repos.tileLayers,
      new CachedVectorTiles(
        new SharedVectorTiles(
          new BatchedVectorTiles(repos.vectorTiles),
          repos.sharedTiles,
          config.VECTOR_TILE_SHARED_MB * 1024 ** 2,
          (hit) => shared.metrics.tileCacheLookup('vector_tile_shared', hit),
        ),
        config.VECTOR_TILE_CACHE_MB * 1024 ** 2,
        (hit) => shared.metrics.tileCacheLookup('vector_tile', hit),
      ),
      new RasterRenderer(
        cogReader,
        // Stored WebP tiles are ~20 KB where a decoded block is 256 KB: a quarter holds as many.
        new StoredTiles(config.RASTER_CACHE_MB * 256 * 1024, (hit) =>
          shared.metrics.tileCacheLookup('stored_tile', hit),
        ),
      ),
      new ReliefRenderer(cogReader),
      shared.cache('tile_layer'),
      shared.usage,
    ),
    mapViews: new MapViewService(maps, shared.usage),
    search: new SearchService(
      maps,
      repos.layers,
      repos.featureSearch,
      choosePlaceSearch(shared.config, shared.log, repos.gazetteer),
      new CoordinateSearch(repos.spatialRefs),
      new RouteSearch(repos.routes),
    ),
    routes: new RouteService(maps, repos.layers, repos.routes),
    mapFiles: new MapFilesService(maps, repos.layers, repos.mapFiles, storage),
    sections: new SectionService(maps, repos.dtms, cogReader),
    mapDownloads: new MapDownloadService(
      maps,
      repos.layers,
      repos.mapDownloads,
      {
        // ogr2ogr's libpq session (read-only through PGOPTIONS): on the primary itself.
        databaseUrl: directDatabaseUrl(config),
        workDir: config.WORK_DIR,
        timeoutMs: config.GDAL_TIMEOUT_SECONDS * 1000,
      },
      audit,
    ),
    ogcCatalogue,
    ogcFeatures: new OgcFeaturesService(ogcCatalogue, repos.ogcFeatures),
    elevations: new ElevationService(maps, repos.surveys, cogReader),
    volumes: new VolumeService(
      maps,
      repos.surveys,
      storage,
      config.WORK_DIR,
      config.GDAL_TIMEOUT_SECONDS * 1000,
    ),
  };
}
