/**
 * A map's layers come first drawn first (the bottom one first); the settings list them as the
 * viewer's sidebar does, the layer drawn on top first. These turn one order into the other.
 */
export function listOrder<T>(drawingOrder: readonly T[]): T[] {
  return [...drawingOrder].reverse();
}

/** The ids to send (PUT maps/:id/layers/): the listed layers in drawing order. */
export function drawingOrderIds(listed: readonly { id: number }[]): number[] {
  return listed.map((layer) => layer.id).reverse();
}

/** The list with the item at `from` put at `to` (both within the list); the same list if not. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) {
    return [...list];
  }
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
