import { Grid } from '@mui/material';
import { FILE_LIST_VISIBILITIES, VISIBILITIES, type LayerRead } from '@waymark/contract';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/FormTextField.js';
import { FormSelectField } from '../../components/FormSelectField.js';
import type { LayerFormValues } from './layerFormSchema.js';
import { useAttributeOptions } from './fields/useAttributeOptions.js';

export interface LayerFieldsProps {
  control: Control<LayerFormValues>;
  /** The layer as saved; null for a new layer. */
  layer: LayerRead | null;
  editing: boolean;
  /** The layer's `abilities.change_visibility`; a new layer's is its creator's. */
  canChangeVisibility: boolean;
}

/** The main fields of the layer form (2.10). */
export function LayerMainFields({
  control,
  layer,
  editing,
  canChangeVisibility,
}: LayerFieldsProps) {
  const { t } = useTranslation();
  const attributes = layer?.attributes ?? [];
  const attachmentOptions = useAttributeOptions(attributes, layer?.attachment_field ?? null);
  const searchOptions = useAttributeOptions(attributes, layer?.search_field ?? null);
  // Existing layers that are not raster have attributes to choose from.
  const hasAttributes = layer !== null && layer.type !== 'raster';
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <FormTextField<LayerFormValues>
          name="name"
          control={control}
          label={t('layerForm.name')}
          required
          readOnly={!editing}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FormSelectField
          name="visibility"
          control={control}
          label={t('layerForm.visibility')}
          options={VISIBILITIES.map((value) => ({
            value,
            label: t(`layerForm.visibilityOptions.${value}`),
          }))}
          readOnly={!editing || !canChangeVisibility}
          helperText={
            editing && !canChangeVisibility ? t('layerForm.visibilityOwnerOnly') : undefined
          }
        />
      </Grid>
      <Grid size={12}>
        <FormTextField<LayerFormValues>
          name="description"
          control={control}
          label={t('layerForm.description')}
          multiline
          minRows={2}
          maxRows={8}
          readOnly={!editing}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField<LayerFormValues>
          name="attribution"
          control={control}
          label={t('layerForm.attribution')}
          readOnly={!editing}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormSelectField
          name="file_list_visibility"
          control={control}
          label={t('layerForm.fileListVisibility')}
          options={FILE_LIST_VISIBILITIES.map((value) => ({
            value,
            label: t(`layerForm.fileListOptions.${value}`),
          }))}
          readOnly={!editing}
        />
      </Grid>
      {hasAttributes ? (
        <>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelectField
              name="attachment_field"
              control={control}
              label={t('layerForm.attachmentField')}
              options={attachmentOptions}
              readOnly={!editing}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormSelectField
              name="search_field"
              control={control}
              label={t('layerForm.searchField')}
              options={searchOptions}
              readOnly={!editing}
            />
          </Grid>
        </>
      ) : null}
    </Grid>
  );
}
