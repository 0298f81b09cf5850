import { Autocomplete, Chip, TextField } from '@mui/material';
import { useState } from 'react';
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFormMessage } from '../i18n/keys.js';

export interface FormChipsFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, string[]>;
  label: string;
  hint?: string;
  placeholder?: string;
  readOnly?: boolean;
  /** How a typed value is kept (lower-cased, say). */
  normalise?: (value: string) => string;
  /** Values shown as errors, with the message naming them. */
  invalid?: { test: (value: string) => boolean; message: (values: string[]) => string };
}

/** A list of short texts as chips: typed, then Enter (or a comma, or leaving the field) adds one. */
export function FormChipsField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  placeholder,
  readOnly = false,
  normalise = (value) => value.trim(),
  invalid,
}: FormChipsFieldProps<T>) {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const [text, setText] = useState('');
  const values = field.value as string[];
  const add = (raw: string) => {
    const added = raw
      .split(/[\s,]+/)
      .map(normalise)
      .filter((value) => value && !values.includes(value));
    if (added.length) field.onChange([...values, ...added]);
    setText('');
  };
  const wrong = invalid ? values.filter(invalid.test) : [];
  const error =
    invalid && wrong.length
      ? invalid.message(wrong)
      : translateFormMessage(t, (key) => i18n.exists(key), fieldState.error?.message);
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={values}
      inputValue={text}
      readOnly={readOnly}
      onInputChange={(_event, value, reason) => {
        if (reason === 'input' && /[\s,]$/.test(value)) add(value);
        else setText(value);
      }}
      onChange={(_event, next) => field.onChange(next.map(normalise))}
      onBlur={() => {
        if (text.trim()) add(text);
        field.onBlur();
      }}
      renderValue={(chips, getItemProps) =>
        chips.map((value, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              size="small"
              label={value}
              color={invalid?.test(value) ? 'error' : 'default'}
              {...itemProps}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          placeholder={
            readOnly ? (values.length ? undefined : t('common.emptyValue')) : placeholder
          }
          error={!!error}
          helperText={error ?? (readOnly ? undefined : hint)}
        />
      )}
    />
  );
}
