import { Stack, Typography } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateFormMessage } from '../../../i18n/keys.js';
import { BoundingBoxField } from '../../../map/bbox/BoundingBoxField.js';
import type { MapFormValues } from '../mapFormSchema.js';

const HELP_POINTS = ['helpExtent', 'helpDefaultView', 'helpWindow'] as const;

/**
 * 'Default Map View' (2.11): the bounding-box widget with 'Data Extent' (the map's extent) and
 * the map's bounds as 'Default View', with its three points of help.
 */
export function MapDefaultViewField({
  control,
  extent,
  editing,
}: {
  control: Control<MapFormValues>;
  extent: readonly number[] | null;
  editing: boolean;
}) {
  const { t, i18n } = useTranslation();
  const help = (
    <Stack component="ul" spacing={0.25} sx={{ m: 0, pl: 2.5 }}>
      {HELP_POINTS.map((point) => (
        <li key={point}>{t(`mapsAdmin.form.${point}`)}</li>
      ))}
    </Stack>
  );
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
        {t('mapsAdmin.form.defaultView')}
      </Typography>
      <Controller
        name="bounds"
        control={control}
        render={({ field, fieldState }) => (
          <>
            <BoundingBoxField
              value={field.value}
              onChange={(box) => field.onChange(box ? [...box] : null)}
              extent={extent}
              extentLabel={t('mapsAdmin.form.dataExtent')}
              selectedLabel={t('mapsAdmin.form.defaultViewLabel')}
              editing={editing}
              help={help}
            />
            {fieldState.error ? (
              <Typography variant="caption" color="error" role="alert">
                {translateFormMessage(t, (key) => i18n.exists(key), fieldState.error.message)}
              </Typography>
            ) : null}
          </>
        )}
      />
    </Stack>
  );
}
