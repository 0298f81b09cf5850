import { MenuItem } from '@mui/material';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppTextField } from '../../../components/AppTextField.js';
import { translateFormMessage } from '../../../i18n/keys.js';
import type { MapFormValues } from '../mapFormSchema.js';

export interface SelectOption {
  value: string;
  label: string;
}

export interface MapSelectFieldProps {
  name: 'visibility' | 'files_list' | 'minimap';
  control: Control<MapFormValues>;
  label: string;
  options: readonly SelectOption[];
  /** Read mode shows the chosen option's text in a read-only field. */
  readOnly: boolean;
  helperText?: string;
}

/** A select of the map form, bound to its field; rule and server errors stand under it. */
export function MapSelectField({
  name,
  control,
  label,
  options,
  readOnly,
  helperText,
}: MapSelectFieldProps) {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController({ name, control });
  const errorText = translateFormMessage(t, (key) => i18n.exists(key), fieldState.error?.message);
  if (readOnly) {
    const chosen = options.find((option) => option.value === field.value);
    return (
      <AppTextField
        label={label}
        value={chosen?.label ?? ''}
        readOnly
        helperText={helperText}
        errorText={errorText}
      />
    );
  }
  return (
    <AppTextField
      select
      label={label}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      helperText={helperText}
      errorText={errorText}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </AppTextField>
  );
}
