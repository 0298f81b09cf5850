import {
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFormMessage } from '../../i18n/keys.js';
import { BoundingBoxField } from '../../map/bbox/BoundingBoxField.js';
import type { Box } from '../../lib/box.js';
import { formatBox } from './formatBox.js';
import type { ShareArea, ShareFormValues } from './shareForm.js';

/**
 * What the share shows: the whole map, the view on screen (offered where there is one: the Map
 * Share control), or a box drawn with the bounding-box widget (2.14) over the map's extent.
 */
export function ShareAreaField({
  control,
  view,
  extent,
  editing,
}: {
  control: Control<ShareFormValues>;
  /** The map's view on screen, or null where there is none (the settings). */
  view: Box | null;
  /** The map's data extent, drawn in the widget. */
  extent: readonly number[] | null;
  editing: boolean;
}) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const area = useController({ control, name: 'area' });
  const drawn = useController({ control, name: 'drawn' });
  const error = translateFormMessage(t, (key) => i18n.exists(key), drawn.fieldState.error?.message);
  const choices: ShareArea[] = view ? ['none', 'view', 'drawn'] : ['none', 'drawn'];

  const choose = (next: ShareArea) => {
    area.field.onChange(next);
    // A box to start from: the view on screen, which the user then adjusts.
    if (next === 'drawn' && !drawn.field.value && view) drawn.field.onChange(view);
  };

  return (
    <FormControl component="fieldset" error={!!error} sx={{ width: '100%' }}>
      <FormLabel id={labelId} component="legend" sx={{ mb: 0.5 }}>
        {t('mapShare.form.area')}
      </FormLabel>
      {editing ? (
        <RadioGroup
          aria-labelledby={labelId}
          row
          value={area.field.value}
          onChange={(event) => choose(event.target.value as ShareArea)}
        >
          {choices.map((choice) => (
            <FormControlLabel
              key={choice}
              value={choice}
              control={<Radio />}
              label={t(`mapShare.form.areas.${choice}`)}
            />
          ))}
        </RadioGroup>
      ) : (
        <Typography>
          {area.field.value === 'none' ? t('mapShare.form.areas.none') : t('mapShare.form.boxed')}
        </Typography>
      )}
      <Stack spacing={1} sx={{ mt: 1 }}>
        {editing && area.field.value === 'none' ? (
          <Typography variant="body2" color="text.secondary">
            {t('mapShare.form.areaNoneHelp')}
          </Typography>
        ) : null}
        {area.field.value === 'view' && view ? (
          <Typography variant="body2" color="text.secondary">
            {t('mapShare.form.areaViewHelp', { box: formatBox(t, view) })}
          </Typography>
        ) : null}
        {area.field.value === 'drawn' ? (
          <BoundingBoxField
            value={drawn.field.value}
            onChange={(box) => drawn.field.onChange(box)}
            extent={extent}
            extentLabel={t('bbox.dataExtent')}
            selectedLabel={t('mapShare.form.sharedArea')}
            editing={editing}
            help={editing ? t('mapShare.form.areaDrawnHelp') : undefined}
          />
        ) : null}
        {error ? <FormHelperText>{error}</FormHelperText> : null}
      </Stack>
    </FormControl>
  );
}
