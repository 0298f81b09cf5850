import type { MapRead } from '@waymark/contract';
import { backgroundKey, layerStatusKey } from '../../lib/mapStorageKeys.js';

/** A map with the fields kept on the client only (section 3, Map). */
export interface ClientMap extends MapRead {
  /** Layer id → enabled, restored from localStorage per map. */
  uiLayerStatus: Record<string, boolean>;
  /** The Last-Modified header of the last detail answer, sent back as If-Modified-Since. */
  lastModified?: string;
}

function readLayerStatus(mapId: number): Record<string, boolean> {
  const raw = localStorage.getItem(layerStatusKey(mapId));
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    // A damaged entry only loses the remembered layer states.
    return {};
  }
}

/** Per-map layer states and the chosen background layer come back from localStorage. */
export function restoreUiState(map: MapRead & Partial<ClientMap>): ClientMap {
  const bgLayer = localStorage.getItem(backgroundKey(map.id));
  return {
    ...map,
    bg_layer: bgLayer ?? map.bg_layer,
    uiLayerStatus: { ...(map.uiLayerStatus ?? {}), ...readLayerStatus(map.id) },
  };
}

/**
 * The maps list (section 4): only maps of the current organisation are kept; a map already
 * known keeps its fields with the new answer laid over them.
 */
export function mergeMaps(
  previous: readonly ClientMap[],
  incoming: readonly MapRead[],
  organisationId: number,
): ClientMap[] {
  const known = new Map(previous.map((map) => [map.id, map]));
  return incoming
    .filter((map) => map.organisation_id === organisationId)
    .map((map) => restoreUiState({ ...known.get(map.id), ...map }));
}

/** Puts a map into a list: replaced when present, added when new. */
export function upsertMap(list: readonly ClientMap[], map: ClientMap): ClientMap[] {
  return list.some((m) => m.id === map.id)
    ? list.map((m) => (m.id === map.id ? map : m))
    : [...list, map];
}
