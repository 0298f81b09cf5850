import { lazy, Suspense } from 'react';
import { withTimeout } from '../../../lib/lazySection.js';
import type { PopupSectionProps } from '../../../map/popupSections.js';

const FeatureMarkups = lazy(() =>
  withTimeout(import('./FeatureMarkups.js')).then((module) => ({
    default: module.FeatureMarkups,
  })),
);

/** In a feature's popup: the feature's markups and 'Report an issue here', loaded with it. */
export function FeatureMarkupsSlot(props: PopupSectionProps) {
  return (
    <Suspense fallback={null}>
      <FeatureMarkups {...props} />
    </Suspense>
  );
}
