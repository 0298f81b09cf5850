/** The sidebar lists layers in reverse map order: the layer drawn on top comes first. */
export function sidebarOrder<T>(layers: readonly T[]): T[] {
  return [...layers].reverse();
}
