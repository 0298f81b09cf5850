import type { Map as MapLibreMap } from 'maplibre-gl';
import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { TerraDrawLineStringMode } from 'terra-draw';
import { withTimeout } from '../../lib/lazySection.js';
import { useTerraDraw } from '../../map/controls/useTerraDraw.js';
import { distinctVertices, type Position } from './sectionMath.js';
import { SectionStatus } from './SectionStatus.js';
import { useHoverMarker } from './useHoverMarker.js';
import { useSection } from './useSection.js';

// uPlot loads with the first profile.
const SectionPanel = lazy(() =>
  withTimeout(import('./SectionPanel.js')).then((module) => ({ default: module.SectionPanel })),
);

const COLOUR = '#d32f2f';

const modes = () => [
  new TerraDrawLineStringMode({
    modeName: 'section',
    styles: {
      lineStringColor: COLOUR,
      lineStringWidth: 3,
      closingPointColor: '#ffffff',
      closingPointOutlineColor: COLOUR,
      closingPointOutlineWidth: 2,
      closingPointWidth: 5,
    },
  }),
];

/**
 * Drawing a section line (click to add vertices, double-click to finish; touch alike), then its
 * profile from every DTM of the map; another line replaces it.
 */
export function CrossSectionTool({
  map,
  mapId,
  onClose,
}: {
  map: MapLibreMap;
  mapId: number;
  onClose(): void;
}) {
  const { state, request, reset } = useSection(mapId, map);
  const [hover, setHover] = useState<Position | null>(null);
  const draw = useTerraDraw(map, 'section-draw', modes, 'section', {
    onChange: () => {
      if (state.kind !== 'drawing' && state.kind !== 'loading') reset();
    },
    onFinish: (feature) => {
      if (feature.geometry.type !== 'LineString') return;
      const vertices = distinctVertices(
        feature.geometry.coordinates.map(([lon, lat]): Position => [lon ?? 0, lat ?? 0]),
      );
      if (vertices.length >= 2) request(vertices);
    },
  });
  useHoverMarker(map, state.kind === 'done' ? hover : null);

  const closePanel = () => {
    draw?.clear();
    setHover(null);
    reset();
  };

  return createPortal(
    <>
      {/* The hint shows once the line can be drawn. */}
      {state.kind === 'done' || !draw ? null : (
        <SectionStatus state={state.kind} onCancel={onClose} />
      )}
      {state.kind === 'done' ? (
        <Suspense fallback={<SectionStatus state="loading" onCancel={onClose} />}>
          <SectionPanel
            section={state.section}
            clouds={state.clouds}
            vertices={state.vertices}
            onHover={setHover}
            onClose={closePanel}
          />
        </Suspense>
      ) : null}
    </>,
    map.getContainer(),
  );
}
