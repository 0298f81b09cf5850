import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientMap } from '../../entities/map/clientMap.js';
import { makeMapPdf, type PrintOptions } from './makeMapPdf.js';
import { ORIENTATIONS, PAPER_SIZES, PRINT_DPIS } from './paper.js';
import { PrintError } from '../../map/print/renderMapImage.js';
import { registerMessages } from '../../i18n/registerMessages.js';
import { mapPdfMessages } from './messages.js';

// Loaded on demand: the texts of its features come with it (see i18n/registerMessages.ts).
registerMessages('mapPdf', mapPdfMessages);

function Choice<T extends string | number>({
  label,
  value,
  options,
  text,
  onChange,
  disabled,
}: {
  label: string;
  value: T;
  options: readonly T[];
  text(option: T): ReactNode;
  onChange(value: T): void;
  disabled: boolean;
}) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="caption" color="text.secondary" id={`pdf-${label}`}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value}
        aria-labelledby={`pdf-${label}`}
        disabled={disabled}
        onChange={(_, next: T | null) => {
          if (next !== null) onChange(next);
        }}
      >
        {options.map((option) => (
          <ToggleButton key={option} value={option}>
            {text(option)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

/** The dialog of Map to PDF: paper, orientation, resolution and title, then the PDF. */
export function MapPdfDialog({
  map,
  data,
  onClose,
}: {
  map: MapLibreMap;
  data: ClientMap;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<PrintOptions>({
    paper: 'a4',
    orientation: 'landscape',
    dpi: 150,
    title: data.title || data.name,
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const set = (patch: Partial<PrintOptions>) => setOptions((o) => ({ ...o, ...patch }));
  const make = () => {
    const controller = new AbortController();
    abort.current = controller;
    setBusy(true);
    setError(null);
    makeMapPdf(
      map,
      data,
      { ...options, title: options.title.trim() || data.title },
      t,
      controller.signal,
    )
      .then(() => {
        if (!controller.signal.aborted) onClose();
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        setError(t(`mapPdf.errors.${err instanceof PrintError ? err.reason : 'failed'}`));
        setBusy(false);
      });
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{t('mapPdf.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('mapPdf.title')}
            value={options.title}
            disabled={busy}
            onChange={(event) => set({ title: event.target.value })}
            fullWidth
          />
          <Choice
            label={t('mapPdf.paper')}
            value={options.paper}
            options={PAPER_SIZES}
            text={(paper) => paper.toUpperCase()}
            onChange={(paper) => set({ paper })}
            disabled={busy}
          />
          <Choice
            label={t('mapPdf.orientation')}
            value={options.orientation}
            options={ORIENTATIONS}
            text={(orientation) => t(`mapPdf.${orientation}`)}
            onChange={(orientation) => set({ orientation })}
            disabled={busy}
          />
          <Choice
            label={t('mapPdf.resolution')}
            value={options.dpi}
            options={PRINT_DPIS}
            text={(dpi) => t('mapPdf.dpi', { dpi })}
            onChange={(dpi) => set({ dpi })}
            disabled={busy}
          />
          {busy && (
            <Stack spacing={1} role="status">
              <Typography variant="body2">{t('mapPdf.making')}</Typography>
              <LinearProgress />
            </Stack>
          )}
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={make} disabled={busy}>
          {t('mapPdf.make')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
