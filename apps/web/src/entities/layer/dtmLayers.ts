import type { LayerRead } from '@waymark/contract';

// Apart from elevationLayers.ts, which the map page loads for its first frame: only the 3D view
// and the map form ask this.

/** Whether a layer is a DTM / DSM (heights of the ground, not their change): terrain for 3D. */
export function holdsDtm(layer: Pick<LayerRead, 'type' | 'raster_kind'>): boolean {
  return layer.type === 'raster' && layer.raster_kind === 'elevation';
}
