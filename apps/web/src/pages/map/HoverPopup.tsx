import type { LayerRead } from '@waymark/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { MiniPopup } from '../../features/popup/mini/MiniPopup.js';
import { useMiniPopup } from '../../features/popup/mini/useMiniPopup.js';
import type { BuiltLayer } from '../../map/style/buildLayerStyle.js';

/** The popups' small popup over the viewer's drawn layers, following the pointer. */
export function HoverPopup({
  map,
  built,
  layers,
}: {
  map: MapLibreMap | null;
  built: readonly BuiltLayer[];
  layers: readonly LayerRead[] | undefined;
}) {
  useMiniPopup(map, built, layers);
  return <MiniPopup />;
}
