import type { ControlPosition, IControl, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useState } from 'react';

function createGroup(): HTMLElement {
  const group = document.createElement('div');
  group.className = 'maplibregl-ctrl maplibregl-ctrl-group';
  return group;
}

/**
 * A group of buttons among MapLibre's own controls (under the zoom buttons, top right), as a
 * DOM element for React to render the map's controls into; taken off the map with it.
 */
export function useControlGroup(
  map: MapLibreMap | null,
  position: ControlPosition = 'top-right',
): HTMLElement | null {
  // One element for the component's life: React renders into it before and while it is placed.
  const [group] = useState(createGroup);

  useEffect(() => {
    if (!map) return undefined;
    const control: IControl = {
      onAdd: () => group,
      onRemove: () => group.remove(),
    };
    map.addControl(control, position);
    return () => {
      // The map may already be gone (it is removed before its controls' owner unmounts).
      if (map.hasControl(control)) map.removeControl(control);
    };
  }, [map, group, position]);

  return map ? group : null;
}
