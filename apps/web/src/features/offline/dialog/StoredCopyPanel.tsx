import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import type { MapRead } from '@waymark/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { packBytes } from '../../../entities/pack/storage/storedPack.js';
import { formatDate, formatFileSize, formatTime } from '../../../lib/format.js';
import { removeStoredMap, runDownload } from '../download/packDownloads.js';
import type { MapOffline } from '../useOfflineRecords.js';
import { ArchiveProgressList } from './ArchiveProgressList.js';
import { problemText } from './problemText.js';
import { StorageSpace } from './StorageSpace.js';

/**
 * A map's copy in this browser: while it comes, the server's packing per archive and the
 * download's progress (from the stored offsets, so a reload shows it where it was); once stored,
 * when and how large. The space used, and Remove.
 */
export function StoredCopyPanel({
  map,
  offline,
  onClose,
}: {
  map: MapRead;
  offline: MapOffline;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const downloadId = useId();
  const [removing, setRemoving] = useState(false);
  const { downloading, stored, live, owner } = offline;
  const shown = downloading ?? stored!;
  const bytes = packBytes(shown);
  const building = downloading?.pack.archives.some((a) => a.status !== 'ready') ?? false;
  const failed = live?.phase === 'failed';

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          {live?.problem ? (
            <Alert severity={live.phase === 'paused' ? 'info' : 'error'}>
              {problemText(t, live.problem)}
            </Alert>
          ) : null}
          {downloading ? (
            <>
              {building ? (
                <Typography variant="subtitle2">
                  {t('offline.progress.server', { percent: downloading.pack.progress })}
                </Typography>
              ) : null}
              {bytes.total > 0 ? (
                // Once the server knows the archives' sizes: before, only its packing is shown.
                <>
                  <Typography variant="body2" id={downloadId}>
                    {t('offline.progress.download', {
                      done: formatFileSize(bytes.done),
                      total: formatFileSize(bytes.total),
                    })}
                    {live?.phase === 'paused' ? ` (${t('offline.progress.paused')})` : ''}
                  </Typography>
                  <LinearProgress
                    variant="determinate"
                    value={offline.percent}
                    aria-labelledby={downloadId}
                  />
                </>
              ) : null}
              <ArchiveProgressList archives={downloading.pack.archives} />
            </>
          ) : null}
          {stored && !downloading ? (
            <Typography>
              {t('offline.progress.stored', {
                date: formatDate(stored.storedAt!),
                time: formatTime(stored.storedAt!),
                size: formatFileSize(bytes.total),
              })}
            </Typography>
          ) : null}
          <StorageSpace refreshMs={downloading ? 2000 : false} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          color="error"
          disabled={removing || !owner}
          onClick={() => {
            if (!owner) return;
            setRemoving(true);
            void removeStoredMap(map.id, owner).finally(() => setRemoving(false));
          }}
        >
          {t('offline.remove')}
        </Button>
        {failed && downloading ? (
          <Button onClick={() => runDownload(downloading.packId, downloading.backend)}>
            {t('offline.retry')}
          </Button>
        ) : null}
        <Button variant="contained" onClick={onClose}>
          {t('offline.close')}
        </Button>
      </DialogActions>
    </>
  );
}
