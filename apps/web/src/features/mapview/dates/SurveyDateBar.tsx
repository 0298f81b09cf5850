import type { LayerRead } from '@waymark/contract';
import { Suspense, useMemo } from 'react';
import { useCompareView } from '../../../entities/map/compareView.js';
import { seriesDates } from '../../../entities/map/surveyDates.js';
import { lazyAfterFirstFrame } from '../../../map/afterFirstFrame.js';
import { isLayerEnabled } from '../layers/layerStatus.js';

// The slider and the date menu (and their texts) load only for a map with a series, after the
// map's first frame.
const SurveyDateControl = lazyAfterFirstFrame(() =>
  import('./SurveyDateControl.js').then((m) => m.SurveyDateControl),
);

/**
 * The time slider (a date menu on phones), shown while a series layer is on; not while Compare
 * is open, whose panel chooses the surveys of each side instead.
 */
export function SurveyDateBar({
  layers,
  status,
}: {
  layers: readonly LayerRead[] | undefined;
  status: Readonly<Record<string, boolean>>;
}) {
  const dates = useMemo(
    () => seriesDates((layers ?? []).filter((layer) => isLayerEnabled(status, layer.id))),
    [layers, status],
  );
  const comparing = useCompareView() !== null;
  if (dates.length < 2 || comparing) return null;
  return (
    <Suspense fallback={null}>
      <SurveyDateControl dates={dates} />
    </Suspense>
  );
}
