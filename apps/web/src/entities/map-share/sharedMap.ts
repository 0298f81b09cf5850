/** The map a share opens, as the share form needs it. */
export interface SharedMap {
  id: number;
  title: string;
  /** Its data extent, drawn in the bounding-box widget. */
  extent: readonly number[] | null;
}

/** A map of the viewer or of the organisation's list, as the share form needs it. */
export function sharedMapOf(map: {
  id: number;
  name: string;
  title: string;
  extent: readonly number[] | null;
}): SharedMap {
  return { id: map.id, title: map.title || map.name, extent: map.extent };
}
