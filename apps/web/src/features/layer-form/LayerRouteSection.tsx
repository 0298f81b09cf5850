import { Grid, Stack, Typography } from '@mui/material';
import { ROUTE_UNITS, type LayerRead } from '@waymark/contract';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../components/FormSelectField.js';
import { FormSwitchField } from '../../components/FormSwitchField.js';
import { FormTextField } from '../../components/FormTextField.js';
import type { LayerFormValues } from './layerFormSchema.js';
import { useAttributeOptions } from './fields/useAttributeOptions.js';

const OFFSET_INPUT = { htmlInput: { inputMode: 'decimal', autoComplete: 'off' } } as const;

/** Whether the layer form offers the route section: a layer of lines (or one already a route). */
export function offersRoute(layer: LayerRead | null): layer is LayerRead {
  return layer !== null && layer.type !== 'raster' && (layer.route_capable || layer.route_enabled);
}

/**
 * 'Route (chainage / mileage)' of the layer form, for a layer of lines: made a route, the map
 * search finds places along its lines by their measure ('km 3+200', 'MP 12.25') and its popups
 * show the measure at the clicked point. Its name field, unit and start offset.
 */
export function LayerRouteSection({
  control,
  layer,
  editing,
}: {
  control: Control<LayerFormValues>;
  layer: LayerRead;
  editing: boolean;
}) {
  const { t } = useTranslation();
  const enabled = useWatch({ control, name: 'route_enabled' });
  const fieldOptions = useAttributeOptions(layer.attributes, layer.route_name_field);
  const off = !editing || !enabled;
  return (
    <Stack spacing={1} data-testid="layer-route-section">
      <Typography variant="h6" component="h2">
        {t('layerForm.route.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('layerForm.route.help')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormSwitchField
            name="route_enabled"
            control={control}
            label={t('layerForm.route.enabled')}
            disabled={!editing}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormSelectField
            name="route_name_field"
            control={control}
            label={t('layerForm.route.nameField')}
            helperText={t('layerForm.route.nameFieldHint')}
            options={fieldOptions}
            readOnly={!editing}
            disabled={off}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormSelectField
            name="route_unit"
            control={control}
            label={t('layerForm.route.unit')}
            options={ROUTE_UNITS.map((value) => ({
              value,
              label: t(`layerForm.route.units.${value}`),
            }))}
            readOnly={!editing}
            disabled={off}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormTextField<LayerFormValues>
            name="route_start_offset"
            control={control}
            label={t('layerForm.route.startOffset')}
            helperText={t('layerForm.route.startOffsetHint')}
            readOnly={!editing}
            disabled={off}
            slotProps={OFFSET_INPUT}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
