import { Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * 'Batch Edit''s survey date: a day for every selected file, or their dates removed; left empty,
 * each keeps its own. `value`: undefined keeps, null removes, a day sets.
 */
export function BatchSurveyDateField({
  value,
  onChange,
}: {
  value: string | null | undefined;
  onChange(value: string | null | undefined): void;
}) {
  const { t } = useTranslation();
  const clearing = value === null;
  return (
    <Stack spacing={0.5}>
      <TextField
        type="date"
        label={t('upload.batch.surveyDate')}
        value={value ?? ''}
        disabled={clearing}
        helperText={t('upload.batch.surveyDateHelp')}
        onChange={(event) => onChange(event.target.value || undefined)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={clearing}
            onChange={(event) => onChange(event.target.checked ? null : undefined)}
          />
        }
        label={t('upload.batch.clearSurveyDate')}
      />
    </Stack>
  );
}
