import { TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../lib/formatDay.js';
import type { UploadRow } from './uploadRules.js';

/**
 * The Survey date column: the day a file's data was captured, empty by default (the server then
 * reads it from the file where the file says so). A companion shows its main file's, which it
 * takes.
 */
export function SurveyDateField({
  row,
  disabled,
  onChange,
}: {
  row: UploadRow;
  disabled: boolean;
  onChange(surveyDate: string | null): void;
}) {
  const { t, i18n } = useTranslation();
  if (row.parent !== null) {
    return (
      <Typography variant="body2" color="text.secondary" noWrap>
        {row.surveyDate ? formatDay(row.surveyDate, i18n.language) : ''}
      </Typography>
    );
  }
  return (
    <TextField
      type="date"
      size="small"
      fullWidth
      value={row.surveyDate ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value || null)}
      slotProps={{
        htmlInput: { 'aria-label': t('upload.surveyDate.label', { name: row.name }) },
        inputLabel: { shrink: true },
      }}
    />
  );
}
