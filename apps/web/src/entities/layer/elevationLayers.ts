import type { LayerRead } from '@waymark/contract';

// Apart from elevation.ts so that the map page can tell whether to load the heights at all
// without the code that asks for them.

/** Whether a layer holds heights one can ask for: a DTM / DSM, or an elevation change. */
export function holdsHeights(layer: Pick<LayerRead, 'type' | 'raster_kind'>): boolean {
  return (
    layer.type === 'raster' &&
    (layer.raster_kind === 'elevation' || layer.raster_kind === 'difference')
  );
}
