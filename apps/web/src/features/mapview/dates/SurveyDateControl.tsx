import { Paper, useMediaQuery, useTheme } from '@mui/material';
import { registerMessages } from '../../../i18n/registerMessages.js';
import { surveyDatesMessages } from './messages.js';
import { SurveyDateSelect } from './SurveyDateSelect.js';
import { SurveyDateSlider } from './SurveyDateSlider.js';

registerMessages('surveyDates', surveyDatesMessages);

/**
 * The survey date chooser at the bottom centre of the map: a slider with a mark at each date,
 * or on a phone a compact menu that leaves the map's controls free.
 */
export function SurveyDateControl({ dates }: { dates: readonly string[] }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Paper
      elevation={2}
      data-testid="survey-dates"
      sx={{
        position: 'absolute',
        zIndex: 2,
        left: '50%',
        transform: 'translateX(-50%)',
        ...(phone
          ? { top: 10, px: 0.5, py: 0.5 }
          : { bottom: 40, width: `min(${180 + 110 * dates.length}px, 50%)`, px: 6, pt: 0.5 }),
      }}
    >
      {phone ? <SurveyDateSelect dates={dates} /> : <SurveyDateSlider dates={dates} />}
    </Paper>
  );
}
