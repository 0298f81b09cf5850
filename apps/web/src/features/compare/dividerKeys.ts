/** How far one arrow key moves the divider (a share of the width); with Shift, PAGE_STEP. */
export const STEP = 0.02;
export const PAGE_STEP = 0.1;

/**
 * Where a key moves the divider (a share of the width, 0 to 1): arrows by a step (Shift: a
 * larger one), Page Up/Down by the larger step, Home and End to the edges; null for other keys.
 */
export function dividerKeyPosition(key: string, shift: boolean, position: number): number | null {
  const step = shift ? PAGE_STEP : STEP;
  const moves: Record<string, number> = {
    ArrowLeft: position - step,
    ArrowDown: position - step,
    ArrowRight: position + step,
    ArrowUp: position + step,
    PageDown: position - PAGE_STEP,
    PageUp: position + PAGE_STEP,
    Home: 0,
    End: 1,
  };
  const next = moves[key];
  if (next === undefined) return null;
  return Math.round(Math.min(1, Math.max(0, next)) * 1000) / 1000;
}
