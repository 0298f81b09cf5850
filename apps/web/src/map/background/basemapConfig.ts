/** An external raster basemap: tile URL templates and the credit its provider asks for. */
export interface BasemapSource {
  tiles: string[];
  tileSize?: number;
  maxzoom?: number;
  /** HTML, as tile providers write their credits (from the operator, not from users). */
  attribution?: string;
}

export interface BasemapConfig {
  street?: BasemapSource;
  satellite?: BasemapSource;
}

/**
 * A runtime configuration the server may put into the page before the app starts
 * (/config.js, from the server's WEB_CONFIG); the layout schema has no room
 * for tile URLs.
 */
export interface RuntimeConfig {
  basemaps?: BasemapConfig;
}

interface BuildEnv {
  VITE_STREET_TILES?: string;
  VITE_STREET_ATTRIBUTION?: string;
  VITE_SATELLITE_TILES?: string;
  VITE_SATELLITE_ATTRIBUTION?: string;
}

function validSource(value: unknown): BasemapSource | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const source = value as Partial<BasemapSource>;
  const tiles = Array.isArray(source.tiles)
    ? source.tiles.filter(
        (url): url is string => typeof url === 'string' && /^https?:\/\//.test(url),
      )
    : [];
  if (tiles.length === 0) return undefined;
  return {
    tiles,
    tileSize: typeof source.tileSize === 'number' ? source.tileSize : 256,
    ...(typeof source.maxzoom === 'number' ? { maxzoom: source.maxzoom } : {}),
    ...(typeof source.attribution === 'string' ? { attribution: source.attribution } : {}),
  };
}

function fromEnv(tiles: string | undefined, attribution: string | undefined) {
  if (!tiles?.trim()) return undefined;
  return validSource({ tiles: tiles.trim().split(/[\s,]+/), attribution });
}

/**
 * The street and satellite basemaps: from the runtime configuration, else from the build
 * (VITE_STREET_TILES, VITE_SATELLITE_TILES). Without either they are not offered, and the map
 * uses its offline background.
 */
export function readBasemapConfig(runtime: unknown, env: BuildEnv): BasemapConfig {
  const basemaps =
    runtime && typeof runtime === 'object' ? (runtime as RuntimeConfig).basemaps : undefined;
  const street =
    validSource(basemaps?.street) ?? fromEnv(env.VITE_STREET_TILES, env.VITE_STREET_ATTRIBUTION);
  const satellite =
    validSource(basemaps?.satellite) ??
    fromEnv(env.VITE_SATELLITE_TILES, env.VITE_SATELLITE_ATTRIBUTION);
  return { ...(street ? { street } : {}), ...(satellite ? { satellite } : {}) };
}

declare global {
  interface Window {
    waymarkConfig?: RuntimeConfig;
  }
}

/** The configuration of this page. */
export function pageBasemapConfig(): BasemapConfig {
  return readBasemapConfig(window.waymarkConfig, import.meta.env as BuildEnv);
}
