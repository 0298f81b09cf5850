/** The Layers screens (2.1): the list and one layer. */
export const LAYERS_PATH = '/layers/';
export const layerPath = (layerId: number) => `/layers/${layerId}/`;
