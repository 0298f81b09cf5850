/** Per-map localStorage keys (section 4, Maps list). */
export const layerStatusKey = (mapId: number) => `layerStatus_${mapId}`;
export const backgroundKey = (mapId: number) => `bg_layer${mapId}`;
