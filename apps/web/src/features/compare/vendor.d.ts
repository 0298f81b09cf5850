// Types of the two small CommonJS libraries the compare is built on (they ship none).

declare module '@maplibre/maplibre-gl-compare' {
  import type { Map as MapLibreMap } from 'maplibre-gl';

  /** A swipe between two maps laid over each other in `container`, kept in step. */
  export default class Compare {
    constructor(
      a: MapLibreMap,
      b: MapLibreMap,
      container: HTMLElement,
      options?: { orientation?: 'vertical' | 'horizontal'; mousemove?: boolean },
    );
    /** The divider's position in pixels from the container's left edge. */
    currentPosition: number;
    setSlider(x: number): void;
    on(type: 'slideend', listener: (event: { currentPosition: number }) => void): this;
    off(type: 'slideend', listener: (event: { currentPosition: number }) => void): this;
    remove(): void;
  }
}

declare module '@mapbox/mapbox-gl-sync-move' {
  import type { Map as MapLibreMap } from 'maplibre-gl';

  /** Keeps the maps' cameras in step; answers the function that stops it. */
  export default function syncMaps(...maps: MapLibreMap[]): () => void;
}
