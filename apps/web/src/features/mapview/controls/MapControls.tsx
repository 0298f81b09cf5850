import type { Map as MapLibreMap } from 'maplibre-gl';
import { Suspense } from 'react';
import { createPortal } from 'react-dom';
import type { ClientMap } from '../../../entities/map/clientMap.js';
import { ControlErrorBoundary } from '../../../map/controls/ControlErrorBoundary.js';
import { offeredControls, type MapControlComponents } from './offeredControls.js';
import { useControlGroup } from '../../../map/controls/useControlGroup.js';

/**
 * The map-level controls the map offers (2.7: Cross Section, Map Share, Map to PDF, View/Download
 * Map Files, Measure Distance) and its abilities allow the user, as buttons among MapLibre's own controls.
 * Each control's code loads only when a map offers it.
 */
export function MapControls({
  map,
  data,
  controls,
}: {
  map: MapLibreMap | null;
  data: ClientMap | undefined;
  controls: MapControlComponents;
}) {
  const offered = data ? offeredControls(data.controls, data.abilities, controls) : [];
  const group = useControlGroup(offered.length > 0 ? map : null);
  if (!map || !data || !group) return null;
  return createPortal(
    offered.map((id) => {
      const Control = controls[id];
      if (!Control) return null;
      // One control that fails to load leaves the others.
      return (
        <ControlErrorBoundary key={id}>
          <Suspense fallback={null}>
            <Control map={map} data={data} />
          </Suspense>
        </ControlErrorBoundary>
      );
    }),
    group,
  );
}
