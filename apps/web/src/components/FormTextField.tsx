import type { Control, FieldPath, FieldValues, RegisterOptions } from 'react-hook-form';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFormMessage } from '../i18n/keys.js';
import { AppTextField, type AppTextFieldProps } from './AppTextField.js';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  AppTextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'errorText'
> & {
  name: FieldPath<T>;
  control: Control<T>;
  /** Custom rules; without them a required field says 'This field is required'. */
  rules?: RegisterOptions<T, FieldPath<T>>;
};

/** The generic text field bound to a react-hook-form field; messages are translated here. */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  rules,
  required,
  ...props
}: FormTextFieldProps<T>) {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController({
    name,
    control,
    rules: rules ?? (required ? { required: 'validation.required' } : undefined),
  });
  return (
    <AppTextField
      {...props}
      required={required}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      errorText={translateFormMessage(t, (key) => i18n.exists(key), fieldState.error?.message)}
    />
  );
}
