import { useSyncExternalStore } from 'react';
import type { Store } from './createStore.js';

/**
 * A part of a store's value: the component re-renders only when that part changes (compared
 * with Object.is), e.g. whether a layer is within the map's zoom while the map zooms smoothly.
 */
export function useStoreSelector<T, S>(store: Store<T>, select: (value: T) => S): S {
  const read = () => select(store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}
