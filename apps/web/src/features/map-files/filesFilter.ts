import type { MapFileRead } from '@waymark/contract';

/** Size bands of the files panel's size filter, in bytes (lower bound inclusive). */
export const SIZE_BANDS = {
  any: [0, Infinity],
  small: [0, 1024 ** 2],
  medium: [1024 ** 2, 100 * 1024 ** 2],
  large: [100 * 1024 ** 2, Infinity],
} as const satisfies Record<string, readonly [number, number]>;
export type SizeBand = keyof typeof SIZE_BANDS;

export interface FilesFilter {
  /** Part of the name, any case. */
  text: string;
  size: SizeBand;
  /** yyyy-MM-dd (local), inclusive; '' for none. */
  from: string;
  to: string;
  /** A layer id, or null for every layer. */
  layerId: number | null;
}

export const NO_FILTER: FilesFilter = { text: '', size: 'any', from: '', to: '', layerId: null };

/** A local calendar day (yyyy-MM-dd) as the time its start or its end falls at. */
function dayBound(day: string, end: boolean): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  return end
    ? new Date(year, month, date, 23, 59, 59, 999).getTime()
    : new Date(year, month, date).getTime();
}

/** The files that match the filter: name, size band, date range and layer, all at once. */
export function filterFiles(files: readonly MapFileRead[], filter: FilesFilter): MapFileRead[] {
  const text = filter.text.trim().toLocaleLowerCase();
  const [minSize, maxSize] = SIZE_BANDS[filter.size];
  const from = dayBound(filter.from, false);
  const to = dayBound(filter.to, true);
  return files.filter((file) => {
    if (text && !file.name.toLocaleLowerCase().includes(text)) return false;
    if (file.size < minSize || file.size >= maxSize) return false;
    const created = new Date(file.created_at).getTime();
    if (from !== null && created < from) return false;
    if (to !== null && created > to) return false;
    return filter.layerId === null || file.layer_id === filter.layerId;
  });
}

/** The layers the files belong to, by name, for the layer filter. */
export function layersOf(files: readonly MapFileRead[]): { id: number; name: string }[] {
  const layers = new Map<number, string>();
  for (const file of files) layers.set(file.layer_id, file.layer_name);
  return [...layers]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** files_list of the map (section 9): null 'Disabled', true 'Enabled and visible', false 'Enabled but hidden'. */
export type FilesListSetting = boolean | null;

/** Whether the map offers its files panel at all, and whether it opens with the map. */
export function filesListMode(setting: FilesListSetting): 'disabled' | 'visible' | 'hidden' {
  if (setting === null) return 'disabled';
  return setting ? 'visible' : 'hidden';
}
