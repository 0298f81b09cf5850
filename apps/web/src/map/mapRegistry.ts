import type { Map as MapLibreMap } from 'maplibre-gl';

/** Things registered per map (click targets, pickers) by parts that come and go with it. */
export interface MapRegistry<T> {
  /** Registers `item` with `map`; answers the unregistering. */
  add(map: MapLibreMap, item: T): () => void;
  /** What is registered with `map` now, in the order it came. */
  items(map: MapLibreMap): readonly T[];
}

export function mapRegistry<T>(): MapRegistry<T> {
  const byMap = new WeakMap<MapLibreMap, Set<T>>();
  return {
    add(map, item) {
      const own = byMap.get(map) ?? new Set<T>();
      byMap.set(map, own);
      own.add(item);
      return () => own.delete(item);
    },
    items: (map) => [...(byMap.get(map) ?? [])],
  };
}
