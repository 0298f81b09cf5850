import { Box, Grid, Stack } from '@mui/material';
import { LABEL_TEMPLATES, STYLE_TEMPLATES, type LayerRead } from '@waymark/contract';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PopupTemplateField } from './editors/PopupTemplateField.js';
import { JsonField } from './json/JsonField.js';
import type { LayerFormValues } from './layerFormSchema.js';
import { LayerPreview } from './preview/LayerPreview.js';

/** Layers whose tiles are vector tiles: their style can be previewed. */
const PREVIEWED_TYPES = new Set(['vector', 'photo']);

/**
 * The Style and Label JSON editors and the popup template (not for raster layers), with the
 * live preview beside them on wide screens and under them on narrow ones.
 */
export function LayerCodeFields({
  control,
  layer,
  editing,
}: {
  control: Control<LayerFormValues>;
  layer: LayerRead | null;
  editing: boolean;
}) {
  const { t } = useTranslation();
  const previewed = layer !== null && layer.type !== null && PREVIEWED_TYPES.has(layer.type);
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, lg: previewed ? 7 : 12 }}>
        <Stack spacing={3}>
          <JsonField
            name="style"
            control={control}
            editing={editing}
            label={t('layerForm.style')}
            hint={t('layerForm.styleHint')}
            emptyText={t('layerForm.defaultStyle')}
            templates={STYLE_TEMPLATES}
            applyLabel={t('layerForm.applyStyleTemplate')}
          />
          <JsonField
            name="label"
            control={control}
            editing={editing}
            label={t('layerForm.label')}
            hint={t('layerForm.labelHint')}
            emptyText={t('layerForm.defaultLabel')}
            templates={LABEL_TEMPLATES}
            applyLabel={t('layerForm.applyLabelTemplate')}
          />
          <PopupTemplateField control={control} editing={editing} />
        </Stack>
      </Grid>
      {previewed ? (
        <Grid size={{ xs: 12, lg: 5 }}>
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 16 } }}>
            <LayerPreview layer={layer} control={control} />
          </Box>
        </Grid>
      ) : null}
    </Grid>
  );
}
