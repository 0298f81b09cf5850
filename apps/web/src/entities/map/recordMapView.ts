import { api, idOf } from '../../api/client.js';

/**
 * POST maps/:id/views/: the viewer opened the map, counted in its organisation's usage (maps
 * viewed, in Settings). A failure costs the count only.
 */
export async function recordMapView(mapId: number): Promise<void> {
  try {
    await api.POST('/api/maps/{id}/views/', { params: { path: { id: idOf(mapId) } } });
  } catch {
    // Not counted; nothing else depends on it.
  }
}
