import type {
  ElevationChangeRequest,
  LayerRead,
  VolumeAnswer,
  VolumeRequest,
} from '@waymark/contract';
import { api, idOf, ok } from '../../api/client.js';

/**
 * POST maps/:id/volume/: cut, fill and net volume inside a polygon between two surveys of
 * heights, or one and a flat base plane. A 400 is thrown as ApiError with the server's message.
 */
export function measureVolume(
  mapId: number,
  body: VolumeRequest,
  signal?: AbortSignal,
): Promise<VolumeAnswer> {
  return ok(
    api.POST('/api/maps/{id}/volume/', { params: { path: { id: idOf(mapId) } }, body, signal }),
  );
}

/** POST maps/:id/elevation-change/: a new layer of the map, later minus earlier (processed). */
export async function createElevationChange(
  mapId: number,
  body: ElevationChangeRequest,
): Promise<LayerRead> {
  const layer = await ok(
    api.POST('/api/maps/{id}/elevation-change/', { params: { path: { id: idOf(mapId) } }, body }),
  );
  // The document types the style as unknown[]; the contract says what it holds.
  return layer as LayerRead;
}
