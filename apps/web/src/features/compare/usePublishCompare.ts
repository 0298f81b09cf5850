import type { LayerRead } from '@waymark/contract';
import { useEffect } from 'react';
import { setCompareView } from '../../entities/map/compareView.js';
import type { CompareChoice } from './compareChoices.js';
import type { SideMaps } from './useSideMaps.js';

const nameOf = (layers: readonly LayerRead[], choice: CompareChoice) =>
  layers.find((layer) => layer.id === choice.layerId)?.name ?? '';

/** Publishes the swipe (entities/map/compareView) for the map to PDF while it is open. */
export function usePublishCompare(
  maps: SideMaps | null,
  layers: readonly LayerRead[],
  left: CompareChoice | null,
  right: CompareChoice | null,
  position: number,
) {
  useEffect(() => {
    if (!maps || !left || !right) return;
    setCompareView({
      left: { map: maps.left, layerName: nameOf(layers, left), date: left.date },
      right: { map: maps.right, layerName: nameOf(layers, right), date: right.date },
      position,
    });
    return () => setCompareView(null);
  }, [maps, layers, left, right, position]);
}
