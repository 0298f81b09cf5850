import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { surveyLabel, type Survey } from './surveys.js';

/** One survey of heights of the map, chosen by its layer and date. */
export function SurveySelect({
  label,
  surveys,
  value,
  onChange,
  testId,
}: {
  label: string;
  surveys: readonly Survey[];
  value: string;
  onChange(key: string): void;
  testId: string;
}) {
  const { i18n } = useTranslation();
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={surveys.some((survey) => survey.key === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
    >
      {surveys.map((survey) => (
        <MenuItem key={survey.key} value={survey.key}>
          {surveyLabel(survey, i18n.language)}
        </MenuItem>
      ))}
    </TextField>
  );
}
