import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { MARKUP_IMPORT_MAX, type MarkupImportResult } from '@waymark/contract/markup';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/ApiError.js';
import { useImportMarkups } from '../../../entities/markup/markupMutations.js';
import { readImportFile, type ImportReading } from './importFile.js';

const PROBLEMS = {
  notJson: 'markup.import.notJson',
  notCollection: 'markup.import.notCollection',
  empty: 'markup.import.empty',
  tooMany: 'markup.import.tooMany',
  invalid: 'markup.import.invalid',
} as const;

/** 'Import markups': a GeoJSON file (as the export writes it) becomes markups of the map. */
export function ImportDialog({ mapId, onClose }: { mapId: number; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const inputId = useId();
  const importing = useImportMarkups(mapId);
  const [file, setFile] = useState<{ name: string; reading: ImportReading } | null>(null);
  const [result, setResult] = useState<MarkupImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (chosen: File | undefined) => {
    setResult(null);
    setFailure(null);
    if (!chosen) return;
    setFile({ name: chosen.name, reading: readImportFile(await chosen.text()) });
  };

  const send = () => {
    if (!file?.reading.ok) return;
    setFailure(null);
    importing.mutate(file.reading.body, {
      onSuccess: setResult,
      onError: (error) =>
        setFailure(
          (error instanceof ApiError
            ? (error.detail ?? Object.values(error.fieldErrors).flat().join(' '))
            : '') || t('markup.import.failed'),
        ),
    });
  };

  const reading = file?.reading;
  return (
    <Dialog
      open
      onClose={importing.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('markup.import.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('markup.import.intro', { max: MARKUP_IMPORT_MAX })}
        </Typography>
        <input
          id={inputId}
          type="file"
          accept=".geojson,.json,application/geo+json,application/json"
          hidden
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<UploadIcon />}>
          {t('markup.import.choose')}
        </Button>
        {file ? (
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {reading?.ok
              ? t('markup.import.holds', { name: file.name, count: reading.count })
              : file.name}
          </Typography>
        ) : null}
        {reading && !reading.ok ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {t(PROBLEMS[reading.problem], { max: MARKUP_IMPORT_MAX })}
            {reading.detail ? ` (${reading.detail})` : ''}
          </Alert>
        ) : null}
        {failure ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {failure}
          </Alert>
        ) : null}
        {result ? (
          <Alert severity="success" sx={{ mt: 1 }}>
            {t('markup.import.done', { count: result.created })}
            {result.categories_created.length
              ? ` ${t('markup.import.newCategories', { names: result.categories_created.join(', ') })}`
              : ''}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={importing.isPending}>
          {result ? t('common.close') : t('common.cancel')}
        </Button>
        {!result ? (
          <Button
            variant="contained"
            disabled={!reading?.ok}
            loading={importing.isPending}
            onClick={send}
          >
            {t('markup.import.run')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
