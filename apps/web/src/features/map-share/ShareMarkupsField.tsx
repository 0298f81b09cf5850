import {
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { SHARE_MARKUP_MODES, type ShareMarkupMode } from '@waymark/contract';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ShareFormValues } from './shareForm.js';

/**
 * What the share shows of the map's markups: none (the default), read-only, or open to the
 * viewers' comments (each viewer names themselves).
 */
export function ShareMarkupsField({
  control,
  editing,
}: {
  control: Control<ShareFormValues>;
  editing: boolean;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const { field } = useController({ control, name: 'markups' });
  const mode = field.value;
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel id={labelId} component="legend" sx={{ mb: 0.5 }}>
        {t('mapShare.form.markups')}
      </FormLabel>
      {editing ? (
        <RadioGroup
          aria-labelledby={labelId}
          value={mode}
          onChange={(event) => field.onChange(event.target.value as ShareMarkupMode)}
        >
          {SHARE_MARKUP_MODES.map((choice) => (
            <FormControlLabel
              key={choice}
              value={choice}
              control={<Radio />}
              label={t(`mapShare.form.markupModes.${choice}`)}
            />
          ))}
        </RadioGroup>
      ) : (
        <Typography>{t(`mapShare.form.markupModes.${mode}`)}</Typography>
      )}
    </FormControl>
  );
}
