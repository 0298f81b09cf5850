import {
  Button,
  Link,
  LinearProgress,
  Stack,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMapPacks } from '../../../entities/pack/packQueries.js';
import { packBytes, type StoredPack } from '../../../entities/pack/storage/storedPack.js';
import { formatDate, formatFileSize, formatTime } from '../../../lib/format.js';
import { useOnline } from '../../../lib/useOnline.js';
import { paths } from '../../../routing/paths.js';
import { percentOf } from '../useOfflineRecords.js';
import { newerVersion } from './newerVersion.js';

/** One map kept in the browser: name (to open it), date stored, size, version; Update, Remove. */
export function OfflineMapRow({
  stored,
  downloading,
  onOpen,
  onUpdate,
  onRemove,
  busy,
}: {
  stored: StoredPack | null;
  downloading: StoredPack | null;
  onOpen(): void;
  onUpdate(stored: StoredPack): void;
  onRemove(): void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  const shown = (stored ?? downloading)!;
  const name = shown.map.title || shown.map.name;
  const packs = useMapPacks(shown.mapId, online && !!stored);
  const version = stored ? newerVersion(stored.packId, online ? packs.data : undefined) : 'unknown';
  const versionText =
    version === 'current'
      ? t('offline.list.current')
      : version === 'newer'
        ? t('offline.list.newer')
        : '';
  return (
    <TableRow>
      <TableCell>
        {stored ? (
          <Link component={RouterLink} to={paths.mapView(shown.mapId)} onClick={onOpen}>
            {name}
          </Link>
        ) : (
          name
        )}
      </TableCell>
      <TableCell>
        {stored?.storedAt ? `${formatDate(stored.storedAt)} ${formatTime(stored.storedAt)}` : null}
        {downloading ? (
          <>
            <Typography variant="body2">
              {t('offline.downloading', { percent: percentOf(downloading) })}
            </Typography>
            <LinearProgress variant="determinate" value={percentOf(downloading)} />
          </>
        ) : null}
      </TableCell>
      <TableCell align="right">{formatFileSize(packBytes(shown).total)}</TableCell>
      <TableCell>{online ? versionText : t('offline.list.unchecked')}</TableCell>
      <TableCell align="right">
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {stored && version === 'newer' && !downloading ? (
            <Button
              size="small"
              disabled={busy || !online}
              onClick={() => onUpdate(stored)}
              aria-label={t('offline.list.updateNamed', { name })}
            >
              {t('offline.update')}
            </Button>
          ) : null}
          <Button
            size="small"
            color="error"
            disabled={busy}
            onClick={onRemove}
            aria-label={t('offline.list.removeNamed', { name })}
          >
            {t('offline.remove')}
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}
