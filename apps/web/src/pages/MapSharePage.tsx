import { useEffect } from 'react';
import { useParams } from 'react-router';
import { trackEvent } from '../entities/analytics/analytics.js';
import { useShareExpiryCheck } from '../features/map-share/useShareExpiryCheck.js';
import { MapFrame } from '../features/mapview/MapFrame.js';
import { useSession } from '../entities/session/useSession.js';
import { parseRouteId } from '../routing/useRouteParams.js';
import { MAP_VIEW_PARTS } from './map/mapViewParts.js';

/**
 * The map reached through a share link; the guard has already entered map-share mode. The
 * share names its map: a link whose path says another opens the share's own.
 */
export function MapSharePage() {
  const { id } = useParams();
  const { mapShare } = useSession();
  useShareExpiryCheck();
  // Sent on for the share's organisation only if it allows share viewers' analytics.
  useEffect(() => trackEvent('Share opened'), []);
  return (
    <MapFrame
      mapId={mapShare?.share.map ?? parseRouteId(id)}
      rememberChoice={false}
      parts={MAP_VIEW_PARTS}
    />
  );
}
