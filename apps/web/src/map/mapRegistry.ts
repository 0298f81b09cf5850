import type { Map as MapLibreMap } from 'maplibre-gl';
import { useCallback, useRef, useSyncExternalStore } from 'react';

/** Things registered per map (click targets, pickers) by parts that come and go with it. */
export interface MapRegistry<T> {
  /** Registers `item` with `map`; answers the unregistering. */
  add(map: MapLibreMap, item: T): () => void;
  /** What is registered with `map` now, in the order it came. */
  items(map: MapLibreMap): readonly T[];
  /** Calls `listener` whenever what is registered with `map` changes; answers the unsubscribing. */
  subscribe(map: MapLibreMap, listener: () => void): () => void;
}

export function mapRegistry<T>(): MapRegistry<T> {
  const byMap = new WeakMap<MapLibreMap, Set<T>>();
  const listeners = new WeakMap<MapLibreMap, Set<() => void>>();
  const tell = (map: MapLibreMap) => {
    for (const listener of [...(listeners.get(map) ?? [])]) listener();
  };
  return {
    add(map, item) {
      const own = byMap.get(map) ?? new Set<T>();
      byMap.set(map, own);
      own.add(item);
      tell(map);
      return () => {
        if (own.delete(item)) tell(map);
      };
    },
    items: (map) => [...(byMap.get(map) ?? [])],
    subscribe(map, listener) {
      const own = listeners.get(map) ?? new Set<() => void>();
      listeners.set(map, own);
      own.add(listener);
      return () => own.delete(listener);
    },
  };
}

/** What is registered with `map`, kept up to date as parts register and leave. */
export function useMapRegistryItems<T>(registry: MapRegistry<T>, map: MapLibreMap): readonly T[] {
  // The same list while nothing changes: useSyncExternalStore compares snapshots by identity.
  const cache = useRef<{ items: readonly T[] }>({ items: [] });
  const subscribe = useCallback(
    (listener: () => void) => registry.subscribe(map, listener),
    [registry, map],
  );
  const snapshot = useCallback(() => {
    const items = registry.items(map);
    const previous = cache.current.items;
    if (items.length !== previous.length || items.some((item, i) => item !== previous[i]))
      cache.current = { items };
    return cache.current.items;
  }, [registry, map]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
