import { Stack } from '@mui/material';
import { ImpersonationControl } from '../../impersonation/ImpersonationControl.js';
import { OrganisationSelector } from '../../organisation/OrganisationSelector.js';
import { useSession } from '../../session/useSession.js';
import { ShowTourButton } from '../../tour/ShowTourButton.js';
import { HideSidebarButton } from './HideSidebarButton.js';
import { MapInfoCard } from './MapInfoCard.js';

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
          <OrganisationSelector />
          <ImpersonationControl />
        </>
      )}
      <HideSidebarButton />
    </Stack>
  );
}
