import DownloadForOfflineIcon from '@mui/icons-material/DownloadForOfflineOutlined';
import OfflinePinIcon from '@mui/icons-material/OfflinePinOutlined';
import { IconButton, Tooltip } from '@mui/material';
import type { MapRead } from '@waymark/contract';
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { registerMessages } from '../../i18n/registerMessages.js';
import { offlineMessages } from './messages.js';
import { openMakeOffline } from './offlineDialogs.js';
import { useMapOffline } from './useOfflineRecords.js';

registerMessages('offline', offlineMessages);

/** Keeps a press on the button from choosing the switcher's option it sits in. */
const keep = (event: SyntheticEvent) => {
  event.stopPropagation();
  event.preventDefault();
};

/** 'Make available offline' beside a map of the map switcher, for a map that may be packed. */
export function OfflineSwitcherButton({ map }: { map: MapRead }) {
  const { t } = useTranslation();
  const offline = useMapOffline(map.id);
  if (!map.abilities.pack) return null;
  const name = map.title || map.name;
  const label = offline.stored ? t('offline.available') : t('offline.makeAvailableNamed', { name });
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        edge="end"
        aria-label={label}
        onMouseDown={keep}
        onClick={(event) => {
          keep(event);
          openMakeOffline(map);
        }}
      >
        {offline.stored ? (
          <OfflinePinIcon fontSize="small" color="primary" />
        ) : (
          <DownloadForOfflineIcon fontSize="small" />
        )}
      </IconButton>
    </Tooltip>
  );
}
