import { createStore } from '../../lib/createStore.js';

const STORAGE_KEY = 'activeMap';

/** The map the user chose explicitly, persisted (section 4, Active map). */
export const activeMapStore = createStore<number | null>(null);

export function loadActiveMapChoice(): void {
  const value = Number(localStorage.getItem(STORAGE_KEY));
  activeMapStore.set(Number.isInteger(value) && value > 0 ? value : null);
}

export function chooseActiveMap(mapId: number): void {
  localStorage.setItem(STORAGE_KEY, String(mapId));
  activeMapStore.set(mapId);
}
