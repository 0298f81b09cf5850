import type { LayerRead } from '@waymark/contract';
import { Suspense } from 'react';
import { isSeries } from '../../../entities/map/surveyDates.js';
import { lazyAfterFirstFrame } from '../../../map/afterFirstFrame.js';

const LayerSurveyDates = lazyAfterFirstFrame(() =>
  import('./LayerSurveyDates.js').then((m) => m.LayerSurveyDates),
);

/** The survey dates of a series layer's row (nothing for other layers), loaded when needed. */
export function LazyLayerSurveyDates({ layer, name }: { layer: LayerRead; name: string }) {
  if (!isSeries(layer)) return null;
  return (
    <Suspense fallback={null}>
      <LayerSurveyDates layer={layer} name={name} />
    </Suspense>
  );
}
