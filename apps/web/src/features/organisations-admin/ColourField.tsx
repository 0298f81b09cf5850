import { Box, InputAdornment } from '@mui/material';
import { rgbToHex } from '@mui/material/styles';
import type { FieldPath } from 'react-hook-form';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFormMessage } from '../../i18n/keys.js';
import { AppTextField } from '../../components/AppTextField.js';
import { isColour } from '../../entities/layout/buildTheme.js';
import type { OrganisationFormInput } from './organisationForm.js';

/** The #rrggbb a colour input can show; colours it cannot (or none) show the fallback. */
function toHex(value: string, fallback: string): string {
  if (!isColour(value)) return fallback;
  try {
    const hex = value.startsWith('#') ? value : rgbToHex(value);
    // #rgb → #rrggbb; an alpha part is dropped, the input has none.
    if (/^#[0-9a-f]{3}$/i.test(hex)) return `#${[...hex.slice(1)].map((c) => c + c).join('')}`;
    return hex.slice(0, 7);
  } catch {
    return fallback;
  }
}

interface Props {
  control: Control<OrganisationFormInput>;
  name: FieldPath<OrganisationFormInput>;
  label: string;
  /** What an empty value means (the default colour), shown as the placeholder. */
  fallback: string;
  readOnly: boolean;
}

/** A colour: the browser's colour picker beside its hex text (empty: the default). */
export function ColourField({ control, name, label, fallback, readOnly }: Props) {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const hex = toHex(value, fallback);
  return (
    <AppTextField
      label={label}
      name={field.name}
      value={
        readOnly
          ? value || t('organisationsAdmin.layout.defaultColour', { colour: fallback })
          : value
      }
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      readOnly={readOnly}
      placeholder={fallback}
      size="small"
      errorText={translateFormMessage(t, (key) => i18n.exists(key), fieldState.error?.message)}
      slotProps={{
        htmlInput: { spellCheck: false, autoComplete: 'off' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                type="color"
                value={hex}
                disabled={readOnly}
                aria-label={t('organisationsAdmin.layout.pickColour', { name: label })}
                onChange={(event) => field.onChange(event.target.value)}
                sx={{
                  width: 28,
                  height: 28,
                  p: 0,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  bgcolor: 'transparent',
                  cursor: readOnly ? 'default' : 'pointer',
                  '&::-webkit-color-swatch-wrapper': { p: 0 },
                  '&::-webkit-color-swatch': { border: 0, borderRadius: 0.5 },
                }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
