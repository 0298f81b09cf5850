import { useParams } from 'react-router';
import { AdminPage } from './AdminPage.js';
import { MapShareDetail } from '../../features/map-share/admin/MapShareDetail.js';
import { MapShareHeading } from '../../features/map-share/admin/MapShareHeading.js';
import { parseRouteId } from '../../routing/useRouteParams.js';
import { NotFoundPage } from '../NotFoundPage.js';

export function MapShareDetailsPage() {
  const shareId = parseRouteId(useParams().id);
  if (shareId === null) return <NotFoundPage />;
  return (
    <AdminPage title={<MapShareHeading shareId={shareId} />} ability="open_mapshares_settings">
      {/* A new key per share: the form starts afresh when the route moves to another share. */}
      <MapShareDetail key={shareId} shareId={shareId} />
    </AdminPage>
  );
}
