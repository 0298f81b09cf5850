import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Divider, Stack } from '@mui/material';
import { useId, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LayerAdvancedFields } from './LayerAdvancedFields.js';
import { LayerBoundsSection } from './LayerBoundsSection.js';
import { LayerCodeFields } from './LayerCodeFields.js';
import { LayerMainFields, type LayerFieldsProps } from './LayerMainFields.js';
import { LayerRasterSection, offersRasterDrawing } from './LayerRasterSection.js';
import { LayerRouteSection, offersRoute } from './LayerRouteSection.js';
import type { LayerFormValues } from './layerFormSchema.js';

/** Fields behind 'Show Advanced fields': an error in one of them opens the section. */
const ADVANCED_FIELDS = [
  'sub_layers',
  'zoom_min',
  'zoom_max',
  'mini_popup_on_hover',
  'mini_popup_fields',
  'legend_enabled',
  'style',
  'label',
  'popup',
] as const satisfies readonly (keyof LayerFormValues)[];

/**
 * The layer form (2.10), read-only unless editing: the main fields, the advanced fields
 * behind their toggle (with the style, label and popup editors and the live preview, none of
 * them for a raster layer), for a raster its drawing (image, relief, elevation change), for a
 * layer of lines its route (chainage / mileage), and for an existing layer its bounds.
 */
export function LayerForm(props: LayerFieldsProps) {
  const { t } = useTranslation();
  const advancedId = useId();
  const { control, layer, editing } = props;
  const [advanced, setAdvanced] = useState(false);
  const { errors } = useFormState({ control });
  const advancedError = ADVANCED_FIELDS.some((name) => errors[name]);
  const [shownError, setShownError] = useState(false);
  // A rule or server error under a hidden field must be seen: the section opens.
  if (advancedError !== shownError) {
    setShownError(advancedError);
    if (advancedError) setAdvanced(true);
  }
  return (
    <Stack spacing={3}>
      <LayerMainFields {...props} />
      <Box>
        <Button
          onClick={() => setAdvanced((open) => !open)}
          startIcon={advanced ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          aria-expanded={advanced}
          aria-controls={advancedId}
        >
          {advanced ? t('layerForm.hideAdvanced') : t('layerForm.showAdvanced')}
        </Button>
      </Box>
      {advanced ? (
        <Stack id={advancedId} spacing={3}>
          <LayerAdvancedFields control={control} layer={layer} editing={editing} />
          {layer?.type !== 'raster' ? (
            <LayerCodeFields control={control} layer={layer} editing={editing} />
          ) : null}
        </Stack>
      ) : null}
      {offersRasterDrawing(layer) ? (
        <>
          <Divider />
          <LayerRasterSection control={control} layer={layer} editing={editing} />
        </>
      ) : null}
      {offersRoute(layer) ? (
        <>
          <Divider />
          <LayerRouteSection control={control} layer={layer} editing={editing} />
        </>
      ) : null}
      {layer ? (
        <>
          <Divider />
          <LayerBoundsSection control={control} layer={layer} editing={editing} />
        </>
      ) : null}
    </Stack>
  );
}
