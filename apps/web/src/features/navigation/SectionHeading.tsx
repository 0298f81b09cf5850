import { Box, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientMap } from '../../entities/map/clientMap.js';
import { useMap } from '../../entities/map/useMap.js';
import { useActiveMap } from '../../entities/map/useActiveMap.js';
import { useCurrentUser } from '../../entities/session/useCurrentUser.js';
import { useSession } from '../../entities/session/useSession.js';
import type { RouteDefinition } from '../../routing/routeTable.js';
import { MapSwitcher } from './MapSwitcher.js';

/** The map viewer has no heading of its own: the map's title in the top bar is the page's. */
function MapTitle({ mapId }: { mapId: number | null }) {
  const { data } = useMap(mapId);
  if (!data) return null;
  return (
    <Typography variant="subtitle1" component="h1" noWrap sx={{ minWidth: 0 }}>
      {data.title || data.name}
    </Typography>
  );
}

/**
 * The section heading of 2.3: 'Settings' in the admin module, the shared map's title in
 * map-share mode, in the maps module the map switcher and the current map's title beside it.
 */
export function SectionHeading({
  route,
  OfflineButton,
}: {
  route: RouteDefinition | null;
  /** Beside each map of the switcher: 'Make available offline', composed by the app. */
  OfflineButton?: ComponentType<{ map: ClientMap }>;
}) {
  const { t } = useTranslation();
  const { mapShare } = useSession();
  const { mapId } = useActiveMap();
  const user = useCurrentUser();
  if (mapShare) return <MapTitle mapId={mapShare.share.map ?? null} />;
  // Nothing is fetched for a visitor the guard has not let in yet.
  if (!user) return null;
  if (route?.module === 'admin') {
    return (
      <Typography variant="subtitle1" component="h2" noWrap>
        {t('topBar.settings')}
      </Typography>
    );
  }
  // A share link's map is fetched only once the guard has entered map-share mode.
  if (route?.module === 'maps' && route.name !== 'MapShare') {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <MapSwitcher currentId={mapId} OfflineButton={OfflineButton} />
        <MapTitle mapId={mapId} />
      </Box>
    );
  }
  return null;
}
