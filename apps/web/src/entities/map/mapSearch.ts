import { api, idOf, ok } from '../../api/client.js';

/** GET maps/:id/search/: `mapView` is the view at the moment of asking (results near it). */
export function fetchMapSearch(
  mapId: number,
  query: string,
  mapView: string | undefined,
  signal: AbortSignal,
) {
  return ok(
    api.GET('/api/maps/{id}/search/', {
      params: { path: { id: idOf(mapId) }, query: { query, mapView } },
      signal,
    }),
  );
}
