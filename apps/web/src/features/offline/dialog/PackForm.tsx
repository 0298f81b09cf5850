import {
  Alert,
  Button,
  Checkbox,
  DialogActions,
  DialogContent,
  FormControl,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import type { MapRead } from '@waymark/contract';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineNotice } from '../../../components/offline/OfflineNotice.js';
import { usePackEstimate } from '../../../entities/pack/packQueries.js';
import type { Box } from '../../../lib/box.js';
import { useDebouncedValue } from '../../../lib/useDebouncedValue.js';
import { useOnline } from '../../../lib/useOnline.js';
import { EstimateTable } from './EstimateTable.js';
import {
  defaultChoices,
  requestOf,
  zoomChoices,
  type PackArea,
  type PackChoices,
} from './packChoices.js';
import { useStartPack } from './useStartPack.js';
import { ZoomRangeFields } from './ZoomRangeFields.js';

/** Waits this long after the last change before asking for an estimate. */
const ESTIMATE_DEBOUNCE_MS = 300;

/**
 * What to pack: the area, the zoom range and whether the features' attachments go too, with
 * the live estimate; Start.
 */
export function PackForm({
  map,
  view,
  onClose,
}: {
  map: MapRead;
  view: Box | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const areaId = useId();
  const zooms = useMemo(() => zoomChoices(map), [map]);
  const [choices, setChoices] = useState<PackChoices>(() => defaultChoices(map));
  const change = (next: Partial<PackChoices>) => setChoices((current) => ({ ...current, ...next }));
  const request = useMemo(() => requestOf(choices, view), [choices, view]);
  const settled = useDebouncedValue(request, ESTIMATE_DEBOUNCE_MS);
  // Packing is the server's work: without a network it is said so, not waited for.
  const online = useOnline();
  const estimate = usePackEstimate(map.id, online ? settled : null);
  const pack = useStartPack(map);
  const current = settled === request && !estimate.isPlaceholderData;
  const canStart = online && current && !!estimate.data?.within && !pack.starting && !pack.tooLarge;

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          <FormControl>
            <FormLabel id={areaId}>{t('offline.area')}</FormLabel>
            <RadioGroup
              aria-labelledby={areaId}
              row
              value={choices.area}
              onChange={(event) => change({ area: event.target.value as PackArea })}
            >
              <FormControlLabel value="map" control={<Radio />} label={t('offline.mapExtent')} />
              <FormControlLabel
                value="view"
                control={<Radio />}
                label={t('offline.currentView')}
                disabled={!view}
              />
            </RadioGroup>
          </FormControl>
          <ZoomRangeFields
            zooms={zooms}
            min={choices.zoomMin}
            max={choices.zoomMax}
            onChange={(zoomMin, zoomMax) => {
              pack.clearTooLarge();
              change({ zoomMin, zoomMax });
            }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={choices.attachments}
                onChange={(event) => {
                  pack.clearTooLarge();
                  change({ attachments: event.target.checked });
                }}
              />
            }
            label={t('offline.attachments')}
          />
          {!online ? (
            <OfflineNotice need="screen" />
          ) : estimate.isError ? (
            <Alert severity="error">{t('offline.estimate.failed')}</Alert>
          ) : estimate.data ? (
            <EstimateTable estimate={estimate.data} tooLarge={pack.tooLarge} />
          ) : (
            <Typography role="status">{t('offline.estimate.estimating')}</Typography>
          )}
          {!current && estimate.data ? (
            <LinearProgress aria-label={t('offline.estimate.estimating')} />
          ) : null}
          {pack.failed ? <Alert severity="error">{t('offline.startFailed')}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('offline.close')}</Button>
        <Button variant="contained" disabled={!canStart} onClick={() => void pack.start(request)}>
          {t('offline.start')}
        </Button>
      </DialogActions>
    </>
  );
}
