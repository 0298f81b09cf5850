import { layerStatusKey } from '../../../lib/mapStorageKeys.js';

/** A layer is on unless the user switched it off. */
export function isLayerEnabled(
  status: Readonly<Record<string, boolean>>,
  layerId: number,
): boolean {
  return status[String(layerId)] ?? true;
}

/** The map's layer states with one changed, stored for the next visit. */
export function storeLayerStatus(
  mapId: number,
  status: Readonly<Record<string, boolean>>,
  layerId: number,
  enabled: boolean,
): Record<string, boolean> {
  const next = { ...status, [String(layerId)]: enabled };
  try {
    localStorage.setItem(layerStatusKey(mapId), JSON.stringify(next));
  } catch {
    // A full or blocked storage only loses the remembered state, not the change on screen.
  }
  return next;
}
