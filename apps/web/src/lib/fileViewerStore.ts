import type { LayerFileRead } from '@waymark/contract';
import { createStore } from './createStore.js';

/** The file shown in the in-app viewer (images and PDFs). */
export const fileViewerStore = createStore<LayerFileRead | null>(null);

export const viewFile = (file: LayerFileRead) => fileViewerStore.set(file);
export const closeFileViewer = () => fileViewerStore.set(null);
