import type { LayerRead } from '@waymark/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { withTimeout } from '../../../lib/lazySection.js';
import { layerNameParts } from '../../../entities/layer/layerName.js';
import { isReliefLayer } from '../../../map/style/reliefLegend.js';

// The legend reads style expressions with MapLibre's style specification: loaded only for
// layers that show one, after the map has drawn.
const LayerLegend = lazy(() =>
  withTimeout(import('./LayerLegend.js')).then((m) => ({ default: m.LayerLegend })),
);

/**
 * Under a layer of the map sidebar: its legend, when the layer has it on (legend_enabled); a
 * layer drawn as relief always shows its heights' colours, without which it cannot be read.
 */
export function LayerLegendSlot({ layer }: { layer: LayerRead }) {
  const { t } = useTranslation();
  if (!layer.legend_enabled && !isReliefLayer(layer)) return null;
  const parts = layerNameParts(layer.name);
  const name = parts.backgroundMap ? t('mapView.backgroundMap') : parts.name;
  return (
    <li>
      <Suspense fallback={null}>
        <LayerLegend layer={layer} name={name} />
      </Suspense>
    </li>
  );
}
