/** Ids of what the viewer adds to the MapLibre style for a layer of the map. */
export const DATA_PREFIX = 'wm-';

export const sourceIdOf = (layerId: number) => `${DATA_PREFIX}src-${layerId}`;

/** The layer id of one of our sources, or null for any other source. */
export function layerIdOfSource(sourceId: string | undefined): number | null {
  const match = /^wm-src-(\d+)$/.exec(sourceId ?? '');
  return match ? Number(match[1]) : null;
}

export const styleLayerIdOf = (layerId: number, part: 'style' | 'label', index: number) =>
  `${DATA_PREFIX}${layerId}-${part}-${index}`;
