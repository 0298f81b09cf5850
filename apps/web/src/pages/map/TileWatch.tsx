import type { Map as MapLibreMap } from 'maplibre-gl';
import { useShareTileRefusal } from '../../features/map-share/useShareTileRefusal.js';

/** Ends a share link's visit when the viewer's tiles are refused (see useShareTileRefusal). */
export function TileWatch({ map }: { map: MapLibreMap | null }) {
  useShareTileRefusal(map);
  return null;
}
