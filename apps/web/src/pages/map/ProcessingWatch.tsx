import type { ClientMap } from '../../entities/map/clientMap.js';
import { useMapProcessingRefresh } from '../../features/upload/processing/useMapProcessingRefresh.js';

/** Keeps the viewer's map fresh while its layers' uploaded files are processed. */
export function ProcessingWatch({ map }: { map: ClientMap | undefined }) {
  useMapProcessingRefresh(map);
  return null;
}
