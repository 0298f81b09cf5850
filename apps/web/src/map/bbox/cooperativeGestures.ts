import type { TFunction } from 'i18next';

/** The part of MapLibre's cooperative gestures handler that decides what passes. */
interface CooperativeGestures {
  isBypassed(event: MouseEvent | WheelEvent | PointerEvent): boolean;
}

/**
 * 2.14: wheel zoom needs Ctrl or Alt. MapLibre's cooperative gestures (which also keep one
 * finger from moving the map on touch) let only Ctrl through (⌘ on a Mac); Alt is added here.
 */
export function allowCtrlOrAlt(map: { cooperativeGestures: CooperativeGestures }): void {
  map.cooperativeGestures.isBypassed = (event) => event.ctrlKey || event.altKey;
}

/** The warnings MapLibre shows for a blocked gesture, in the interface language (2.14). */
export function gestureTexts(t: TFunction): Record<string, string> {
  return {
    'CooperativeGesturesHandler.WindowsHelpText': t('bbox.ctrlScroll'),
    'CooperativeGesturesHandler.MacHelpText': t('bbox.ctrlScroll'),
    'CooperativeGesturesHandler.MobileHelpText': t('bbox.twoFingers'),
  };
}
