export interface ActiveMapSources {
  /** The explicit, persisted choice. */
  choice: number | null;
  /** The id in the route (/maps/:id/...). */
  routeId: number | null;
  /** The current organisation's default map. */
  defaultId: number | null;
  /** The ids of the current organisation's maps, once loaded. */
  mapIds: readonly number[] | null;
}

/**
 * Section 4, in this order: the explicit choice, the route id, the organisation's default map.
 * A remembered choice counts only while it is one of the current organisation's maps, so that
 * a choice made in another organisation does not leak into this one.
 */
export function resolveActiveMap({ choice, routeId, defaultId, mapIds }: ActiveMapSources) {
  if (choice !== null && mapIds?.includes(choice)) return choice;
  return routeId ?? defaultId ?? null;
}
