import type { ComponentType, LazyExoticComponent } from 'react';
import {
  mayUseMapControl,
  type MapControlId,
  type MapControlProps,
} from '../../../entities/map/mapControls.js';
import type { SessionUser } from '../../../entities/session/sessionUser.js';

/**
 * The controls the viewer can show, by the name a map's `controls` use: each loaded only when a
 * map offers it. A control without an entry is not offered yet.
 */
export type MapControlComponents = Partial<
  Record<MapControlId, LazyExoticComponent<ComponentType<MapControlProps>>>
>;

/** The controls to show: those the map offers, known here and allowed to the user, in order. */
export function offeredControls(
  controls: readonly MapControlId[],
  user: SessionUser | null,
  known: MapControlComponents,
): MapControlId[] {
  return controls.filter(
    (id, index) => !!known[id] && mayUseMapControl(id, user) && controls.indexOf(id) === index,
  );
}
