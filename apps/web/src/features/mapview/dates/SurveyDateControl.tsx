import { Paper, useMediaQuery, useTheme } from '@mui/material';
import { registerMessages } from '../../../i18n/registerMessages.js';
import { surveyDatesMessages } from './messages.js';
import { SurveyDateSelect } from './SurveyDateSelect.js';
import { SurveyDateSlider } from './SurveyDateSlider.js';
import { MAP_TOOL_PANEL_ROOM } from '../../../map/controls/MapToolPanel.js';

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
          : {
              bottom: 40,
              width: `min(${180 + 110 * dates.length}px, 50%)`,
              px: 6,
              pt: 0.5,
              // Beside a tool's panel (Measure, Volume) on the left, at the top, where neither
              // the panel nor the minimap in the bottom right corner covers it.
              [`main:has([data-map-tool-panel="side"]) &`]: {
                top: 10,
                bottom: 'auto',
                left: `calc(50% + ${MAP_TOOL_PANEL_ROOM / 2}px)`,
                width: `min(${180 + 110 * dates.length}px, calc(100% - ${MAP_TOOL_PANEL_ROOM + 20}px))`,
              },
            }),
      }}
    >
      {phone ? <SurveyDateSelect dates={dates} /> : <SurveyDateSlider dates={dates} />}
    </Paper>
  );
}
