import type { MarkupFeatureLink, MarkupGeometry } from '@waymark/contract/markup';
import { NO_MARKUP_FILTERS, type MarkupFilters } from '../../entities/markup/markupParams.js';
import { createStore, useStore } from '../../lib/createStore.js';

/** The shapes a markup is drawn as. */
export type MarkupShape = 'point' | 'line' | 'area';

/** A markup being made: its shape (drawn, or handed over by another tool) and what it is about. */
export interface MarkupDraft {
  shape: MarkupShape;
  geometry: MarkupGeometry | null;
  feature: MarkupFeatureLink | null;
}

export type MarkupsView =
  | { kind: 'list' }
  /** `zoom`: the map is brought to it once it is loaded (a row of the list, a link). */
  | { kind: 'detail'; markupId: number; zoom?: boolean }
  | { kind: 'create'; draft: MarkupDraft };

/** Where the list looks: the markups in the view on screen, or all of the map's. */
export type MarkupScope = 'view' | 'all';

export interface MarkupsUi {
  /** The map the state belongs to: another map starts afresh. */
  mapId: number | null;
  open: boolean;
  view: MarkupsView;
  /** The markups layer on the map; the user may switch it off. */
  layerShown: boolean;
  filters: MarkupFilters;
  scope: MarkupScope;
  page: number;
}

const INITIAL: MarkupsUi = {
  mapId: null,
  open: false,
  view: { kind: 'list' },
  layerShown: true,
  filters: NO_MARKUP_FILTERS,
  scope: 'view',
  page: 1,
};

export const markupsStore = createStore<MarkupsUi>(INITIAL);

export function useMarkupsUi(): MarkupsUi {
  return useStore(markupsStore);
}

/** Back to no map's markups (tests start so). */
export function resetMarkupsUi(): void {
  markupsStore.set(INITIAL);
}

/** A new map: its own markups, the panel closed, no filters. */
export function startMarkups(mapId: number): void {
  markupsStore.set((state) => (state.mapId === mapId ? state : { ...INITIAL, mapId }));
}

export function openMarkups(view: MarkupsView = markupsStore.get().view): void {
  markupsStore.set((state) => ({ ...state, open: true, view }));
}

export function closeMarkups(): void {
  markupsStore.set((state) => ({ ...state, open: false, view: { kind: 'list' } }));
}

export function showMarkup(markupId: number, zoom = false): void {
  openMarkups({ kind: 'detail', markupId, zoom });
}

/** The map has been brought to the markup shown: a later render does not move it again. */
export function markupZoomed(markupId: number): void {
  markupsStore.set((state) =>
    state.view.kind === 'detail' && state.view.markupId === markupId && state.view.zoom
      ? { ...state, view: { kind: 'detail', markupId } }
      : state,
  );
}

export function showMarkupList(): void {
  openMarkups({ kind: 'list' });
}

export function startDraft(draft: MarkupDraft): void {
  openMarkups({ kind: 'create', draft });
}

/** New filters start again at the first page. */
export function setMarkupFilters(filters: MarkupFilters): void {
  markupsStore.set((state) => ({ ...state, filters, page: 1 }));
}

export function setMarkupScope(scope: MarkupScope): void {
  markupsStore.set((state) => ({ ...state, scope, page: 1 }));
}

export function setMarkupPage(page: number): void {
  markupsStore.set((state) => ({ ...state, page }));
}

export function showMarkupLayer(shown: boolean): void {
  markupsStore.set((state) => ({ ...state, layerShown: shown }));
}
