import { useParams } from 'react-router';
import { MapFrame } from '../features/mapview/MapFrame.js';
import { parseRouteId } from '../routing/useRouteParams.js';
import { MAP_VIEW_PARTS } from './map/mapViewParts.js';

export function MapViewPage() {
  const { id } = useParams();
  return <MapFrame mapId={parseRouteId(id)} rememberChoice parts={MAP_VIEW_PARTS} />;
}
