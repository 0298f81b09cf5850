import EventIcon from '@mui/icons-material/Event';
import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSurveyDateChoice } from './useSurveyDateChoice.js';

/** The survey date as a compact menu, for phones. */
export function SurveyDateSelect({ dates }: { dates: readonly string[] }) {
  const { t } = useTranslation();
  const { shown, choose, format } = useSurveyDateChoice(dates);
  return (
    <TextField
      select
      size="small"
      value={shown}
      onChange={(event) => choose(event.target.value)}
      slotProps={{
        select: {
          SelectDisplayProps: { 'aria-label': t('surveyDates.label') },
          renderValue: (value) => (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
              <EventIcon fontSize="small" color="action" />
              {format(String(value))}
            </span>
          ),
        },
      }}
      sx={{ minWidth: 150, '& .MuiOutlinedInput-notchedOutline': { border: 0 } }}
    >
      {dates.map((date) => (
        <MenuItem key={date} value={date}>
          {format(date)}
        </MenuItem>
      ))}
    </TextField>
  );
}
