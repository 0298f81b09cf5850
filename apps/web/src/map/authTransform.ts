import type { RequestParameters } from 'maplibre-gl';

/**
 * MapLibre's transformRequest: tiles of this site's /api/ carry the authentication header (the
 * token, or 'MapShare: Token' in map-share mode); other hosts (basemaps) never get it.
 */
export function authTransform(
  header: () => [string, string] | null,
  origin: string,
): (url: string) => RequestParameters | undefined {
  return (url) => {
    let parsed: URL;
    try {
      parsed = new URL(url, origin);
    } catch {
      return undefined;
    }
    if (parsed.origin !== origin || !parsed.pathname.startsWith('/api/')) return undefined;
    const auth = header();
    return auth ? { url, headers: { [auth[0]]: auth[1] } } : undefined;
  };
}
