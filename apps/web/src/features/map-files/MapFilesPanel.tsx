import DownloadIcon from '@mui/icons-material/Download';
import MapIcon from '@mui/icons-material/Map';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../lib/notificationsStore.js';
import type { ClientMap } from '../../entities/map/clientMap.js';
import { saveBlob } from '../../entities/layer-file/fileTransfer.js';
import type { Box as ViewBox } from '../../lib/box.js';
import { chosenIds, NOTHING_CHOSEN } from './chosenIds.js';
import { filterFiles, layersOf, NO_FILTER, type FilesFilter } from './filesFilter.js';
import { MapFilesFilters } from './MapFilesFilters.js';
import { MapFilesGrid } from './MapFilesGrid.js';
import { downloadName, fetchFilesZip, fetchMapData } from '../../entities/map/mapFilesTransfer.js';
import { useMapFiles } from '../../entities/map/useMapFiles.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { dataGridMessages } from '../../components/data-grid/messages.js';
import { mapFilesMessages } from './messages.js';

// Loaded on demand: the texts of its features come with it (see i18n/registerMessages.ts).
registerMessages('dataGrid', dataGridMessages);
registerMessages('mapFiles', mapFilesMessages);

type Busy = 'zip' | 'data' | null;

/**
 * The map's files touching the view (maps/:id/files/ with the view box): filtered by name,
 * size, date and layer; the chosen ones downloaded as one zip; the map's vector data in the
 * view as a GeoPackage ('Download map data').
 */
export function MapFilesPanel({
  data,
  view,
  onClose,
}: {
  data: ClientMap;
  view: ViewBox;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const files = useMapFiles(data.id, view);
  const [filter, setFilter] = useState<FilesFilter>(NO_FILTER);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NOTHING_CHOSEN);
  const [busy, setBusy] = useState<Busy>(null);
  const all = useMemo(() => files.data ?? [], [files.data]);
  const shown = useMemo(() => filterFiles(all, filter), [all, filter]);
  const layers = useMemo(() => layersOf(all), [all]);
  const chosen = chosenIds(selection, shown);

  const run = (kind: Exclude<Busy, null>, load: () => Promise<Blob>, name: string) => {
    setBusy(kind);
    load()
      .then((blob) => saveBlob(blob, name))
      .catch(() =>
        showAlert({ key: kind === 'zip' ? 'mapFiles.zipFailed' : 'mapFiles.dataFailed' }),
      )
      .finally(() => setBusy(null));
  };
  const title = t('mapFiles.title');

  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="lg" fullWidth aria-label={title}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {files.isPending ? (
          <Stack role="status" direction="row" spacing={1.5} sx={{ py: 4, alignItems: 'center' }}>
            <CircularProgress size={22} />
            <Typography>{t('mapFiles.gettingFiles')}</Typography>
          </Stack>
        ) : files.isError ? (
          <Alert severity="error">{t('mapFiles.loadFailed')}</Alert>
        ) : (
          <>
            <MapFilesFilters filter={filter} layers={layers} onChange={setFilter} />
            <Typography variant="caption" color="text.secondary" role="status">
              {t('mapFiles.count', { shown: shown.length, count: all.length })}
            </Typography>
            <Box sx={{ flex: 1, minHeight: 260, height: phone ? undefined : 420 }}>
              <MapFilesGrid
                rows={shown}
                emptyText={t(all.length === 0 ? 'mapFiles.none' : 'mapFiles.noMatch')}
                selection={selection}
                onSelectionChange={setSelection}
              />
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          startIcon={busy === 'data' ? <CircularProgress size={16} /> : <MapIcon />}
          disabled={busy !== null}
          onClick={() =>
            run('data', () => fetchMapData(data.id, view), downloadName(data.name, '.gpkg'))
          }
        >
          {t('mapFiles.downloadData')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button
          variant="contained"
          startIcon={busy === 'zip' ? <CircularProgress size={16} /> : <DownloadIcon />}
          disabled={busy !== null || chosen.length === 0}
          onClick={() =>
            run(
              'zip',
              () => fetchFilesZip(data.id, view, chosen),
              downloadName(data.name, ' files.zip'),
            )
          }
        >
          {t('mapFiles.downloadChosen', { count: chosen.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
