import { backgroundKey } from '../../lib/mapStorageKeys.js';
import type { BasemapConfig } from './basemapConfig.js';

export type BackgroundId = 'offline' | 'street' | 'satellite';

/** The backgrounds on offer: the offline one always, the others when configured. */
export function availableBackgrounds(config: BasemapConfig): BackgroundId[] {
  return [
    'offline',
    ...(config.street ? (['street'] as const) : []),
    ...(config.satellite ? (['satellite'] as const) : []),
  ];
}

/**
 * The background to draw for a map's bg_layer (stored per map, or the map's own; 'street' by
 * default, written 1 in one reading): the one asked for when it is on offer, else offline.
 */
export function resolveBackground(
  bgLayer: string | null,
  available: readonly BackgroundId[],
): BackgroundId {
  const asked =
    bgLayer === 'street' || bgLayer === '1' || bgLayer === 'street-layer'
      ? 'street'
      : bgLayer === 'satellite' || bgLayer === '2' || bgLayer === 'satellite-layer'
        ? 'satellite'
        : 'offline';
  return available.includes(asked) ? asked : 'offline';
}

/** Remembers the chosen background of a map (bg_layer<mapId>). */
export function storeBackground(mapId: number, background: BackgroundId): void {
  try {
    localStorage.setItem(backgroundKey(mapId), background);
  } catch {
    // The choice still applies on screen.
  }
}
