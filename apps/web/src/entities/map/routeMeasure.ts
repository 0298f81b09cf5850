import { api, idOf, ok } from '../../api/client.js';

/** GET maps/:id/layers/:layerId/features/:fid/measure/: where a point lies along a route line. */
export function fetchRouteMeasure(
  mapId: number,
  layerId: number,
  fid: number,
  at: { lng: number; lat: number },
  signal: AbortSignal,
) {
  return ok(
    api.GET('/api/maps/{id}/layers/{layerId}/features/{fid}/measure/', {
      params: {
        path: { id: idOf(mapId), layerId: idOf(layerId), fid: String(fid) },
        query: { lng: String(at.lng), lat: String(at.lat) },
      },
      signal,
    }),
  );
}
