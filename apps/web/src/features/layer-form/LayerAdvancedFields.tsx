import { Checkbox, FormControlLabel, FormHelperText, Grid } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/FormTextField.js';
import { MiniPopupFields } from './fields/MiniPopupFields.js';
import { SubLayersField } from './fields/SubLayersField.js';
import type { LayerFieldsProps } from './LayerMainFields.js';
import type { LayerFormValues } from './layerFormSchema.js';

const ZOOM_INPUT = { htmlInput: { inputMode: 'numeric', autoComplete: 'off' } } as const;

/**
 * The advanced fields of 2.10 before the code editors: sub-layers (an existing layer only),
 * the zoom range, the mini popup and the legend.
 */
export function LayerAdvancedFields({
  control,
  layer,
  editing,
}: Omit<LayerFieldsProps, 'canChangeVisibility'>) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2}>
      {layer ? (
        <Grid size={12}>
          <SubLayersField
            control={control}
            available={layer.available_sub_layers}
            editing={editing}
          />
        </Grid>
      ) : null}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField<LayerFormValues>
          name="zoom_min"
          control={control}
          label={t('layerForm.zoomMin')}
          helperText={t('layerForm.zoomMinHint')}
          required
          readOnly={!editing}
          slotProps={ZOOM_INPUT}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField<LayerFormValues>
          name="zoom_max"
          control={control}
          label={t('layerForm.zoomMax')}
          helperText={t('layerForm.zoomMaxHint')}
          required
          readOnly={!editing}
          slotProps={ZOOM_INPUT}
        />
      </Grid>
      <MiniPopupFields control={control} attributes={layer?.attributes ?? []} editing={editing} />
      <Grid size={12}>
        <Controller
          name="legend_enabled"
          control={control}
          render={({ field, fieldState }) => (
            <>
              <FormControlLabel
                label={t('layerForm.legend')}
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    disabled={!editing}
                  />
                }
              />
              {fieldState.error ? (
                <FormHelperText error>{fieldState.error.message}</FormHelperText>
              ) : null}
            </>
          )}
        />
      </Grid>
    </Grid>
  );
}
