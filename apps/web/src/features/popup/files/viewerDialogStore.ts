import type { LayerFileRead } from '@waymark/contract';
import { createStore } from '../../../lib/createStore.js';

/** A 3D model or point cloud opened from a popup's file table, shown over the popup. */
export const viewerDialogStore = createStore<LayerFileRead | null>(null);

export const openViewerDialog = (file: LayerFileRead) => viewerDialogStore.set(file);
export const closeViewerDialog = () => viewerDialogStore.set(null);
