/** Zoom to a layer, and bounds fitting: padding 100 on each side, at most zoom 18 (section 9). */
export const FIT_PADDING = 100;
export const LAYER_FIT_MAX_ZOOM = 18;
/** Search result zoom: at most 17. */
export const SEARCH_FIT_MAX_ZOOM = 17;

/**
 * The padding for a fit in a map of this size: 100, less on a small map, where 100 on each side
 * would leave no room and MapLibre would refuse to move.
 */
export function fitPadding(width: number, height: number): number {
  const room = Math.min(width, height);
  if (!Number.isFinite(room) || room <= 0) return 0;
  return Math.min(FIT_PADDING, Math.floor(room / 4));
}
