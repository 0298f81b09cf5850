import { Box, Checkbox, Chip, ListItemText, MenuItem, Stack, Typography } from '@mui/material';
import { MAP_CONTROLS } from '@waymark/contract';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppTextField } from '../../../components/AppTextField.js';
import { translateFormMessage } from '../../../i18n/keys.js';
import type { MapControl, MapFormValues } from '../mapFormSchema.js';

/**
 * Map Controls (2.11): a multi-select shown as chips, with the hint 'Select controls to show
 * on map'; in read mode the chosen controls as chips (a dash for none).
 */
export function MapControlsField({
  control,
  readOnly,
}: {
  control: Control<MapFormValues>;
  readOnly: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController({ name: 'controls', control });
  const errorText = translateFormMessage(t, (key) => i18n.exists(key), fieldState.error?.message);
  const nameOf = (value: MapControl) => t(`mapsAdmin.controls.${value}`);
  const chips = (values: readonly MapControl[]) => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {values.map((value) => (
        <Chip key={value} label={nameOf(value)} size="small" />
      ))}
    </Box>
  );

  if (readOnly) {
    return (
      <Stack spacing={0.5}>
        <Typography variant="caption" color="text.secondary">
          {t('mapsAdmin.form.controls')}
        </Typography>
        {field.value.length ? (
          chips(field.value)
        ) : (
          <Typography>{t('common.emptyValue')}</Typography>
        )}
      </Stack>
    );
  }
  const chosen = new Set(field.value);
  return (
    <AppTextField
      select
      label={t('mapsAdmin.form.controls')}
      name={field.name}
      value={field.value}
      onChange={(event) => {
        const value = event.target.value as unknown;
        // MUI hands a multiple select's value over as an array (a string only from autofill).
        const list = typeof value === 'string' ? value.split(',') : (value as string[]);
        // Kept in the order of section 9, whatever the order of clicks.
        field.onChange(MAP_CONTROLS.filter((name) => list.includes(name)));
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      helperText={t('mapsAdmin.form.controlsHint')}
      errorText={errorText}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => chips(selected as MapControl[]),
        },
      }}
    >
      {MAP_CONTROLS.map((name) => (
        <MenuItem key={name} value={name} dense>
          <Checkbox checked={chosen.has(name)} size="small" sx={{ p: 0.5, mr: 1 }} />
          <ListItemText primary={nameOf(name)} />
        </MenuItem>
      ))}
    </AppTextField>
  );
}
