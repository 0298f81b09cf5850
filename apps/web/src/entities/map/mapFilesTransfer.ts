import { api, idOf, ok } from '../../api/client.js';
import { safeFileName } from '../../lib/fileName.js';
import type { Box } from '../../lib/box.js';

const ANY_TYPE = { Accept: '*/*' };

/** The map files panel's query of maps/:id/files/: the files touching the view. */
export function viewQuery(view: Box) {
  const [w, s, e, n] = view;
  return { sw_lon: String(w), sw_lat: String(s), ne_lon: String(e), ne_lat: String(n) };
}

/** The chosen files as one zip (maps/:id/files/?download&ids=…), through the API client. */
export function fetchFilesZip(mapId: number, view: Box, ids: readonly number[]): Promise<Blob> {
  return ok(
    api.GET('/api/maps/{id}/files/', {
      params: {
        path: { id: idOf(mapId) },
        query: { ...viewQuery(view), download: '', ids: ids.join(',') },
      },
      headers: ANY_TYPE,
      parseAs: 'blob',
    }),
  ) as Promise<unknown> as Promise<Blob>;
}

/** The map's vector layers within the view as one GeoPackage (maps/:id/download/?bbox=…). */
export function fetchMapData(mapId: number, view: Box): Promise<Blob> {
  return ok(
    api.GET('/api/maps/{id}/download/', {
      params: { path: { id: idOf(mapId) }, query: { bbox: view.join(',') } },
      headers: ANY_TYPE,
      parseAs: 'blob',
    }),
  ) as Promise<unknown> as Promise<Blob>;
}

/** A name for a download from the map's name: what file systems refuse becomes '_'. */
export function downloadName(mapName: string, suffix: string): string {
  return `${safeFileName(mapName)}${suffix}`;
}
