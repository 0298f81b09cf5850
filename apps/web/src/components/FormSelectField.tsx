import { MenuItem } from '@mui/material';
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
  type UseControllerReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppTextField } from './AppTextField.js';
import { translateFormMessage } from '../i18n/keys.js';

export interface SelectOption {
  value: string;
  label: string;
}

export interface FormSelectFieldProps<T extends FieldValues> {
  name: FieldPathByValue<T, string>;
  control: Control<T>;
  label: string;
  options: readonly SelectOption[];
  /** Read mode shows the chosen option's text, as a read-only field (an empty one as '-'). */
  readOnly: boolean;
  disabled?: boolean;
  helperText?: string;
}

/** A select bound to a react-hook-form field; rule and server errors stand under it. */
export function FormSelectField<T extends FieldValues>({
  name,
  control,
  ...props
}: FormSelectFieldProps<T>) {
  const controller = useController({ name, control });
  return <ControlledSelectField controller={controller} {...props} />;
}

/**
 * The same select for a field whose controller its form holds itself (to change the field from
 * elsewhere too, e.g. a hint's button).
 */
export function ControlledSelectField<T extends FieldValues>({
  controller: { field, fieldState },
  label,
  options,
  readOnly,
  disabled,
  helperText,
}: Omit<FormSelectFieldProps<T>, 'name' | 'control'> & {
  controller: UseControllerReturn<T, FieldPathByValue<T, string>>;
}) {
  const { t, i18n } = useTranslation();
  const errorText = translateFormMessage(t, (key) => i18n.exists(key), fieldState.error?.message);
  // An option for 'no choice' ('None') is shown as chosen, not as an empty field.
  const hasEmptyOption = options.some((option) => option.value === '');
  if (readOnly) {
    const chosen = options.find((option) => option.value === field.value);
    return (
      <AppTextField
        label={label}
        value={chosen?.value ? chosen.label : ''}
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
      disabled={disabled}
      helperText={helperText}
      errorText={errorText}
      slotProps={
        hasEmptyOption
          ? { select: { displayEmpty: true }, inputLabel: { shrink: true } }
          : undefined
      }
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </AppTextField>
  );
}
