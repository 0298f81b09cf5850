import {
  InputAdornment,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SurveySelect } from './SurveySelect.js';
import type { Survey } from './surveys.js';

export type Baseline = 'survey' | 'plane';

export interface SurveyChoiceValue {
  later: string;
  earlier: string;
  baseline: Baseline;
  /** The base plane's elevation as typed, in metres. */
  base: string;
}

/** The later survey, and an earlier survey or a flat base plane to measure it against. */
export function SurveyChoice({
  surveys,
  value,
  onChange,
}: {
  surveys: readonly Survey[];
  value: SurveyChoiceValue;
  onChange(value: SurveyChoiceValue): void;
}) {
  const { t } = useTranslation();
  const set = (change: Partial<SurveyChoiceValue>) => onChange({ ...value, ...change });
  return (
    <Stack spacing={1.25} sx={{ my: 1 }}>
      <SurveySelect
        label={t('volume.later')}
        surveys={surveys}
        value={value.later}
        onChange={(later) => set({ later })}
        testId="volume-later"
      />
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" id="volume-compare-with">
          {t('volume.compareWith')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={value.baseline}
          aria-labelledby="volume-compare-with"
          onChange={(_, baseline: Baseline | null) => baseline && set({ baseline })}
        >
          <ToggleButton value="survey">{t('volume.withSurvey')}</ToggleButton>
          <ToggleButton value="plane">{t('volume.withPlane')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {value.baseline === 'survey' ? (
        <SurveySelect
          label={t('volume.earlier')}
          surveys={surveys}
          value={value.earlier}
          onChange={(earlier) => set({ earlier })}
          testId="volume-earlier"
        />
      ) : (
        <TextField
          size="small"
          label={t('volume.baseElevation')}
          value={value.base}
          onChange={(event) => set({ base: event.target.value })}
          slotProps={{
            htmlInput: { inputMode: 'decimal', 'data-testid': 'volume-base' },
            input: { endAdornment: <InputAdornment position="end">m</InputAdornment> },
          }}
        />
      )}
    </Stack>
  );
}
