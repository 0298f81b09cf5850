import { asBox, type Box } from '../../lib/box.js';
import type { UrlView } from './viewHash.js';

export type InitialView =
  { kind: 'url'; view: UrlView } | { kind: 'fit'; box: Box } | { kind: 'world' };

/**
 * Where the map opens: the view in the URL, else the map's default view (bounds), else the
 * extent of its data (fitted, padding 100, at most zoom 18), else the whole world.
 */
export function initialView(
  urlView: UrlView | null,
  map: { bounds: readonly number[] | null; extent: readonly number[] | null } | null,
): InitialView {
  if (urlView) return { kind: 'url', view: urlView };
  const box = asBox(map?.bounds) ?? asBox(map?.extent);
  return box ? { kind: 'fit', box } : { kind: 'world' };
}

/** Before a map's data is known: a view of the inhabited world. */
export const WORLD_VIEW = { center: [10, 30] as [number, number], zoom: 1.2 };
