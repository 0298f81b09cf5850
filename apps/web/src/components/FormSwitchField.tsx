import { FormControlLabel, FormHelperText, Switch } from '@mui/material';
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFormMessage } from '../i18n/keys.js';

export interface FormSwitchFieldProps<T extends FieldValues> {
  name: FieldPathByValue<T, boolean>;
  control: Control<T>;
  label: string;
  disabled?: boolean;
  /** What turning it on means, under it (its error takes the place). */
  hint?: string;
}

/** A labelled switch bound to a react-hook-form field; its rule and server errors under it. */
export function FormSwitchField<T extends FieldValues>({
  name,
  control,
  label,
  disabled,
  hint,
}: FormSwitchFieldProps<T>) {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController({ name, control });
  const errorText = translateFormMessage(t, (key) => i18n.exists(key), fieldState.error?.message);
  return (
    <>
      <FormControlLabel
        label={label}
        control={
          <Switch
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            disabled={disabled}
          />
        }
      />
      {errorText ? (
        <FormHelperText error>{errorText}</FormHelperText>
      ) : hint ? (
        <FormHelperText sx={{ mt: -0.5 }}>{hint}</FormHelperText>
      ) : null}
    </>
  );
}
