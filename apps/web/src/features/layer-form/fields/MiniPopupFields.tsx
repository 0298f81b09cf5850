import { Grid, MenuItem } from '@mui/material';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AppTextField } from '../../../components/AppTextField.js';
import { translateFormMessage } from '../../../i18n/keys.js';
import type { LayerFormValues } from '../layerFormSchema.js';
import { MultiSelectField } from './MultiSelectField.js';

/**
 * 'Show mini popup on hover' (Enabled / Disabled) and 'Fields shown in mini popup', a
 * multi-select over the attributes that is disabled unless the mini popup is on (2.10).
 */
export function MiniPopupFields({
  control,
  attributes,
  editing,
}: {
  control: Control<LayerFormValues>;
  attributes: readonly string[];
  editing: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController({ name: 'mini_popup_on_hover', control });
  const errorText = translateFormMessage(t, (key) => i18n.exists(key), fieldState.error?.message);
  const fields = useWatch({ control, name: 'mini_popup_fields' });
  const on = field.value;
  const label = (enabled: boolean) => t(enabled ? 'layerForm.enabled' : 'layerForm.disabled');
  return (
    <>
      <Grid size={{ xs: 12, md: 6 }}>
        {editing ? (
          <AppTextField
            select
            label={t('layerForm.miniPopup')}
            name={field.name}
            value={String(on)}
            onChange={(event) => field.onChange(event.target.value === 'true')}
            onBlur={field.onBlur}
            inputRef={field.ref}
            errorText={errorText}
          >
            <MenuItem value="true">{label(true)}</MenuItem>
            <MenuItem value="false">{label(false)}</MenuItem>
          </AppTextField>
        ) : (
          <AppTextField label={t('layerForm.miniPopup')} value={label(on)} readOnly />
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        {editing ? (
          <MultiSelectField
            name="mini_popup_fields"
            control={control}
            label={t('layerForm.miniPopupFields')}
            options={attributes}
            disabled={!on}
            helperText={on ? undefined : t('layerForm.miniPopupFieldsOff')}
          />
        ) : (
          <AppTextField label={t('layerForm.miniPopupFields')} value={fields.join(', ')} readOnly />
        )}
      </Grid>
    </>
  );
}
