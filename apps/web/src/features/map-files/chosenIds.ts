import type { GridRowSelectionModel } from '@mui/x-data-grid';

export const NOTHING_CHOSEN: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** The chosen rows among those shown; 'exclude' is what the header checkbox makes of 'all'. */
export function chosenIds(
  model: GridRowSelectionModel,
  shown: readonly { id: number }[],
): number[] {
  return shown
    .map((file) => file.id)
    .filter((id) => (model.type === 'include' ? model.ids.has(id) : !model.ids.has(id)));
}
