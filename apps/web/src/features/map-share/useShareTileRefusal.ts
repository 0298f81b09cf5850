import type { ErrorEvent, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect } from 'react';
import { useSession } from '../../entities/session/useSession.js';
import { recheckShare } from './recheckShare.js';

/** The HTTP status of a failed tile load, when MapLibre's error carries one. */
function statusOf(event: ErrorEvent): number | null {
  const error: unknown = event.error;
  if (!error || typeof error !== 'object' || !('status' in error)) return null;
  return typeof error.status === 'number' ? error.status : null;
}

/**
 * MapLibre loads tiles itself, past the API client and its answer handling: in map-share mode a
 * tile refused with 403 (the link revoked, rotated or expired while the map is open) has the
 * link checked again, so that the viewer ends with 'Token expired' instead of an emptying map.
 */
export function useShareTileRefusal(map: MapLibreMap | null): void {
  const { mapShare } = useSession();
  const token = mapShare?.token ?? null;

  useEffect(() => {
    if (!map || token === null) return undefined;
    const onError = (event: ErrorEvent) => {
      if (statusOf(event) === 403) void recheckShare(token);
      // MapLibre logs errors only while nobody listens: the others are still logged.
      else console.error(event.error);
    };
    map.on('error', onError);
    return () => {
      map.off('error', onError);
    };
  }, [map, token]);
}
