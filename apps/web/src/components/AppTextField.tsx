import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type AppTextFieldProps = Omit<TextFieldProps, 'error' | 'helperText'> & {
  /** The message under the field; shown in the error colour. */
  errorText?: string;
  helperText?: string;
  readOnly?: boolean;
};

/**
 * The generic text field (2.16): a required field's label gets '*' (MUI adds it for
 * `required`), and an empty read-only value is shown as a dash.
 */
export function AppTextField({
  errorText,
  helperText,
  readOnly,
  value,
  slotProps,
  ...props
}: AppTextFieldProps) {
  const { t } = useTranslation();
  const empty = value === undefined || value === null || value === '';
  return (
    <TextField
      fullWidth
      {...props}
      value={readOnly && empty ? t('common.emptyValue') : (value ?? '')}
      error={!!errorText}
      helperText={errorText ?? helperText}
      slotProps={{ ...slotProps, htmlInput: { readOnly, ...slotProps?.htmlInput } }}
    />
  );
}
