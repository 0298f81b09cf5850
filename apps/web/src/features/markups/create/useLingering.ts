import { useEffect, useState } from 'react';

/**
 * `value`, kept true for `ms` after it turns false: the click (or double-click) that finished a
 * drawing is still being dispatched when the drawing ends, and must not reach the map's popups
 * or its double-click zoom.
 */
export function useLingering(value: boolean, ms: number): boolean {
  const [lingering, setLingering] = useState(value);
  useEffect(() => {
    if (value) return undefined;
    const timer = setTimeout(() => setLingering(false), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  if (value && !lingering) setLingering(true);
  return value || lingering;
}
