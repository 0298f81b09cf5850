import Compare from '@maplibre/maplibre-gl-compare';
import '@maplibre/maplibre-gl-compare/style.css';
import { useEffect, useState } from 'react';
import { dividerKeyPosition } from './dividerKeys.js';
import type { SideMaps } from './useSideMaps.js';

const SWIPER = '.compare-swiper-vertical';

function setValue(handle: HTMLElement, position: number) {
  handle.setAttribute('aria-valuenow', String(Math.round(position * 100)));
}

/**
 * The swipe between the two maps (@maplibre/maplibre-gl-compare: the divider dragged with the
 * pointer, the maps kept in step), its divider made a keyboard-operable separator (focusable;
 * arrows, Page Up/Down, Home and End move it). Answers where the divider stands (0 to 1).
 */
export function useSwipe(
  maps: SideMaps | null,
  container: HTMLElement | null,
  label: string,
): number {
  const [position, setPosition] = useState(0.5);
  useEffect(() => {
    if (!maps || !container) return;
    const compare = new Compare(maps.left, maps.right, container, { orientation: 'vertical' });
    const handle = container.querySelector<HTMLElement>(SWIPER);
    const width = () => container.clientWidth || 1;
    const moved = (share: number) => {
      if (handle) setValue(handle, share);
      setPosition(share);
    };
    const onSlideEnd = (event: { currentPosition: number }) =>
      moved(event.currentPosition / width());
    const onKey = (event: KeyboardEvent) => {
      const next = dividerKeyPosition(event.key, event.shiftKey, compare.currentPosition / width());
      if (next === null) return;
      event.preventDefault();
      compare.setSlider(next * width());
      moved(next);
    };
    compare.on('slideend', onSlideEnd);
    if (handle) {
      handle.tabIndex = 0;
      handle.setAttribute('role', 'separator');
      handle.setAttribute('aria-orientation', 'vertical');
      handle.setAttribute('aria-valuemin', '0');
      handle.setAttribute('aria-valuemax', '100');
      handle.addEventListener('keydown', onKey);
    }
    moved(compare.currentPosition / width());
    return () => {
      handle?.removeEventListener('keydown', onKey);
      compare.off('slideend', onSlideEnd);
      compare.remove();
    };
  }, [maps, container]);

  useEffect(() => {
    container?.querySelector(SWIPER)?.setAttribute('aria-label', label);
  }, [container, label, maps]);

  return position;
}
