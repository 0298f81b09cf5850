import type { MapAbilities } from '@waymark/contract';
import type { ComponentType, LazyExoticComponent } from 'react';
import {
  mayUseMapControl,
  type MapControlId,
  type MapControlProps,
} from '../../../entities/map/mapControls.js';

/**
 * The controls the viewer can show, by the name a map's `controls` use: each loaded only when a
 * map offers it. A control without an entry is not offered yet.
 */
export type MapControlComponents = Partial<
  Record<MapControlId, LazyExoticComponent<ComponentType<MapControlProps>>>
>;

/**
 * The controls to show: those the map offers, known here and allowed by the map's abilities,
 * in order.
 */
export function offeredControls(
  controls: readonly MapControlId[],
  abilities: MapAbilities,
  known: MapControlComponents,
): MapControlId[] {
  return controls.filter(
    (id, index) => !!known[id] && mayUseMapControl(id, abilities) && controls.indexOf(id) === index,
  );
}
