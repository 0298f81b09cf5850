import { useEffect, useState } from 'react';
import type { Size } from '../image/zoomPan.js';

/** An element's content size, followed as it changes (popup resized, phone turned). */
export function useElementSize(element: HTMLElement | null): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useEffect(() => {
    if (!element) return;
    const measure = (width: number, height: number) =>
      setSize((previous) =>
        previous && previous.width === width && previous.height === height
          ? previous
          : { width, height },
      );
    if (typeof ResizeObserver === 'undefined') {
      // Very old browsers (and test DOMs): measured after layout, and again on window resizes.
      const remeasure = () => measure(element.clientWidth, element.clientHeight);
      const frame = requestAnimationFrame(remeasure);
      window.addEventListener('resize', remeasure);
      return () => {
        cancelAnimationFrame(frame);
        window.removeEventListener('resize', remeasure);
      };
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) measure(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
}
