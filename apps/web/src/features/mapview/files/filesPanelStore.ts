import { createStore } from '../../../lib/createStore.js';

/** The layer whose files panel is shown (activeFilesLayer), or null when it is hidden. */
export const filesPanelStore = createStore<number | null>(null);

/** The folder button: shows the layer's files, or hides them when they are already shown. */
export function toggleFilesPanel(layerId: number): void {
  filesPanelStore.set((shown) => (shown === layerId ? null : layerId));
}

export const closeFilesPanel = () => filesPanelStore.set(null);
