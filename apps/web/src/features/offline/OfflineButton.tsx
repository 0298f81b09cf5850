import DownloadForOfflineIcon from '@mui/icons-material/DownloadForOfflineOutlined';
import OfflinePinIcon from '@mui/icons-material/OfflinePinOutlined';
import { Box, Button, LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ClientMap } from '../../entities/map/clientMap.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { useMapController } from '../../map/MapControllerContext.js';
import { offlineMessages } from './messages.js';
import { openMakeOffline } from './offlineDialogs.js';
import { useMapOffline } from './useOfflineRecords.js';

// Loaded after the map's first frame: the feature's texts come with it.
registerMessages('offline', offlineMessages);

/**
 * The sidebar's 'Make available offline', for a map whose abilities allow packing it; then its
 * download's progress (read back after a reload), then 'Available offline'.
 */
export function OfflineButton({ map }: { map: ClientMap }) {
  const { t } = useTranslation();
  const controller = useMapController();
  const offline = useMapOffline(map.id);
  if (!map.abilities.pack && !offline.stored && !offline.downloading) return null;
  const label = offline.downloading
    ? t('offline.downloading', { percent: offline.percent })
    : offline.stored
      ? t('offline.available')
      : t('offline.makeAvailable');
  return (
    <Box>
      <Button
        variant="outlined"
        fullWidth
        startIcon={
          offline.stored && !offline.downloading ? <OfflinePinIcon /> : <DownloadForOfflineIcon />
        }
        onClick={() => openMakeOffline(map, controller?.view.get().bounds ?? null)}
        sx={{ justifyContent: 'flex-start', textTransform: 'none' }}
      >
        {label}
      </Button>
      {offline.downloading ? (
        <LinearProgress
          variant="determinate"
          value={offline.percent}
          aria-label={label}
          sx={{ mt: 0.5 }}
        />
      ) : null}
    </Box>
  );
}
