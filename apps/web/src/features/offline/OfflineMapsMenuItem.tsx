import OfflinePinIcon from '@mui/icons-material/OfflinePinOutlined';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../i18n/registerMessages.js';
import { offlineMessages } from './messages.js';
import { openOfflineMaps } from './offlineDialogs.js';

registerMessages('offline', offlineMessages);

/** The user menu's 'Offline maps': what this browser keeps for use without a network. */
export function OfflineMapsMenuItem({ onClick }: { onClick(): void }) {
  const { t } = useTranslation();
  return (
    <MenuItem
      onClick={() => {
        onClick();
        openOfflineMaps();
      }}
    >
      <ListItemIcon>
        <OfflinePinIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{t('offline.list.menu')}</ListItemText>
    </MenuItem>
  );
}
