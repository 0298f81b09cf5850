import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import type { LayerRead } from '@waymark/contract';
import { lazy, Suspense, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChunkErrorBoundary } from '../../../components/ChunkErrorBoundary.js';
import { withTimeout } from '../../../lib/lazySection.js';
import { useDebouncedValue } from '../../../lib/useDebouncedValue.js';
import { hasWebGL } from '../../../map/webgl.js';
import { zoomOf, type LayerFormValues } from '../layerFormSchema.js';

// MapLibre is heavy: the preview map comes in its own chunk.
const PreviewMap = lazy(() =>
  withTimeout(import('./PreviewMap.js')).then((module) => ({ default: module.PreviewMap })),
);

const PREVIEW_HEIGHT = 360;
/** Typing pauses this long before the map redraws. */
const REDRAW_DELAY_MS = 300;

/**
 * The live preview beside the style editors: the layer's own tiles drawn with the style and
 * label as they stand in the form (only JSON that parsed gets there), its sub-layers and zoom
 * range, before anything is saved.
 */
export function LayerPreview({
  layer,
  control,
}: {
  layer: LayerRead;
  control: Control<LayerFormValues>;
}) {
  const { t } = useTranslation();
  const [webgl] = useState(() => hasWebGL(globalThis));
  const [zoom, setZoom] = useState<number | null>(null);
  // Each value on its own: the form keeps a value's identity until it changes.
  const style = useDebouncedValue(useWatch({ control, name: 'style' }), REDRAW_DELAY_MS);
  const label = useDebouncedValue(useWatch({ control, name: 'label' }), REDRAW_DELAY_MS);
  const subLayers = useDebouncedValue(useWatch({ control, name: 'sub_layers' }), REDRAW_DELAY_MS);
  const zoomMin = useDebouncedValue(useWatch({ control, name: 'zoom_min' }), REDRAW_DELAY_MS);
  const zoomMax = useDebouncedValue(useWatch({ control, name: 'zoom_max' }), REDRAW_DELAY_MS);
  const hasData = layer.extent !== null || layer.status === 'ready';
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h3">
          {t('layerForm.preview')}
        </Typography>
        {zoom !== null ? (
          <Typography variant="caption" color="text.secondary" role="status">
            {t('layerForm.previewZoom', { zoom: zoom.toFixed(1) })}
          </Typography>
        ) : null}
      </Stack>
      {!hasData ? (
        <Alert severity="info">{t('layerForm.previewNoData')}</Alert>
      ) : webgl ? (
        <ChunkErrorBoundary>
          <Suspense fallback={<Skeleton variant="rectangular" height={PREVIEW_HEIGHT} />}>
            <PreviewMap
              layer={layer}
              style={style}
              label={label}
              subLayers={subLayers}
              // A zoom field being typed keeps the saved value until it is a level again.
              zoomMin={zoomOf(zoomMin) ?? layer.zoom_min}
              zoomMax={zoomOf(zoomMax) ?? layer.zoom_max}
              height={PREVIEW_HEIGHT}
              onZoom={setZoom}
            />
          </Suspense>
        </ChunkErrorBoundary>
      ) : (
        <Alert severity="info">{t('mapView.noWebgl')}</Alert>
      )}
      <Typography variant="caption" color="text.secondary">
        {t('layerForm.previewHint')}
      </Typography>
    </Stack>
  );
}
