import { Grid, Stack, Typography } from '@mui/material';
import { RASTER_KINDS, type LayerRead } from '@waymark/contract';
import { useEffect } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../components/FormSelectField.js';
import { FormSwitchField } from '../../components/FormSwitchField.js';
import { FormTextField } from '../../components/FormTextField.js';
import type { LayerFormValues } from './layerFormSchema.js';
import { dataEnds, rampsFor } from './rasterDrawing.js';

const VALUE_INPUT = {
  htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
  inputLabel: { shrink: true },
} as const;

/** Whether the layer form offers 'Raster drawing': a raster layer once it is processed. */
export function offersRasterDrawing(layer: LayerRead | null): layer is LayerRead {
  return layer !== null && layer.type === 'raster' && layer.raster_kind !== null;
}

/**
 * 'Raster drawing' of the layer form, for a raster layer: drawn as an image, as relief (heights:
 * hillshade blended with a colour ramp) or as an elevation change (cut red, fill blue); the
 * ramp, the values at its ends (empty: the data's) and hillshade. Saved with the layer; the map
 * redraws its tiles.
 */
export function LayerRasterSection({
  control,
  layer,
  editing,
}: {
  control: Control<LayerFormValues>;
  layer: LayerRead;
  editing: boolean;
}) {
  const { t, i18n } = useTranslation();
  const kind = useWatch({ control, name: 'raster_kind' });
  const ramp = useController({ control, name: 'relief_ramp' });
  const ramps = rampsFor(kind);
  const values = kind === 'elevation' || kind === 'difference';
  const ends = dataEnds(layer, kind);
  const number = (value: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value);

  // Another kind offers other ramps: its default one is taken.
  const { onChange } = ramp.field;
  const rampValue = ramp.field.value;
  useEffect(() => {
    if (!ramps.includes(rampValue)) onChange(ramps[0]);
  }, [ramps, rampValue, onChange]);

  return (
    <Stack spacing={1} data-testid="layer-raster-section">
      <Typography variant="h6" component="h2">
        {t('layerForm.raster.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('layerForm.raster.help')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelectField
            name="raster_kind"
            control={control}
            label={t('layerForm.raster.kind')}
            options={RASTER_KINDS.map((value) => ({
              value,
              label: t(`layerForm.raster.kinds.${value}`),
            }))}
            readOnly={!editing}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelectField
            name="relief_ramp"
            control={control}
            label={t('layerForm.raster.ramp')}
            options={ramps.map((value) => ({
              value,
              label: t(`layerForm.raster.ramps.${value}`),
            }))}
            readOnly={!editing}
            disabled={!values}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField<LayerFormValues>
            name="relief_min"
            control={control}
            label={t('layerForm.raster.min')}
            placeholder={ends ? number(ends[0]) : ''}
            helperText={
              ends ? t('layerForm.raster.dataValue', { value: number(ends[0]) }) : undefined
            }
            readOnly={!editing}
            disabled={!values}
            slotProps={VALUE_INPUT}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField<LayerFormValues>
            name="relief_max"
            control={control}
            label={t('layerForm.raster.max')}
            placeholder={ends ? number(ends[1]) : ''}
            helperText={
              ends ? t('layerForm.raster.dataValue', { value: number(ends[1]) }) : undefined
            }
            readOnly={!editing}
            disabled={!values}
            slotProps={VALUE_INPUT}
          />
        </Grid>
        {kind === 'elevation' ? (
          <Grid size={12}>
            <FormSwitchField
              name="relief_hillshade"
              control={control}
              label={t('layerForm.raster.hillshade')}
              disabled={!editing}
            />
          </Grid>
        ) : null}
      </Grid>
    </Stack>
  );
}
