import { Box, Checkbox, Chip, ListItemText, MenuItem } from '@mui/material';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppTextField } from '../../../components/AppTextField.js';
import { translateFormMessage } from '../../../i18n/keys.js';
import type { LayerFormValues } from '../layerFormSchema.js';

export interface MultiSelectFieldProps {
  name: 'sub_layers' | 'mini_popup_fields';
  control: Control<LayerFormValues>;
  label: string;
  options: readonly string[];
  disabled?: boolean;
  helperText?: string;
}

/** A multi-select of names (attributes, sub-layers): ticked options, chosen ones as chips. */
export function MultiSelectField({
  name,
  control,
  label,
  options,
  disabled,
  helperText,
}: MultiSelectFieldProps) {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController({ name, control });
  const errorText = translateFormMessage(t, (key) => i18n.exists(key), fieldState.error?.message);
  const chosen = new Set(field.value);
  return (
    <AppTextField
      select
      label={label}
      name={field.name}
      value={field.value}
      onChange={(event) => {
        const value = event.target.value as unknown;
        // MUI hands a multiple select's value over as an array (a string only from autofill).
        field.onChange(typeof value === 'string' ? value.split(',') : value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      errorText={errorText}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {(selected as string[]).map((value) => (
                <Chip key={value} label={value} size="small" />
              ))}
            </Box>
          ),
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
      }}
      helperText={helperText}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option} dense>
          <Checkbox checked={chosen.has(option)} size="small" sx={{ p: 0.5, mr: 1 }} />
          <ListItemText primary={option} />
        </MenuItem>
      ))}
    </AppTextField>
  );
}
