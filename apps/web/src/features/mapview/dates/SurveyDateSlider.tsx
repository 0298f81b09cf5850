import { Box, Slider, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSurveyDateChoice } from './useSurveyDateChoice.js';

/**
 * A slider with a mark at each survey date, evenly spaced and labelled in the reader's
 * language; arrows, Home and End move between the dates.
 */
export function SurveyDateSlider({ dates }: { dates: readonly string[] }) {
  const { t } = useTranslation();
  const { index, choose, format } = useSurveyDateChoice(dates);
  const marks = dates.map((date, value) => ({ value, label: format(date) }));
  return (
    <Box>
      <Typography
        id="survey-date-label"
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', textAlign: 'center' }}
      >
        {t('surveyDates.label')}
      </Typography>
      <Slider
        size="small"
        min={0}
        max={dates.length - 1}
        step={null}
        marks={marks}
        value={index}
        onChange={(_event, value) => {
          const date = dates[value as number];
          if (date) choose(date);
        }}
        getAriaValueText={(value) => format(dates[value] ?? '')}
        slotProps={{ input: { 'aria-labelledby': 'survey-date-label' } }}
        sx={{ mb: 2.5, '& .MuiSlider-markLabel': { fontSize: '0.75rem' } }}
      />
    </Box>
  );
}
