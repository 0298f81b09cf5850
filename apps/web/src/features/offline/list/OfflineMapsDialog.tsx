import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadingPack, openablePack } from '../../../entities/pack/storage/storedPack.js';
import { StorageSpace } from '../dialog/StorageSpace.js';
import { removeStoredMap } from '../download/packDownloads.js';
import { useOfflineRecords } from '../useOfflineRecords.js';
import { OfflineMapRow } from './OfflineMapRow.js';
import { useUpdatePack } from './useUpdatePack.js';

/** 'Offline maps': what this browser keeps, with its date and whether a newer version exists. */
export function OfflineMapsDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { records, owner } = useOfflineRecords();
  const { update, updating, failed } = useUpdatePack();
  const [removing, setRemoving] = useState<number | null>(null);
  const all = records ?? [];
  const mapIds = [...new Set(all.map((record) => record.mapId))];

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('offline.list.title')}</DialogTitle>
      <DialogContent dividers>
        {records !== null && mapIds.length === 0 ? (
          <Typography>{t('offline.list.empty')}</Typography>
        ) : (
          <Table size="small" aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('offline.list.name')}</TableCell>
                <TableCell>{t('offline.list.stored')}</TableCell>
                <TableCell align="right">{t('offline.list.size')}</TableCell>
                <TableCell>{t('offline.list.version')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {mapIds.map((mapId) => (
                <OfflineMapRow
                  key={mapId}
                  stored={openablePack(all, mapId)}
                  downloading={downloadingPack(all, mapId)}
                  busy={updating === mapId || removing === mapId}
                  onOpen={onClose}
                  onUpdate={(stored) => void update(stored)}
                  onRemove={() => {
                    if (!owner) return;
                    setRemoving(mapId);
                    void removeStoredMap(mapId, owner).finally(() => setRemoving(null));
                  }}
                />
              ))}
            </TableBody>
          </Table>
        )}
        {failed !== null ? <Alert severity="error">{t('offline.startFailed')}</Alert> : null}
        <StorageSpace refreshMs={false} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('offline.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
