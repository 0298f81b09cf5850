import { Stack } from '@mui/material';
import { Suspense } from 'react';
import { useSession } from '../../../entities/session/useSession.js';
import { lazyAfterFirstFrame } from '../../../map/afterFirstFrame.js';
import { ShowTourButton } from '../../tour/ShowTourButton.js';
import { HideSidebarButton } from './HideSidebarButton.js';
import { MapInfoCard } from './MapInfoCard.js';

// Their selects are not needed for the map's first frame (and most users see neither).
const SessionControls = lazyAfterFirstFrame(() =>
  import('./SessionControls.js').then((m) => m.SessionControls),
);

/**
 * The bottom of the map sidebar: 'Show Tour', the organisation selector and impersonation
 * control, or in map-share mode the Map Info card; then 'Hide'.
 */
export function SidebarBottom() {
  const { mapShare } = useSession();
  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      {mapShare ? (
        <MapInfoCard share={mapShare.share} />
      ) : (
        <>
          <ShowTourButton />
          <Suspense fallback={null}>
            <SessionControls />
          </Suspense>
        </>
      )}
      <HideSidebarButton />
    </Stack>
  );
}
