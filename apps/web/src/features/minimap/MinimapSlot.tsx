import type { Map as MapLibreMap } from 'maplibre-gl';
import { lazy, Suspense } from 'react';
import { withTimeout } from '../../lib/lazySection.js';
import { ControlErrorBoundary } from '../../map/controls/ControlErrorBoundary.js';
import { minimapKind } from './minimapView.js';

// The overview map's code loads only for a map that has one.
const Minimap = lazy(() =>
  withTimeout(import('./Minimap.js')).then((module) => ({ default: module.Minimap })),
);

/** The map's minimap (section 3), when it has one and the map is on screen. */
export function MinimapSlot({
  map,
  minimap,
}: {
  map: MapLibreMap | null;
  minimap: string | null | undefined;
}) {
  const kind = minimapKind(minimap);
  if (!map || !kind) return null;
  return (
    <ControlErrorBoundary>
      <Suspense fallback={null}>
        <Minimap map={map} kind={kind} />
      </Suspense>
    </ControlErrorBoundary>
  );
}
