import { Box, Typography } from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import { useTranslation } from 'react-i18next';
import { useSurveyDate } from '../../../entities/map/surveyDateStore.js';
import { shownSurveyDate } from '../../../entities/map/surveyDates.js';
import { registerMessages } from '../../../i18n/registerMessages.js';
import { formatDay } from '../../../lib/formatDay.js';
import { surveyDatesMessages } from './messages.js';

registerMessages('surveyDates', surveyDatesMessages);

/** A series layer's survey dates under its name in the sidebar, the one drawn marked. */
export function LayerSurveyDates({ layer, name }: { layer: LayerRead; name: string }) {
  const { t, i18n } = useTranslation();
  const shown = shownSurveyDate(layer, useSurveyDate());
  return (
    <Box
      component="ul"
      aria-label={t('surveyDates.layerDates', { name })}
      data-testid={`survey-dates-${layer.id}`}
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.75, listStyle: 'none', m: 0, p: 0 }}
    >
      {layer.survey_dates.map((date) => {
        const text = formatDay(date, i18n.language);
        const current = date === shown;
        return (
          <Typography
            key={date}
            component="li"
            variant="caption"
            aria-current={current ? 'date' : undefined}
            aria-label={current ? t('surveyDates.shown', { date: text }) : undefined}
            sx={
              current
                ? { color: 'primary.text', fontWeight: 600, textDecoration: 'underline' }
                : { color: 'text.secondary' }
            }
          >
            {text}
          </Typography>
        );
      })}
    </Box>
  );
}
