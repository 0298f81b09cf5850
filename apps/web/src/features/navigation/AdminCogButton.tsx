import SettingsIcon from '@mui/icons-material/Settings';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../routing/paths.js';
import { useActiveMap } from '../../entities/map/useActiveMap.js';
import { canAdminister } from '../../entities/session/permissions.js';
import { useCurrentUser } from '../../entities/session/useCurrentUser.js';

/** Outside settings, for users who may administer: to the Map detail of the active map. */
export function AdminCogButton() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { mapId } = useActiveMap();
  if (!canAdminister(user)) return null;
  // Without an active map the Maps list is the nearest settings page.
  const to = mapId === null ? paths.maps : paths.mapDetail(mapId);
  return (
    <Tooltip title={t('topBar.mapSettings')}>
      <IconButton
        component={RouterLink}
        to={to}
        color="inherit"
        aria-label={t('topBar.mapSettings')}
      >
        <SettingsIcon />
      </IconButton>
    </Tooltip>
  );
}
