import SettingsIcon from '@mui/icons-material/Settings';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useActiveMap } from '../../entities/map/useActiveMap.js';
import { useSessionAbilities } from '../../entities/session/useSessionAbilities.js';
import { cogTarget } from './cogTarget.js';

/**
 * Outside settings, for users who may administer (`abilities.administer`): to the settings the
 * user may open, the active map's detail first (see cogTarget).
 */
export function AdminCogButton() {
  const { t } = useTranslation();
  const abilities = useSessionAbilities();
  const { mapId, map } = useActiveMap();
  if (!abilities.administer) return null;
  const to = cogTarget({ mapId, abilities: map?.abilities ?? null }, abilities);
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
