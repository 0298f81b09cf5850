import { Stack, Typography } from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BoundingBoxField } from '../../map/bbox/BoundingBoxField.js';
import type { LayerFormValues } from './layerFormSchema.js';

const HELP_POINTS = ['what', 'extent', 'visible', 'all', 'why'] as const;

/**
 * Layer Bounds (2.10, an existing layer only): the bounding-box widget (2.14) with the data
 * extent as 'Data Extent' and the bounds as 'Visible Data'; data outside the box is hidden.
 */
export function LayerBoundsSection({
  control,
  layer,
  editing,
}: {
  control: Control<LayerFormValues>;
  layer: LayerRead;
  editing: boolean;
}) {
  const { t } = useTranslation();
  const help = (
    <Stack component="ul" spacing={0.25} sx={{ m: 0, pl: 2.5 }}>
      {HELP_POINTS.map((point) => (
        <li key={point}>{t(`layerForm.boundsHelp.${point}`)}</li>
      ))}
    </Stack>
  );
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {t('layerForm.bounds')}
      </Typography>
      <Controller
        name="bounds"
        control={control}
        render={({ field, fieldState }) => (
          <>
            <BoundingBoxField
              value={field.value}
              onChange={(box) => field.onChange(box ? [...box] : null)}
              extent={layer.extent}
              extentLabel={t('layerForm.dataExtent')}
              selectedLabel={t('layerForm.visibleData')}
              editing={editing}
              help={help}
            />
            {fieldState.error ? (
              <Typography variant="caption" color="error">
                {fieldState.error.message}
              </Typography>
            ) : null}
          </>
        )}
      />
    </Stack>
  );
}
