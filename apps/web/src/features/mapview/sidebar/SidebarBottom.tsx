import { Stack } from '@mui/material';
import { Suspense } from 'react';
import type { ClientMap } from '../../../entities/map/clientMap.js';
import { useSession } from '../../../entities/session/useSession.js';
import { useMapViewParts } from '../mapViewParts.js';
import { HideSidebarButton } from './HideSidebarButton.js';
import { MapInfoCard } from './MapInfoCard.js';

/**
 * The bottom of the map sidebar: 'Make available offline', 'Show Tour', the organisation
 * selector and impersonation control, or in map-share mode the Map Info card; then 'Hide'.
 */
export function SidebarBottom({ map }: { map: ClientMap | undefined }) {
  const { mapShare } = useSession();
  const { OfflineButton, TourButton, SessionControls } = useMapViewParts();
  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      {map ? (
        <Suspense fallback={null}>
          <OfflineButton map={map} />
        </Suspense>
      ) : null}
      {mapShare ? (
        <MapInfoCard share={mapShare.share} />
      ) : (
        <>
          <TourButton />
          <Suspense fallback={null}>
            <SessionControls />
          </Suspense>
        </>
      )}
      <HideSidebarButton />
    </Stack>
  );
}
