import { Autocomplete, Chip, TextField } from '@mui/material';
import { hostName } from '@waymark/contract';
import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFormMessage } from '../../i18n/keys.js';
import type { OrganisationFormInput } from './organisationForm.js';

/** Alternate domains as chips: typed, then Enter (or a comma, or leaving the field) adds one. */
export function DomainChipsField({
  control,
  readOnly,
}: {
  control: Control<OrganisationFormInput>;
  readOnly: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'alt_domains' });
  const [text, setText] = useState('');
  const values = field.value;
  const add = (raw: string) => {
    const domains = raw
      .split(/[\s,]+/)
      .map((d) => d.trim().toLowerCase())
      .filter((d) => d && !values.includes(d));
    if (domains.length) field.onChange([...values, ...domains]);
    setText('');
  };
  const invalid = values.filter((d) => !hostName.safeParse(d).success);
  const error = invalid.length
    ? t('organisationsAdmin.invalidDomains', { domains: invalid.join(', ') })
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
      onChange={(_event, next) => field.onChange(next.map((d) => d.trim().toLowerCase()))}
      onBlur={() => {
        if (text.trim()) add(text);
        field.onBlur();
      }}
      renderValue={(chips, getItemProps) =>
        chips.map((domain, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              size="small"
              label={domain}
              color={hostName.safeParse(domain).success ? 'default' : 'error'}
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
          label={t('organisationsAdmin.fields.altDomains')}
          placeholder={
            readOnly ? (values.length ? undefined : t('common.emptyValue')) : 'maps.example.com'
          }
          error={!!error}
          helperText={
            error ?? (readOnly ? undefined : t('organisationsAdmin.fields.altDomainsHint'))
          }
        />
      )}
    />
  );
}
