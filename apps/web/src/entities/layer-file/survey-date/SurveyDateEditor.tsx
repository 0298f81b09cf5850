import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Box, CircularProgress, IconButton, TextField } from '@mui/material';
import type { LayerFileRead } from '@waymark/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A file's survey date being changed in place: a date input, saved with the tick or Enter
 * (empty: no date), left with the cross or Escape. The keys stay in the input: a data grid
 * around it must not take the arrows or the space bar.
 */
export function SurveyDateEditor({
  file,
  busy,
  onSave,
  onCancel,
}: {
  file: Pick<LayerFileRead, 'name' | 'survey_date'>;
  busy: boolean;
  onSave(surveyDate: string | null): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(file.survey_date ?? '');
  const save = () => onSave(value || null);
  return (
    <Box
      component="form"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.25, py: 0.5 }}
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      onKeyDown={(event) => {
        event.stopPropagation();
        if (event.key === 'Escape') onCancel();
      }}
    >
      <TextField
        type="date"
        size="small"
        value={value}
        disabled={busy}
        autoFocus
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ htmlInput: { 'aria-label': t('fileSurveyDate.label', { name: file.name }) } }}
        sx={{ minWidth: 140, flex: 1 }}
      />
      <IconButton type="submit" size="small" disabled={busy} aria-label={t('fileSurveyDate.save')}>
        {busy ? <CircularProgress size={18} /> : <CheckIcon fontSize="small" />}
      </IconButton>
      <IconButton
        size="small"
        disabled={busy}
        aria-label={t('fileSurveyDate.cancel')}
        onClick={onCancel}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
