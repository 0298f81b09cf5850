import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  LinearProgress,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientMap } from '../../../entities/map/clientMap.js';
import type { MarkupListParams } from '../../../entities/markup/markupParams.js';
import { useMarkupExports, type ExportFormat } from './useMarkupExports.js';

/**
 * 'Export markups': the markups the list shows (its filters), as CSV, GeoJSON (comments
 * optional) or a PDF report with a page per markup.
 */
export function ExportDialog({
  map,
  data,
  params,
  onClose,
}: {
  map: MapLibreMap;
  data: ClientMap;
  params: MarkupListParams;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [comments, setComments] = useState(false);
  const { state, run, cancel } = useMarkupExports(map, data, params);
  const busy = state.kind === 'busy';
  const close = () => {
    cancel();
    onClose();
  };
  return (
    <Dialog
      open
      onClose={busy ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('markup.export.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('markup.export.intro')}
        </Typography>
        <Stack spacing={1}>
          <FormControl disabled={busy}>
            <FormLabel id={`${titleId}-format`}>{t('markup.export.format')}</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-format`}
              value={format}
              onChange={(event) => setFormat(event.target.value as ExportFormat)}
            >
              <FormControlLabel value="csv" control={<Radio />} label={t('markup.export.csv')} />
              <FormControlLabel
                value="geojson"
                control={<Radio />}
                label={t('markup.export.geojson')}
              />
              <FormControlLabel value="pdf" control={<Radio />} label={t('markup.export.pdf')} />
            </RadioGroup>
          </FormControl>
          {format !== 'pdf' ? (
            <FormControlLabel
              disabled={busy}
              control={
                <Checkbox checked={comments} onChange={(e) => setComments(e.target.checked)} />
              }
              label={t('markup.export.comments')}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('markup.export.pdfHelp')}
            </Typography>
          )}
        </Stack>
        {state.kind === 'busy' ? (
          <>
            <LinearProgress
              variant={state.total ? 'determinate' : 'indeterminate'}
              value={state.total ? (100 * state.done) / state.total : undefined}
              sx={{ mt: 2 }}
            />
            {state.total ? (
              <Typography variant="caption" role="status">
                {t('markup.export.progress', { done: state.done, total: state.total })}
              </Typography>
            ) : null}
          </>
        ) : null}
        {state.kind === 'failed' ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('markup.export.failed')}
          </Alert>
        ) : null}
        {state.kind === 'done' ? (
          <Alert severity="success" sx={{ mt: 2 }}>
            {state.note ?? t('markup.export.done')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{busy ? t('common.cancel') : t('common.close')}</Button>
        <Button variant="contained" loading={busy} onClick={() => void run(format, comments)}>
          {t('markup.export.run')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
