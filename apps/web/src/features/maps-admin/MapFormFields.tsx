import { Box, Stack } from '@mui/material';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/FormTextField.js';
import { MapControlsField } from './fields/MapControlsField.js';
import { MapDefaultViewField } from './fields/MapDefaultViewField.js';
import { ControlledSelectField, FormSelectField } from '../../components/FormSelectField.js';
import { FilesListHint } from './fields/FilesListHint.js';
import { FILES_LIST_OPTIONS, type MapFormValues } from './mapFormSchema.js';

export interface MapFormFieldsProps {
  control: Control<MapFormValues>;
  /** Read mode: every field read-only (an empty one shown as '-'). */
  editing: boolean;
  /** The map's `abilities.change_visibility`; a new map's is its creator's. */
  visibilityEditable: boolean;
  /** The map's data extent, for the Default Map View; null for a new map. */
  extent: readonly number[] | null;
  /** The map's DTM layers, which the 3D view can stand on; none for a new map. */
  dtmLayers?: readonly { id: number; name: string }[];
}

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } };

/** The fields of the map form (2.11), shared by Add a Map and the map's detail screen. */
export function MapFormFields({
  control,
  editing,
  visibilityEditable,
  extent,
  dtmLayers = [],
}: MapFormFieldsProps) {
  const { t } = useTranslation();
  const readOnly = !editing;
  // Held here: the select shows it, and the hint under the controls can set it.
  const filesList = useController({ name: 'files_list', control });
  return (
    <Stack spacing={2.5}>
      <Box sx={twoColumns}>
        <FormTextField
          name="name"
          control={control}
          label={t('mapsAdmin.form.name')}
          required
          readOnly={readOnly}
        />
        <FormTextField
          name="title"
          control={control}
          label={t('mapsAdmin.form.title')}
          helperText={t('mapsAdmin.form.titleHint')}
          readOnly={readOnly}
        />
      </Box>
      <Box sx={{ ...twoColumns, gridTemplateColumns: { xs: '1fr 1fr', md: '1fr 1fr 1fr 1fr' } }}>
        <FormTextField
          name="zoom_min"
          control={control}
          label={t('mapsAdmin.form.zoomMin')}
          required
          readOnly={readOnly}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          name="zoom_max"
          control={control}
          label={t('mapsAdmin.form.zoomMax')}
          required
          readOnly={readOnly}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <FormTextField
        name="description"
        control={control}
        label={t('mapsAdmin.form.description')}
        multiline
        minRows={2}
        readOnly={readOnly}
      />
      <FormTextField
        name="attribution"
        control={control}
        label={t('mapsAdmin.form.attribution')}
        readOnly={readOnly}
      />
      <Box sx={{ ...twoColumns, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        <FormSelectField
          name="visibility"
          control={control}
          label={t('mapsAdmin.form.visibility')}
          options={[
            { value: 'OWN', label: t('mapsAdmin.visibility.OWN') },
            { value: 'ORG', label: t('mapsAdmin.visibility.ORG') },
          ]}
          readOnly={readOnly || !visibilityEditable}
          helperText={
            editing && !visibilityEditable ? t('mapsAdmin.form.visibilityOwnerOnly') : undefined
          }
        />
        <ControlledSelectField
          controller={filesList}
          label={t('mapsAdmin.form.filesList')}
          options={FILES_LIST_OPTIONS.map((option) => ({
            value: option.value,
            label: t(option.label),
          }))}
          readOnly={readOnly}
        />
        <FormSelectField
          name="minimap"
          control={control}
          label={t('mapsAdmin.form.minimap')}
          options={[
            { value: 'satellite-layer', label: t('mapsAdmin.minimap.satellite') },
            { value: 'street-layer', label: t('mapsAdmin.minimap.street') },
          ]}
          readOnly={readOnly}
        />
      </Box>
      <MapControlsField control={control} readOnly={readOnly} />
      {dtmLayers.length > 0 ? (
        <FormSelectField
          name="terrain_layer_id"
          control={control}
          label={t('mapsAdmin.form.terrain')}
          helperText={t('mapsAdmin.form.terrainHint')}
          options={[
            { value: '', label: t('mapsAdmin.form.terrainTop') },
            ...dtmLayers.map((layer) => ({ value: String(layer.id), label: layer.name })),
          ]}
          readOnly={readOnly}
        />
      ) : null}
      <FilesListHint control={control} filesList={filesList.field} editing={editing} />
      <MapDefaultViewField control={control} extent={extent} editing={editing} />
    </Stack>
  );
}
