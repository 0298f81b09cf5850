import { useParams } from 'react-router';
import { MapFrame } from '../features/maps/MapFrame.js';
import { parseRouteId } from '../routing/useRouteParams.js';

/** The map reached through a share link; the guard has already entered map-share mode. */
export function MapSharePage() {
  const { id } = useParams();
  return <MapFrame mapId={parseRouteId(id)} rememberChoice={false} />;
}
