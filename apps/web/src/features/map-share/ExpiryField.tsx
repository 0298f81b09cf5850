import { InputAdornment, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFormMessage } from '../../i18n/keys.js';
import { ExpiryPickerButton } from './ExpiryPickerButton.js';
import {
  expiryText,
  parseExpiryText,
  QUICK_EXPIRIES,
  quickExpiry,
  type QuickExpiry,
} from './shareExpiry.js';
import type { ShareFormValues } from './shareForm.js';

/**
 * A share's expiry, dd/MM/yyyy HH:mm (section 9), typed or picked in the browser's date and
 * time picker, with the quick choices 1 day, 1 week and 1 month from now. A time typed or picked
 * by hand clears the quick choice.
 */
export function ExpiryField({
  control,
  readOnly = false,
}: {
  control: Control<ShareFormValues>;
  readOnly?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'expiry' });
  const quick = useController({ control, name: 'quick' });
  const error = translateFormMessage(t, (key) => i18n.exists(key), fieldState.error?.message);

  const set = (text: string, choice: QuickExpiry | null) => {
    quick.field.onChange(choice);
    field.onChange(text);
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        label={t('mapShare.form.expiry')}
        required={!readOnly}
        value={field.value}
        onChange={(event) => set(event.target.value, null)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={!!error}
        helperText={error ?? (readOnly ? undefined : t('mapShare.form.expiryHelp'))}
        placeholder={t('mapShare.form.expiryPlaceholder')}
        slotProps={{
          htmlInput: { readOnly, inputMode: 'numeric', autoComplete: 'off' },
          input: readOnly
            ? undefined
            : {
                endAdornment: (
                  <InputAdornment position="end">
                    <ExpiryPickerButton
                      value={parseExpiryText(field.value)}
                      onPick={(date) => set(expiryText(date), null)}
                    />
                  </InputAdornment>
                ),
              },
        }}
        sx={{ flex: 1, minWidth: { sm: 240 } }}
      />
      {readOnly ? null : (
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={quick.field.value}
          onChange={(_event, choice: QuickExpiry | null) => {
            if (choice) set(expiryText(quickExpiry(choice)), choice);
          }}
          aria-label={t('mapShare.form.quickExpiry')}
          sx={{ mt: { sm: 1 }, flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          {QUICK_EXPIRIES.map((choice) => (
            <ToggleButton
              key={choice}
              value={choice}
              sx={{ textTransform: 'none', px: 2, whiteSpace: 'nowrap' }}
            >
              {t(`mapShare.form.quick.${choice}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
    </Stack>
  );
}
